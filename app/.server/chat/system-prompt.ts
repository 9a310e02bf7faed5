import { knowledgeIndexOf } from "~/lib/chat/offline-reply";
import type { ChatProduct, ChatTurn, KnowledgeEntry } from "~/lib/chat/types";

/** How many knowledge entries ground one answer. */
export const GROUNDING_ENTRIES = 5;

/** The entries most relevant to the latest question (BM25), best first. */
export function relevantKnowledge(
  messages: ChatTurn[],
  knowledge: KnowledgeEntry[],
  limit = GROUNDING_ENTRIES,
): KnowledgeEntry[] {
  const question = [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
  return knowledgeIndexOf(knowledge)
    .search(question, limit)
    .map((r) => r.doc);
}

/** Nora's instructions for an OpenAI-compatible model, grounded in the knowledge base and the catalogue. */
export function systemPrompt(messages: ChatTurn[], knowledge: KnowledgeEntry[], products: ChatProduct[]): string {
  const entries = relevantKnowledge(messages, knowledge);
  return [
    "You are Nora, the AI nutritionist of BioLife, an online shop for health supplements focused on African American health and wellness.",
    "You are a warm, culturally aware nutrition educator. You respect traditional foods and family routines, and you know that conditions such as high blood pressure, type 2 diabetes and vitamin D deficiency affect Black Americans at higher rates.",
    "Give educational information only, never medical advice or a diagnosis. For symptoms, medications, drug interactions, pregnancy or any urgent concern, tell the person to talk with their healthcare provider (and to call emergency services for an emergency).",
    "Ground your answer in the knowledge entries below when they are relevant. If you do not know, say so instead of guessing.",
    "When a product fits, recommend at most three, linking each exactly as [Title](/product/{handle}) using only products from the list below. Never invent products, links, prices or studies.",
    "Keep answers short: a few sentences or a short list, plain text, no HTML.",
    "",
    "Knowledge entries:",
    ...(entries.length
      ? entries.map((e) => `- (${e.category}) Q: ${e.question}\n  A: ${e.answer}`)
      : ["- (none relevant)"]),
    "",
    "Products (title | handle | price | description):",
    ...(products.length
      ? products.map((p) => `- ${p.title} | ${p.handle} | $${p.price} | ${p.description}`)
      : ["- (none available)"]),
  ].join("\n");
}
