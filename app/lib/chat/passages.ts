import type { ChatProduct, KnowledgeEntry } from "./types";

/**
 * One thing the shop knows, as Nora retrieves it: a knowledge entry an admin
 * trained, a page of the shop's own copy, or a catalogue product.
 */
export interface Passage {
  /** Stable: the entry's id, "faq:returns", "condition:sleep", "product:{handle}". */
  id: string;
  /** What the passage is about, shown when Nora offers topics to choose from. */
  title: string;
  /** Where it comes from: "knowledge base" or the page's path. */
  source: string;
  text: string;
  keywords: string[];
  /** The product this passage describes. */
  handle?: string;
  /** False for the shop's own business (shipping, returns, the quiz, contact): an answer about it links no product. */
  linksProducts?: false;
}

export const knowledgePassage = (entry: KnowledgeEntry): Passage => ({
  id: entry.id,
  title: entry.question,
  source: `knowledge base (${entry.category})`,
  text: entry.answer,
  keywords: [entry.category, ...entry.keywords],
});

export const productPassage = (product: ChatProduct): Passage => ({
  id: `product:${product.handle}`,
  title: product.title,
  source: `/product/${product.handle}`,
  text: product.description,
  keywords: [product.title],
  handle: product.handle,
});
