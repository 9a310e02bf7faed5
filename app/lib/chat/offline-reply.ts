import type { Ranked } from "./bm25";
import { groundQuestion, lastUserMessage } from "./grounding";
import type { Passage } from "./passages";
import { consultLine, URGENT_REPLY, type SafetyFlag } from "./safety";
import type { ChatProduct, ChatTurn, KnowledgeEntry } from "./types";

/**
 * The offline responder: answers from the one passage that clears the
 * relevance floor (grounding.ts), says so when none does, puts the safety
 * rules' line first, and links only the products grounding allows. It never
 * invents.
 */
export const DISCLAIMER_LINE =
  "This is educational information, not medical advice. Please talk with your healthcare provider about symptoms, medications, or before starting a supplement.";

export const NO_ANSWER_LINE = "I don't have an answer to that yet, and I'd rather not guess.";

export const GREETING_REPLY =
  "Hi, I'm Nora, BioLife's AI nutritionist. Ask me about a health topic such as blood sugar, heart health, sleep, stress or energy, and I'll share what I know and point you to products that may fit.";

const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|howdy)\b[\s!.,]*$/i;

/** Topics offered when nothing the shop knows comes close to the question. */
const STARTER_TOPICS = ["What helps with blood sugar?", "What can help me sleep better?", "How do subscriptions work?"];

export interface NoraAnswer {
  kind: "greeting" | "answer" | "decline" | "urgent";
  text: string;
  /** The passage answered from. */
  passage: Passage | null;
  flags: SafetyFlag[];
  products: ChatProduct[];
}

export function productLink(product: ChatProduct): string {
  return `[${product.title.replace(/[[\]]/g, "")}](/product/${product.handle})`;
}

function declineText(hits: Ranked<Passage>[], flags: SafetyFlag[]): string {
  const closest = [...new Set(hits.filter((h) => !h.doc.handle).map((h) => h.doc.title))].slice(0, 3);
  const topics = closest.length > 0 ? closest : STARTER_TOPICS;
  return [
    consultLine(flags),
    NO_ANSWER_LINE,
    ["The closest topics I can help with:", ...topics.map((t) => `- ${t}`)].join("\n"),
    "For anything else, our team is happy to help on the Contact page (/contact). For a question about your own health, please talk with your healthcare provider.",
  ]
    .filter(Boolean)
    .join("\n\n");
}

export function answerQuestion(
  question: string,
  knowledge: readonly KnowledgeEntry[],
  products: readonly ChatProduct[],
): NoraAnswer {
  const { flags, best, hits, products: picks } = groundQuestion(question, knowledge, products);
  if (flags.includes("urgent")) return { kind: "urgent", text: URGENT_REPLY, passage: null, flags, products: [] };
  if (GREETING.test(question)) return { kind: "greeting", text: GREETING_REPLY, passage: null, flags, products: [] };
  if (!best) return { kind: "decline", text: declineText(hits, flags), passage: null, flags, products: [] };

  const parts = [consultLine(flags), best.doc.text.trim()];
  if (best.doc.source.startsWith("/") && !best.doc.handle) parts.push(`More on ${best.doc.source}.`);
  if (picks.length > 0)
    parts.push(
      ["Products from our shop that may fit:", ...picks.map((p) => `- ${productLink(p)}, $${p.price}`)].join("\n"),
    );
  parts.push(DISCLAIMER_LINE);
  return { kind: "answer", text: parts.filter(Boolean).join("\n\n"), passage: best.doc, flags, products: picks };
}

export function offlineReply(
  messages: ChatTurn[],
  knowledge: readonly KnowledgeEntry[],
  products: readonly ChatProduct[],
): string {
  return answerQuestion(lastUserMessage(messages).trim(), knowledge, products).text;
}

/** The reply as streaming chunks, one word (with its following space) each. */
export function wordChunks(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [];
}
