import { derivedFrom } from "~/lib/catalogue/derived";
import { createIndex, type Ranked } from "./bm25";
import { productsForConcerns, recognizeConcerns } from "./concerns";
import type { ChatProduct, ChatTurn, KnowledgeEntry } from "./types";

/**
 * The offline responder: answers only from the knowledge base (ranked with
 * BM25 on question, keywords and answer) and links only catalogue products.
 * When nothing matches it says so and points to the quiz; it never invents.
 */
export const DISCLAIMER_LINE =
  "This is educational information, not medical advice. Please talk with your healthcare provider about symptoms, medications, or before starting a supplement.";

export const NO_MATCH_REPLY =
  "I'm sorry, I don't have information about that in my knowledge base yet, and I'd rather not guess. You could rephrase your question, or take our Wellness Quiz (the Quiz button at the top of the page) for personalized recommendations. For symptoms or medication questions, please talk with your healthcare provider.";

export const GREETING_REPLY =
  "Hi, I'm Nora, BioLife's AI nutritionist. Ask me about a health topic such as blood sugar, heart health, sleep, stress or energy, and I'll share what I know and point you to products that may fit.";

const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|howdy)\b[\s!.,]*$/i;

/** A second entry is worth adding when it matches more than one word and scores close to the best one. */
const RELATED_SHARE = 0.85;

/** The index of a knowledge base, built once per entries array (the chat service keeps one until its cache refreshes). */
export const knowledgeIndexOf = derivedFrom((entries: readonly KnowledgeEntry[]) =>
  createIndex(
    [...entries],
    [
      { get: (e) => e.question, weight: 2 },
      { get: (e) => e.keywords.join(" "), weight: 3 },
      { get: (e) => e.category, weight: 1 },
      { get: (e) => e.answer, weight: 1 },
    ],
  ),
);

export function productLink(product: ChatProduct): string {
  return `[${product.title.replace(/[[\]]/g, "")}](/product/${product.handle})`;
}

function lastUserMessage(messages: ChatTurn[]): string {
  return [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
}

export function offlineReply(messages: ChatTurn[], entries: KnowledgeEntry[], products: ChatProduct[]): string {
  const question = lastUserMessage(messages).trim();
  if (GREETING.test(question)) return GREETING_REPLY;
  const index = knowledgeIndexOf(entries);
  const hits: Ranked<KnowledgeEntry>[] = index.search(question, 2);
  const best = hits[0];
  const concerns = recognizeConcerns(
    best ? `${question} ${best.doc.category} ${best.doc.keywords.join(" ")}` : question,
  );
  const picks = productsForConcerns(concerns, products);

  const parts: string[] = [];
  if (best) {
    parts.push(best.doc.answer.trim());
    const second = hits[1];
    if (
      second &&
      second.matched.length > 1 &&
      second.score >= best.score * RELATED_SHARE &&
      second.doc.category !== best.doc.category
    ) {
      parts.push(`Related: ${second.doc.answer.trim()}`);
    }
  } else if (picks.length > 0) {
    parts.push(
      `I don't have a detailed answer about that in my knowledge base yet, but I can point you to products related to ${concerns[0].label}.`,
    );
  } else {
    return NO_MATCH_REPLY;
  }
  if (picks.length > 0) {
    parts.push(
      ["Products from our shop that may fit:", ...picks.map((p) => `- ${productLink(p)}, $${p.price}`)].join("\n"),
    );
  }
  parts.push(DISCLAIMER_LINE);
  return parts.join("\n\n");
}

/** The reply as streaming chunks, one word (with its following space) each. */
export function wordChunks(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [];
}
