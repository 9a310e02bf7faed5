import { getDb } from "~/.server/db/database";
import type { ChatTurn } from "~/lib/chat/types";
import { configuredBackend } from "./configured";
import { loadActiveKnowledge } from "./knowledge";
import { chatProducts } from "./products";

/**
 * Nora's reply to a conversation, as text chunks, from the configured
 * backend (LLM or offline) with the catalogue and the active knowledge base
 * loaded. For the voice helper and the no-JavaScript /chat page.
 * Throws ChatBackendError (status 429, 402, 502) when the model refuses.
 */
export async function* replyText(messages: ChatTurn[]): AsyncGenerator<string> {
  const [knowledge, products] = await Promise.all([getDb().then(loadActiveKnowledge), chatProducts()]);
  yield* configuredBackend().reply({ messages, products, knowledge });
}
