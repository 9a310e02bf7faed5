import { derivedFrom } from "~/lib/catalogue/derived";
import { createIndex, type Ranked } from "./bm25";
import { knowledgePassage, productPassage, type Passage } from "./passages";
import { SHOP_PASSAGES } from "./shop-passages";
import { tokenize } from "./tokenize";
import type { ChatProduct, KnowledgeEntry } from "./types";

/**
 * Retrieval over everything the shop knows (the trained knowledge base, the
 * shop's pages, the catalogue) with BM25 and a relevance floor: a passage
 * answers only when it matches most of what the question asks (COVERAGE_FLOOR
 * of the question's idf weight) and scores above SCORE_FLOOR. Below the floor
 * Nora declines rather than answer another question.
 */
export const COVERAGE_FLOOR = 0.5;
export const SCORE_FLOOR = 1.5;

/** A product's blurb answers a question only when it is clearly the closest: the shop's own explanations come first. */
const PRODUCT_PRIOR = 0.8;

const passageIndex = (passages: Passage[]) =>
  createIndex(
    passages,
    [
      { get: (p) => p.title, weight: 2 },
      { get: (p) => p.keywords.join(" "), weight: 3 },
      { get: (p) => p.text, weight: 1 },
    ],
    (p) => (p.handle ? PRODUCT_PRIOR : 1),
  );

/** One index per knowledge read and catalogue read (both arrays are kept until their caches refresh). */
const indexOf = derivedFrom((knowledge: readonly KnowledgeEntry[]) =>
  derivedFrom((products: readonly ChatProduct[]) =>
    passageIndex([...knowledge.map(knowledgePassage), ...SHOP_PASSAGES, ...products.map(productPassage)]),
  ),
);

export interface Retrieval {
  /** Best first; passages above and below the floor. */
  hits: Ranked<Passage>[];
  /** The passages that clear the floor, best first. */
  relevant: Ranked<Passage>[];
}

export const clearsFloor = (hit: Ranked<Passage>) => hit.coverage >= COVERAGE_FLOOR && hit.score >= SCORE_FLOOR;

export function retrieve(
  question: string,
  knowledge: readonly KnowledgeEntry[],
  products: readonly ChatProduct[],
  limit = 8,
): Retrieval {
  const hits = indexOf(knowledge)(products).search(question, limit);
  return { hits, relevant: hits.filter(clearsFloor) };
}

/** Words that name a passage's topic (its title and keywords), for telling whether a product supports it. */
export const topicTerms = (passage: Passage) => new Set(tokenize(`${passage.title} ${passage.keywords.join(" ")}`));
