const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The description a card shows: HTML stripped, check marks removed, whitespace collapsed. */
export function displayDescription(htmlOrText: string): string {
  return htmlOrText
    .replace(/<[^>]*>/g, " ")
    .replace(/&#1000[34];/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/[✓✔✅☑]\uFE0F?/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** At most `max` characters, cut on a word boundary, with an ellipsis when cut. */
export function snippet(text: string, max = 60): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
