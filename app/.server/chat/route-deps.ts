import { getDb } from "~/.server/db/database";
import { env } from "~/.server/env";
import { internalFunctionToken } from "~/.server/functions/bearer";
import { LIMITS, limiter } from "~/.server/rate-limit";
import type { HealthChatBody } from "~/lib/chat/request";
import type { ChatActionDeps } from "./chat-action";
import { healthChatFunction } from "./deps";
import { chatProducts } from "./products";
import { createChatStore } from "./store";

/** api.chat's dependencies in the running shop: HEALTH_CHAT_URL decides between remote and in-process health-chat. */
export async function chatRouteDeps(): Promise<ChatActionDeps> {
  const config = env();
  const remote = config.HEALTH_CHAT_URL;
  const token = remote ? (config.HEALTH_CHAT_TOKEN ?? config.SUPABASE_ANON_KEY ?? "") : internalFunctionToken();
  const callHealthChat = (body: HealthChatBody, signal: AbortSignal) => {
    const init: RequestInit = {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal,
    };
    return remote ? fetch(remote, init) : healthChatFunction()(new Request("http://health-chat.internal/", init));
  };
  return {
    allow: (sessionId, clientKey) => limiter(LIMITS.chat).consume(`session:${sessionId}`, `ip:${clientKey}`),
    products: chatProducts,
    callHealthChat,
    store: createChatStore(await getDb()),
  };
}
