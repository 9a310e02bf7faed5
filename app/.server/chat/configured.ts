import { env } from "~/.server/env";
import type { ChatBackend } from "./backend";
import { createLlmBackend } from "./llm";
import { createOfflineBackend } from "./offline";

/** The process's chat model: the OpenAI-compatible endpoint when all of LLM_* are set, else the offline responder. */
export function configuredBackend(): ChatBackend {
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = env();
  if (LLM_BASE_URL && LLM_API_KEY && LLM_MODEL) return createLlmBackend({ baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, model: LLM_MODEL });
  return createOfflineBackend();
}
