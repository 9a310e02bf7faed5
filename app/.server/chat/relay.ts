import { SSE_HEADERS } from "~/.server/functions/health-chat";
import { chatErrorForStatus } from "~/lib/chat/messages";
import { createEventParser, savedEvent } from "~/lib/chat/sse";
import { logger } from "~/.server/ops/logger";

/** JSON {error} with the status the widget maps to its message (429, 402; anything else 502). */
export function chatError(status: number): Response {
  const error = chatErrorForStatus(status);
  return Response.json(
    { error },
    {
      status: status === 429 || status === 402 ? status : status === 400 ? 400 : 502,
      headers: { "Cache-Control": "no-store" },
    },
  );
}

export interface RelayOptions {
  /** Called with the whole reply once the upstream sent [DONE]; returns the saved message's id, or null. */
  onComplete?: (content: string) => Promise<string | null>;
  /** Aborted at shutdown, after the grace period (services.shutdown.signal). */
  shutdown?: AbortSignal;
}

/**
 * Relays a health-chat event stream to the browser unchanged, chunk by
 * chunk, reading along to collect the reply. After a complete stream (one
 * that reached [DONE]) it saves the reply and appends `event: saved` with
 * its id; a stream that breaks first is passed on as it is and not saved.
 */
export function relayChat(upstream: Response, options: RelayOptions = {}): Response {
  if (!upstream.ok) return chatError(upstream.status);
  if (!upstream.body) return chatError(502);
  const reader = upstream.body.getReader();
  const parser = createEventParser();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let reply = "";
  let complete = false;
  // At shutdown the upstream is cancelled: the pending read ends, and an incomplete reply closes the stream unsaved.
  const stop = options.shutdown ?? new AbortController().signal;
  const onStop = () => void reader.cancel(stop.reason).catch(() => undefined);
  stop.addEventListener("abort", onStop, { once: true });
  if (stop.aborted) onStop();

  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let step: ReadableStreamReadResult<Uint8Array>;
      try {
        step = await reader.read();
      } catch (error) {
        logger.error(`chat relay: upstream broke: ${(error as Error).message}`);
        stop.removeEventListener("abort", onStop);
        controller.close();
        return;
      }
      if (!step.done) {
        controller.enqueue(step.value);
        for (const event of parser.push(decoder.decode(step.value, { stream: true }))) {
          if (event.type === "delta" && !complete) reply += event.content;
          if (event.type === "done") complete = true;
        }
        return;
      }
      if (complete && options.onComplete) {
        const id = await options.onComplete(reply).catch((error: Error) => {
          logger.error(`chat relay: reply not saved: ${error.message}`);
          return null;
        });
        if (id) controller.enqueue(encoder.encode(savedEvent(id)));
      }
      stop.removeEventListener("abort", onStop);
      controller.close();
    },
    cancel(reason) {
      stop.removeEventListener("abort", onStop);
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: 200, headers: SSE_HEADERS });
}
