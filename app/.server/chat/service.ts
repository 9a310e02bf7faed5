import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/.server/db/types";
import type { Env } from "~/.server/env";
import { createHealthChat } from "~/.server/functions/health-chat";
import type { Catalogue } from "~/.server/storefront";
import type { HealthChatBody } from "~/lib/chat/request";
import type { ChatProduct, ChatTurn, KnowledgeEntry } from "~/lib/chat/types";
import type { ChatBackend } from "./backend";
import { remembered } from "~/.server/remembered";
import { derivedFrom } from "~/lib/catalogue/derived";
import { configuredBackend } from "./configured";
import { loadActiveKnowledge } from "./knowledge";
import { SUBSCRIPTION_KNOWLEDGE } from "~/content/subscriptions";
import { chatProducts } from "./products";

export interface ChatService {
  backend: ChatBackend;
  /** The health-chat function: the remote one at HEALTH_CHAT_URL, else the in-process one with this backend. */
  callHealthChat(body: HealthChatBody, signal: AbortSignal): Promise<Response>;
  /** Nora's reply as text chunks, for the voice helper. Throws ChatBackendError when the model refuses. */
  replyText(messages: ChatTurn[]): AsyncGenerator<string>;
  /** What a reply is grounded in: the catalogue as the chat sees it and the active knowledge base. */
  grounding(): Promise<{ products: ChatProduct[]; knowledge: KnowledgeEntry[] }>;
  /** Drops the remembered knowledge base: an admin changed it. */
  forgetKnowledge(): void;
}

/**
 * How long the active knowledge base is kept in memory between reads: only the safety net, since an admin's edit
 * drops it at once on every worker and host (services.changed).
 */
const KNOWLEDGE_TTL_MS = 30_000;

const withShopFacts = derivedFrom((trained: KnowledgeEntry[]) => [...trained, SUBSCRIPTION_KNOWLEDGE]);

export function createChatService(
  config: Env,
  deps: { db: () => Promise<Kysely<Database>>; catalogue: Catalogue; backend?: ChatBackend },
): ChatService {
  const backend = deps.backend ?? configuredBackend(config);
  const knowledge = remembered(() => deps.db().then(loadActiveKnowledge), KNOWLEDGE_TTL_MS);
  // The shop's own facts (what Subscribe & save does) after what the admins trained: one array per read of the
  // knowledge base, so the offline responder's index of it is built once per read, not per answer.
  const loadKnowledge = async () => withShopFacts(await knowledge.get());
  const remote = config.HEALTH_CHAT_URL;
  // The in-process function's bearer token: random per start, known only to this service.
  const token = remote ? (config.HEALTH_CHAT_TOKEN ?? config.SUPABASE_ANON_KEY ?? "") : randomBytes(24).toString("hex");
  const healthChat = createHealthChat({ backend, loadKnowledge, token });
  const grounding = async () => {
    const [knowledge, products] = await Promise.all([loadKnowledge(), chatProducts(deps.catalogue)]);
    return { knowledge, products };
  };
  return {
    backend,
    callHealthChat(body, signal) {
      // In process, the body the chat route checked goes straight to the answer (no JSON round trip).
      if (!remote) return healthChat.answer(body);
      return fetch(remote, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
        signal,
      });
    },
    async *replyText(messages) {
      yield* backend.reply({ messages, ...(await grounding()) });
    },
    grounding,
    forgetKnowledge: knowledge.forget,
  };
}
