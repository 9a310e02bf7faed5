/**
 * A reply split for rendering: plain text, and links only of the form
 * [label](/product/{handle}). Anything else (HTML, other URLs) stays text,
 * so a reply can never inject markup or send a shopper off-site.
 */
export type Segment = { type: "text"; text: string } | { type: "link"; label: string; href: string };

const PRODUCT_LINK = /\[([^\]\n]{1,200})\]\((\/product\/[a-z0-9][a-z0-9-]{0,200})\)/gi;

export function replySegments(content: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of content.matchAll(PRODUCT_LINK)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ type: "text", text: content.slice(last, start) });
    segments.push({ type: "link", label: match[1], href: match[2] });
    last = start + match[0].length;
  }
  if (last < content.length) segments.push({ type: "text", text: content.slice(last) });
  return segments;
}
