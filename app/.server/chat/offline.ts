import { offlineReply, wordChunks } from "~/lib/chat/offline-reply";

/** Words per streamed chunk: each chunk passes several stream stages, so a word each cost more than the reply. */
const WORDS_PER_CHUNK = 8;
import type { ChatBackend } from "./backend";

/**
 * The embedded default: the knowledge-base responder, streamed a few words at a time.
 * The reply is ready at once, so the words leave together: pausing between
 * them only held each stream open for as many event-loop turns as it has
 * words, seconds for every chat under load.
 */
export function createOfflineBackend(): ChatBackend {
  return {
    name: "offline",
    async *reply({ messages, products, knowledge }) {
      const words = wordChunks(offlineReply(messages, knowledge, products));
      for (let i = 0; i < words.length; i += WORDS_PER_CHUNK) yield words.slice(i, i + WORDS_PER_CHUNK).join("");
    },
  };
}
