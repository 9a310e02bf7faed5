import { offlineReply, wordChunks } from "~/lib/chat/offline-reply";
import type { ChatBackend } from "./backend";

/** The embedded default: the knowledge-base responder, streamed word by word. */
export function createOfflineBackend(): ChatBackend {
  return {
    name: "offline",
    async *reply({ messages, products, knowledge }) {
      for (const chunk of wordChunks(offlineReply(messages, knowledge, products))) {
        yield chunk;
        // Let each word leave as its own event instead of one burst.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
