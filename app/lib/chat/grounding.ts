import type { Ranked } from "./bm25";
import type { Passage } from "./passages";
import { retrieve, topicTerms } from "./retrieve";
import { NO_PRODUCTS_WHEN, safetyFlags, type SafetyFlag } from "./safety";
import { tokenize } from "./tokenize";
import type { ChatProduct, ChatTurn, KnowledgeEntry } from "./types";

/**
 * What one answer may stand on, for the offline responder and the LLM alike:
 * the safety rules' flags, the passages above the relevance floor, and the
 * catalogue products that support the best of them (none when a medication,
 * pregnancy, a child or an urgent symptom is named).
 */
export interface Grounding {
  flags: SafetyFlag[];
  /** The passage to answer from, or null: decline. */
  best: Ranked<Passage> | null;
  /** Above the floor, best first. */
  relevant: Ranked<Passage>[];
  /** Everything the question touched, best first (the closest topics when declining). */
  hits: Ranked<Passage>[];
  /** The only products a reply may link. */
  products: ChatProduct[];
}

/** A product is linked only when it ranks at least this share of the answer's score for the question. */
const PRODUCT_SHARE = 0.3;
const MAX_PRODUCTS = 3;
/** Passages searched: enough to reach the products behind the best few passages. */
const SEARCHED = 20;
/** Words too general to tie a product to a topic on their own. */
const GENERIC = new Set(tokenize("health healthy support supports blood daily level levels body natural adult adults"));

export function lastUserMessage(messages: ChatTurn[]): string {
  return [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
}

/** Catalogue products whose own text is on the answer's topic and that the question itself found. */
function supportingProducts(best: Ranked<Passage>, hits: Ranked<Passage>[], products: readonly ChatProduct[]) {
  if (best.doc.linksProducts === false) return [];
  const byHandle = new Map(products.map((p) => [p.handle, p]));
  if (best.doc.handle) return byHandle.has(best.doc.handle) ? [byHandle.get(best.doc.handle)!] : [];
  const topic = [...topicTerms(best.doc)].filter((t) => !GENERIC.has(t));
  const picks: ChatProduct[] = [];
  for (const hit of hits) {
    const product = hit.doc.handle ? byHandle.get(hit.doc.handle) : undefined;
    if (!product || hit.score < best.score * PRODUCT_SHARE) continue;
    const own = new Set(tokenize(`${product.title} ${product.description}`));
    if (topic.some((t) => own.has(t))) picks.push(product);
    if (picks.length === MAX_PRODUCTS) break;
  }
  return picks;
}

export function groundQuestion(
  question: string,
  knowledge: readonly KnowledgeEntry[],
  products: readonly ChatProduct[],
): Grounding {
  const flags = safetyFlags(question);
  const { hits, relevant } = retrieve(question, knowledge, products, SEARCHED);
  // With a medication, pregnancy or a child named, the answer comes from what the shop says, never a product's blurb.
  const cautious = flags.some((f) => NO_PRODUCTS_WHEN.includes(f));
  const best = (cautious ? relevant.find((h) => !h.doc.handle) : relevant[0]) ?? null;
  return {
    flags,
    best,
    relevant: cautious ? relevant.filter((h) => !h.doc.handle) : relevant,
    hits,
    products: best && !cautious ? supportingProducts(best, hits, products) : [],
  };
}
