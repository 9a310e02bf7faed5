import { CHAT_ERRORS } from "~/lib/chat/messages";
import { createEventParser } from "~/lib/chat/sse";
import type { ChatTurn } from "~/lib/chat/types";
import { chatAction, type ChatActionDeps } from "./chat-action";

export type AskOutcome = { ok: true; answer: string } | { ok: false; error: string; status: number };

/**
 * One question through exactly what the widget uses (api.chat's action:
 * validation, limits, persistence, relay), read to the end: for the
 * no-JavaScript /chat page.
 */
export async function askOnce(
  messages: ChatTurn[],
  sessionId: string,
  clientKey: string,
  deps: ChatActionDeps,
): Promise<AskOutcome> {
  const request = new Request("http://chat.internal/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ messages, products: [], sessionId }),
  });
  const response = await chatAction(request, clientKey, deps);
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    return { ok: false, error: body.error ?? CHAT_ERRORS.failed, status: response.status };
  }
  const parser = createEventParser();
  const decoder = new TextDecoder();
  let answer = "";
  let done = false;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    for (const event of parser.push(decoder.decode(chunk, { stream: true }))) {
      if (event.type === "delta" && !done) answer += event.content;
      if (event.type === "done") done = true;
    }
  }
  return done ? { ok: true, answer } : { ok: false, error: CHAT_ERRORS.failed, status: 502 };
}
