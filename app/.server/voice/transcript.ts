import { logger } from "~/.server/ops/logger";
import { createHmac, randomBytes } from "node:crypto";
import { sessionSecret } from "~/.server/secrets";
import type { ServerEvent } from "~/lib/voice/protocol";
import type { SessionIo } from "./session";

/** Where Nora's spoken replies are kept, so a mail can quote them from the server (chat storage). */
export interface ReplyStore {
  conversationFor(sessionId: string): Promise<string>;
  saveMessage(conversationId: string, role: "assistant", content: string): Promise<string>;
}

/**
 * The chat-storage session of a voice conversation. Only that visitor's
 * socket was given its key, and it is signed with the shop's secret, so no
 * text-chat session id a visitor picks can stand for one.
 */
export const voiceSessionId = (key: string) =>
  `voice:${createHmac("sha256", sessionSecret()).update(key).digest("base64url")}`;

/** Events after which Nora's reply so far is complete (a command, the next turn, the end of her audio). */
const ENDS_REPLY = new Set<ServerEvent["type"]>([
  "response.audio.done",
  "response.function_call_arguments.delta",
  "response.function_call_arguments.done",
  "conversation.item.input_audio_transcription.completed",
  "user.interrupted",
]);

/**
 * Wraps a voice session's output: gives the browser an unguessable key for
 * this conversation (in connection.established) and saves each of Nora's
 * replies, as she says them, under it. A command event reaches the browser
 * only after the reply before it is saved, so send_email finds it.
 */
export function recordingNora(io: SessionIo, store: ReplyStore): SessionIo & { key: string } {
  const key = randomBytes(24).toString("base64url");
  let conversation: Promise<string> | null = null;
  let reply = "";
  let queue: Promise<unknown> = Promise.resolve();

  const save = (text: string) => {
    conversation ??= store.conversationFor(voiceSessionId(key));
    return conversation.then((id) => store.saveMessage(id, "assistant", text.slice(0, 20_000)));
  };

  return {
    key,
    end: io.end,
    send(event) {
      if (event.type === "response.audio_transcript.delta") reply += event.delta;
      if (ENDS_REPLY.has(event.type) && reply.trim()) {
        const text = reply.trim();
        reply = "";
        queue = queue.then(() =>
          save(text).catch((error: Error) => logger.error(`voice: saving Nora's reply failed: ${error.message}`)),
        );
      }
      const out: ServerEvent = event.type === "connection.established" ? { ...event, conversation: key } : event;
      queue = queue.then(() => io.send(out));
    },
  };
}
