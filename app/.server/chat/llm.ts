import { groundQuestion, lastUserMessage } from "~/lib/chat/grounding";
import { consultLine, URGENT_REPLY } from "~/lib/chat/safety";
import { neutraliseStream } from "~/lib/chat/safe-links";
import { createEventParser } from "~/lib/chat/sse";
import { ChatBackendError, type ChatBackend } from "./backend";
import { systemPrompt } from "./system-prompt";

/** How many passages ground one answer. */
export const GROUNDING_PASSAGES = 4;

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  fetch?: typeof fetch;
  /** Milliseconds to wait for the response headers. */
  timeoutMs?: number;
}

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM,
 * llama.cpp's server), streamed; 429 and 402 keep their status. Grounded as
 * the offline responder is: the retrieved passages and the products that
 * support them go into the prompt, the safety rules' line comes first (an
 * urgent symptom is answered without the model), and the model's product
 * links survive only for the products grounding allowed.
 */
export function createLlmBackend(config: LlmConfig): ChatBackend {
  const doFetch = config.fetch ?? fetch;
  const endpoint = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    name: "llm",
    async *reply({ messages, products, knowledge }) {
      const grounding = groundQuestion(lastUserMessage(messages).trim(), knowledge, products);
      if (grounding.flags.includes("urgent")) {
        yield URGENT_REPLY;
        return;
      }
      const system = systemPrompt({
        flags: grounding.flags,
        passages: grounding.relevant.slice(0, GROUNDING_PASSAGES).map((hit) => hit.doc),
        products: grounding.products,
      });
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
            messages: [{ role: "system", content: system }, ...messages],
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
      const consult = consultLine(grounding.flags);
      if (consult) yield `${consult}\n\n`;
      const allowed = new Set(grounding.products.map((p) => p.handle));
      yield* neutraliseStream(modelText(response.body), (handle) => allowed.has(handle));
    },
  };
}

/** The content deltas of a chat-completions event stream, until [DONE]; throws if the stream ends before it. */
async function* modelText(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const parser = createEventParser();
  const decoder = new TextDecoder();
  const reader = body.getReader();
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
}
