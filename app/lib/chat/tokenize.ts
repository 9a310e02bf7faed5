import { stemmer } from "stemmer";
import { SYNONYM_GROUPS } from "./synonyms";

/**
 * Words for matching: lower-case, accents and punctuation dropped, stop words
 * out, Porter-stemmed, and a shopper's synonyms folded into one word (SYNONYMS).
 * Only Latin letters and digits survive, so text in other scripts yields no
 * words and is declined rather than guessed at.
 */
const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could do does did for from had has have how i if in into is it its me my " +
    "of on or our should so some than that the their them there these they this to was we were what when where which " +
    "who why will with would you your about any help helps good best take taking get need know tell please am much " +
    "more most also just like want use using used way ways thing things im ive dont cant s t ll re ve d m " +
    "anything something really lately actually guys okay ok eat whats hows wheres whos dont cant wont doesnt isnt " +
    "youre theres thats id ill healthy range keep recommend suggest try feel feeling always every lot bit kind sort " +
    "trouble problem problems issue issues long until per day daily right safe even still ever go going doing done " +
    "able new start older old after hour hours while between difference compare versus vs mess his her hers him he she us over mean means extra"
  ).split(" "),
);

/** Longest input read: a question past this is cut before any work is spent on it. */
export const MAX_TOKENIZED_CHARS = 4_000;

/** Lower-case Latin words and numbers, accents and apostrophes dropped. */
export function plainWords(text: string): string[] {
  return text
    .slice(0, MAX_TOKENIZED_CHARS)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

export const stem = (word: string) => stemmer(word);

/** Synonym phrases (stemmed, space-joined) to the group's first word, stemmed. */
const PHRASES = new Map<string, string>();
let longestPhrase = 1;
for (const [head, ...rest] of SYNONYM_GROUPS) {
  const target = stem(head.replace(/ /g, ""));
  for (const form of [head, ...rest]) {
    const stems = plainWords(form).map(stem);
    PHRASES.set(stems.join(" "), target);
    longestPhrase = Math.max(longestPhrase, stems.length);
  }
}

export function tokenize(text: string): string[] {
  const stems = plainWords(text).map((w) => ({ w, s: stem(w) }));
  const out: string[] = [];
  for (let i = 0; i < stems.length;) {
    let taken = 0;
    for (let n = Math.min(longestPhrase, stems.length - i); n >= 1 && !taken; n--) {
      const phrase = stems
        .slice(i, i + n)
        .map((x) => x.s)
        .join(" ");
      const target = PHRASES.get(phrase);
      if (target && (n > 1 || !STOP_WORDS.has(stems[i].w))) {
        out.push(target);
        taken = n;
      }
    }
    if (taken) {
      i += taken;
      continue;
    }
    const { w, s } = stems[i];
    if (w.length > 1 && !STOP_WORDS.has(w) && !STOP_WORDS.has(s) && !/^\d+$/.test(w)) out.push(s);
    i += 1;
  }
  return out;
}
