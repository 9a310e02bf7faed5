/** Words for matching: lower-case, accents and punctuation dropped, stop words out, light stemming. */
const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could do does did for from had has have how i if in into is it its me my " +
    "of on or our should so some than that the their them there these they this to was we were what when where which " +
    "who why will with would you your about any help helps good best take taking get need know tell please am much " +
    "more most also just like want use using used way ways thing things"
  ).split(" "),
);

export function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us") && !word.endsWith("is"))
    return word.slice(0, -1);
  return word;
}

export function tokenize(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map(stem);
}
