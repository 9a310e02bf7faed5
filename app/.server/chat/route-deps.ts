import { LIMITS } from "~/.server/rate-limit";
import type { Services } from "~/.server/services";
import type { ChatActionDeps } from "./chat-action";
import { chatProducts } from "./products";
import { createChatStore } from "./store";

/** api.chat's dependencies in the running shop, from its services. */
export async function chatRouteDeps(services: Services): Promise<ChatActionDeps> {
  const limit = services.limiter(LIMITS.chat);
  return {
    allow: (sessionId, clientKey) => limit.consume(`session:${sessionId}`, `ip:${clientKey}`),
    products: () => chatProducts(services.catalogue),
    callHealthChat: services.chat.callHealthChat,
    store: createChatStore(await services.db()),
    shutdown: services.shutdown.signal,
  };
}
