import { tokenize } from "./tokenize";

/**
 * Okapi BM25 over a handful of fields with weights: a field's terms count
 * `weight` times, so a keyword or question hit outranks the same word deep
 * in an answer. Small and exact: the
 * shop's passages are a few hundred.
 */
export interface Field<T> {
  get: (doc: T) => string;
  weight: number;
}

export interface Ranked<T> {
  doc: T;
  /** BM25 times coverage times the document's prior. */
  score: number;
  /** Query terms this document contains. */
  matched: string[];
  /** The share of the query's weight (idf) this document matches: 1 when it holds every query term. */
  coverage: number;
}

const K1 = 1.2;
const UNSEEN_SHARE = 0.5;
const B = 0.75;

/** `prior` scales a document's score (1 when absent): how much its kind of text is to be preferred on a tie. */
export function createIndex<T>(docs: T[], fields: Field<T>[], prior: (doc: T) => number = () => 1) {
  const bags = docs.map((doc) => {
    const counts = new Map<string, number>();
    let length = 0;
    for (const field of fields) {
      for (const term of tokenize(field.get(doc))) {
        counts.set(term, (counts.get(term) ?? 0) + field.weight);
        length += field.weight;
      }
    }
    return { doc, counts, length, prior: prior(doc) };
  });
  const averageLength = bags.reduce((sum, bag) => sum + bag.length, 0) / Math.max(1, bags.length);
  const documentFrequency = new Map<string, number>();
  for (const bag of bags)
    for (const term of bag.counts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);

  const idf = (term: string) => {
    const n = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (bags.length - n + 0.5) / (n + 0.5));
  };

  return {
    /** Documents holding at least one query term, best first (ties keep the input order). */
    search(query: string, limit = 3): Ranked<T>[] {
      const terms = [...new Set(tokenize(query))];
      if (terms.length === 0) return [];
      // A word the index has never seen still counts against coverage (a question about something else), at a
      // share of its weight, so that one stray word in a shopper's phrasing does not sink a passage matching the rest.
      const queryWeight = terms.reduce(
        (sum, term) => sum + (documentFrequency.has(term) ? idf(term) : idf(term) * UNSEEN_SHARE),
        0,
      );
      const ranked: Ranked<T>[] = [];
      for (const bag of bags) {
        let score = 0;
        let weight = 0;
        const matched: string[] = [];
        for (const term of terms) {
          const tf = bag.counts.get(term);
          if (!tf) continue;
          matched.push(term);
          weight += idf(term);
          score += (idf(term) * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * bag.length) / (averageLength || 1)));
        }
        // Coordinated: a passage matching more of the question outranks one matching a single word many times.
        const coverage = weight / queryWeight;
        if (score > 0) ranked.push({ doc: bag.doc, score: score * coverage * bag.prior, matched, coverage });
      }
      return ranked.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}
