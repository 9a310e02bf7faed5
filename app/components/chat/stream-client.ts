import { CHAT_ERRORS, chatErrorForStatus } from "~/lib/chat/messages";
import { createEventParser } from "~/lib/chat/sse";
import type { ChatTurn } from "~/lib/chat/types";

export class ChatRequestError extends Error {}

export interface StreamHandlers {
  onDelta: (content: string) => void;
  onSaved: (messageId: string) => void;
}

/**
 * Posts the conversation to api.chat and reads its events. Resolves when
 * the stream ends after [DONE]; throws ChatRequestError with the spec's
 * message for 429, 402, other failures, a missing body or a cut stream.
 */
export async function streamChat(
  messages: ChatTurn[],
  sessionId: string,
  handlers: StreamHandlers,
  signal?: AbortSignal,
) {
  let response: Response;
  try {
    response = await fetch("/api/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({ messages, products: [], sessionId }),
      signal,
    });
  } catch {
    throw new ChatRequestError(CHAT_ERRORS.failed);
  }
  if (!response.ok) throw new ChatRequestError(chatErrorForStatus(response.status));
  if (!response.body) throw new ChatRequestError(CHAT_ERRORS.noBody);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createEventParser();
  let done = false;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      break;
    }
    if (step.done) break;
    for (const event of parser.push(decoder.decode(step.value, { stream: true }))) {
      if (event.type === "delta" && !done) handlers.onDelta(event.content);
      else if (event.type === "done") done = true;
      else if (event.type === "saved") handlers.onSaved(event.messageId);
    }
  }
  if (!done) throw new ChatRequestError(CHAT_ERRORS.failed);
}
