import type { ChatProduct, ChatTurn, KnowledgeEntry } from "~/lib/chat/types";

/** What a backend answers from: the conversation, the catalogue and the active knowledge base. */
export interface ChatContext {
  messages: ChatTurn[];
  products: ChatProduct[];
  knowledge: KnowledgeEntry[];
}

/**
 * A chat model: the OpenAI-compatible endpoint or the offline responder.
 * `reply` yields the answer's text as it is produced; it throws
 * ChatBackendError before the first chunk when the model refuses the call.
 */
export interface ChatBackend {
  name: "llm" | "offline";
  reply(context: ChatContext): AsyncGenerator<string>;
}

export class ChatBackendError extends Error {
  constructor(
    /** The HTTP status to answer with (429 and 402 pass through from upstream). */
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
