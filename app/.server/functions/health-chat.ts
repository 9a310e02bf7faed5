import { ChatBackendError, type ChatBackend } from "~/.server/chat/backend";
import { healthChatSchema, type HealthChatBody } from "~/lib/chat/request";
import { deltaEvent, DONE_EVENT } from "~/lib/chat/sse";
import type { KnowledgeEntry } from "~/lib/chat/types";
import { jsonResponse } from "./function-response";
import { hasBearer } from "./bearer";
import { logger } from "~/.server/ops/logger";

export interface HealthChatDeps {
  backend: ChatBackend;
  /** The active knowledge base, read per request so a new entry counts at once. */
  loadKnowledge: () => Promise<KnowledgeEntry[]>;
  /** The bearer token callers must present. */
  token: string;
}

export const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  Connection: "keep-alive",
  "X-Accel-Buffering": "no",
} as const;

/**
 * The health-chat server function (SPEC §7): POST {messages, products,
 * sessionId} with bearer authorization; answers server-sent events, one
 * content delta per `data:` line, ending with `data: [DONE]`. A model that
 * refuses before answering gives its status (429, 402 pass through); a
 * stream that breaks midway ends without [DONE], so nobody takes it as whole.
 */
export function createHealthChat(deps: HealthChatDeps) {
  /**
   * The answer to a body already checked: by the HTTP entry below, or by the shop's own chat route calling in
   * process, which would otherwise write the catalogue's 50 products as JSON on every turn only to parse and
   * check them again here.
   */
  async function answer({ messages, products }: HealthChatBody): Promise<Response> {
    let chunks: AsyncGenerator<string>;
    let first: IteratorResult<string>;
    try {
      chunks = deps.backend.reply({ messages, products, knowledge: await deps.loadKnowledge() });
      first = await chunks.next();
    } catch (error) {
      const status = error instanceof ChatBackendError ? error.status : 500;
      return jsonResponse({ error: (error as Error).message }, status === 429 || status === 402 ? status : 500);
    }

    const encoder = new TextEncoder();
    let step: IteratorResult<string> | null = first;
    // The reader went away (a shopper closed the chat, a client read only the first token): not a broken stream.
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          step ??= await chunks.next();
          if (cancelled) return;
          if (step.done) {
            controller.enqueue(encoder.encode(DONE_EVENT));
            controller.close();
          } else {
            controller.enqueue(encoder.encode(deltaEvent(step.value)));
          }
          step = null;
        } catch (error) {
          if (cancelled) return;
          logger.error(`health-chat: stream broke: ${(error as Error).message}`);
          controller.close();
        }
      },
      async cancel() {
        cancelled = true;
        await chunks.return(undefined);
      },
    });
    return new Response(body, { status: 200, headers: SSE_HEADERS });
  }

  async function healthChat(request: Request): Promise<Response> {
    if (request.method !== "POST") return jsonResponse({ error: "Method not allowed" }, 405);
    if (!hasBearer(request, deps.token)) return jsonResponse({ error: "Unauthorized" }, 401);
    const parsed = healthChatSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return jsonResponse({ error: "Invalid payload" }, 400);
    return answer(parsed.data);
  }
  return Object.assign(healthChat, { answer });
}
