import type { Server } from "node:http";
import type { ChatService } from "~/.server/chat/service";
import { systemPrompt } from "~/.server/chat/system-prompt";
import { knowledgePassage } from "~/lib/chat/passages";
import type { Env } from "~/.server/env";
import { LIMITS } from "~/.server/rate-limit";
import type { Services } from "~/.server/services";
import { createLocalSession } from "./local-session";
import { createRelaySession } from "./relay-session";
import { espeakSynthesize } from "./synthesize";
import { VOICE_GUIDANCE } from "./tools";
import { attachVoiceServer } from "./voice-server";
import { recordingNora } from "./transcript";
import { createChatStore } from "~/.server/chat/store";

/** How many knowledge entries a voice session's instructions carry (it has no question yet to pick by). */
const VOICE_KNOWLEDGE = 20;

/** Nora's instructions for a Realtime session: the chat's grounded prompt plus how to speak and use the tools. */
export async function voiceInstructions(chat: Pick<ChatService, "grounding">): Promise<string> {
  const { knowledge, products } = await chat.grounding();
  const passages = knowledge.slice(0, VOICE_KNOWLEDGE).map(knowledgePassage);
  return [systemPrompt({ flags: [], passages, products }), "", VOICE_GUIDANCE].join("\n");
}

export const GREETING = "Hi, I'm Nora, your AI nutritionist. How can I help you today?";

/**
 * Serves /api/voice on the Node server: relayed to the Realtime upstream
 * when REALTIME_URL and LLM_API_KEY are set, else the local pipeline.
 */
export function installVoice(server: Server, config: Env, services: Pick<Services, "chat" | "limiter" | "db">) {
  const relay =
    config.REALTIME_URL && config.LLM_API_KEY ? { url: config.REALTIME_URL, apiKey: config.LLM_API_KEY } : null;
  return attachVoiceServer(server, {
    limiter: services.limiter(LIMITS.voice),
    allowedOrigins: config.PUBLIC_SITE_URL ? [config.PUBLIC_SITE_URL] : [],
    trustedProxies: config.TRUSTED_PROXIES,
    maxConnectionsPerIp: Math.max(4, Math.round(4 * config.RATE_LIMIT_SCALE)),
    createSession: (socketIo) => {
      // Nora's replies are kept in chat storage: send_email mails them from there, never from the browser.
      const io = recordingNora(socketIo, {
        conversationFor: async (sessionId) => createChatStore(await services.db()).conversationFor(sessionId),
        saveMessage: async (id, role, content) => createChatStore(await services.db()).saveMessage(id, role, content),
      });
      return relay
        ? createRelaySession(io, { ...relay, instructions: () => voiceInstructions(services.chat) })
        : createLocalSession(io, { reply: services.chat.replyText, synthesize: espeakSynthesize, greeting: GREETING });
    },
  });
}
