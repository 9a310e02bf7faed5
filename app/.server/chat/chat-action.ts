import { chatRequestSchema, type HealthChatBody } from "~/lib/chat/request";
import type { ChatProduct } from "~/lib/chat/types";
import { chatError, relayChat } from "./relay";
import type { ChatStore } from "./store";
import { logger } from "~/.server/ops/logger";

export interface ChatActionDeps {
  /** The abuse limit: false when this session or address is over it. */
  allow: (sessionId: string, clientKey: string) => Promise<boolean>;
  products: () => Promise<ChatProduct[]>;
  /** The health-chat function (in process, or the remote one over HTTP). */
  callHealthChat: (body: HealthChatBody, signal: AbortSignal) => Promise<Response>;
  store: ChatStore | null;
  /** Ends the relay cleanly at shutdown. */
  shutdown?: AbortSignal;
}

/**
 * api.chat: validate and cap the widget's request, apply the limit, save the
 * user's message, call health-chat with the catalogue, and relay its events;
 * the complete reply is saved and its id sent as the final `saved` event.
 */
export async function chatAction(request: Request, clientKey: string, deps: ChatActionDeps): Promise<Response> {
  const parsed = chatRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return Response.json({ error: parsed.error.issues[0]?.message ?? "Invalid request" }, { status: 400 });
  const { messages, sessionId } = parsed.data;
  if (!(await deps.allow(sessionId, clientKey))) return chatError(429);

  const products = deps.products(); // fetched while the user's message is saved
  let conversationId: string | null = null;
  if (deps.store) {
    try {
      conversationId = await deps.store.startTurn(sessionId, messages[messages.length - 1].content.trim());
    } catch (error) {
      // The conversation still works; it just is not kept (and offers no feedback).
      logger.error(`chat: not saved: ${(error as Error).message}`);
      conversationId = null;
    }
  }

  let upstream: Response;
  try {
    upstream = await deps.callHealthChat({ messages, products: await products, sessionId }, request.signal);
  } catch (error) {
    logger.error(`chat: health-chat failed: ${(error as Error).message}`);
    return chatError(502);
  }
  const store = deps.store;
  return relayChat(upstream, {
    onComplete:
      store && conversationId ? (content) => store.saveMessage(conversationId, "assistant", content) : undefined,
    shutdown: deps.shutdown,
  });
}
