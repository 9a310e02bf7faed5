import type { Env } from "~/.server/env";
import { neutraliseStream } from "~/lib/chat/safe-links";
import type { ChatBackend } from "./backend";
import { createLlmBackend } from "./llm";
import { createOfflineBackend } from "./offline";

/** The shop's chat model: the OpenAI-compatible endpoint when all of LLM_* are set, else the offline responder. */
export function configuredBackend(config: Pick<Env, "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL">): ChatBackend {
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = config;
  if (LLM_BASE_URL && LLM_API_KEY && LLM_MODEL)
    return withSafeLinks(createLlmBackend({ baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, model: LLM_MODEL }));
  return withSafeLinks(createOfflineBackend());
}

/** Replies leave with product links only and no markup, whatever the model or the knowledge base said. */
export function withSafeLinks(backend: ChatBackend): ChatBackend {
  return { ...backend, reply: (context) => neutraliseStream(backend.reply(context)) };
}
