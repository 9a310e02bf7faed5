import { offlineReply, wordChunks } from "~/lib/chat/offline-reply";
import type { ChatBackend } from "./backend";

/**
 * The embedded default: the knowledge-base responder, streamed word by word.
 * The reply is ready at once, so the words leave together: pausing between
 * them only held each stream open for as many event-loop turns as it has
 * words, seconds for every chat under load.
 */
export function createOfflineBackend(): ChatBackend {
  return {
    name: "offline",
    async *reply({ messages, products, knowledge }) {
      yield* wordChunks(offlineReply(messages, knowledge, products));
    },
  };
}
