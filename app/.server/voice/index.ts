import type { Server } from "node:http";
import type { ChatService } from "~/.server/chat/service";
import { systemPrompt } from "~/.server/chat/system-prompt";
import { knowledgePassage } from "~/lib/chat/passages";
import type { Env } from "~/.server/env";
import { LIMITS } from "~/.server/rate-limit";
import type { Services } from "~/.server/services";
import { COMMAND_REPLIES, createLocalSession, sentences } from "./local-session";
import { createRelaySession } from "./relay-session";
import { espeakSynthesizer, rememberingPhrases, type Synthesize } from "./synthesize";
import { VOICE_GUIDANCE } from "./tools";
import { attachVoiceServer } from "./voice-server";
import type { SessionIo } from "./session";
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

/** What the local pipeline says word for word every time: synthesised once per process. */
export const FIXED_PHRASES = [GREETING, ...Object.values(COMMAND_REPLIES)].flatMap(sentences);

/** The local pipeline's sessions: every reply the chat's, every sound from `synthesize`, fixed phrases kept. */
export function localVoice(reply: Pick<ChatService, "replyText">["replyText"], synthesize: Synthesize) {
  const speak = rememberingPhrases(synthesize, FIXED_PHRASES);
  return (io: SessionIo) => createLocalSession(io, { reply, synthesize: speak, greeting: GREETING });
}

/**
 * Serves /api/voice on the Node server: relayed to the Realtime upstream
 * when REALTIME_URL and LLM_API_KEY are set, else the local pipeline.
 */
export function installVoice(server: Server, config: Env, services: Pick<Services, "chat" | "limiter" | "db">) {
  const relay =
    config.REALTIME_URL && config.LLM_API_KEY ? { url: config.REALTIME_URL, apiKey: config.LLM_API_KEY } : null;
  const local = localVoice(services.chat.replyText, (text) => espeakSynthesizer().synthesize(text));
  const voice = attachVoiceServer(server, {
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
        : local(io);
    },
  });
  return {
    close() {
      voice.close();
      void espeakSynthesizer().close();
    },
  };
}
