import { createEventParser } from "~/lib/chat/sse";
import { ChatBackendError, type ChatBackend } from "./backend";
import { systemPrompt } from "./system-prompt";

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  fetch?: typeof fetch;
  /** Milliseconds to wait for the response headers. */
  timeoutMs?: number;
}

/** Any OpenAI-compatible chat-completions endpoint, streamed. 429 and 402 keep their status. */
export function createLlmBackend(config: LlmConfig): ChatBackend {
  const doFetch = config.fetch ?? fetch;
  const endpoint = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    name: "llm",
    async *reply({ messages, products, knowledge }) {
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "text/event-stream",
            Authorization: `Bearer ${config.apiKey}`,
          },
          body: JSON.stringify({
            model: config.model,
            stream: true,
            messages: [{ role: "system", content: systemPrompt(messages, knowledge, products) }, ...messages],
          }),
          signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
        });
      } catch (error) {
        throw new ChatBackendError(502, `Chat model unreachable: ${(error as Error).message}`);
      }
      if (response.status === 429) throw new ChatBackendError(429, "Rate limit exceeded");
      if (response.status === 402) throw new ChatBackendError(402, "Payment required");
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        throw new ChatBackendError(502, `Chat model answered ${response.status}`);
      }
      const parser = createEventParser();
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          for (const event of parser.push(decoder.decode(value, { stream: true }))) {
            if (event.type === "done") return;
            if (event.type === "delta") yield event.content;
          }
        }
      } finally {
        reader.releaseLock();
      }
      throw new Error("The chat model's stream ended before [DONE]");
    },
  };
}
