import { currentRequestId } from "./context";
import { loggerFor } from "./logger";
import { metrics } from "./metrics";
import { oncePerProcess } from "./once";

const log = loggerFor("storefront");
const state = oncePerProcess("storefrontCalls", () => ({ lastReachedAt: 0 }));

/** Whether a Storefront call got an answer (any status under 500) within the last `ms`. */
export const storefrontReachable = (ms: number) => Date.now() - state.lastReachedAt < ms;

/**
 * The Storefront API's fetch, measured: duration and errors in the metrics,
 * a debug line carrying the request id, the time of the last answer for
 * /readyz, and the request id passed on as X-Request-Id.
 */
export function observedStorefrontFetch(send: typeof fetch): typeof fetch {
  return async (input, init) => {
    const requestId = currentRequestId();
    const headers = new Headers(init?.headers);
    if (requestId) headers.set("X-Request-Id", requestId);
    const end = metrics.storefrontDuration.startTimer();
    const started = performance.now();
    try {
      const response = await send(input, { ...init, headers });
      const failed = response.status >= 500 || response.status === 429;
      end({ outcome: failed ? "error" : "ok" });
      if (failed) metrics.storefrontErrors.inc();
      else state.lastReachedAt = Date.now();
      log.debug({ status: response.status, durationMs: Math.round(performance.now() - started) }, "storefront call");
      return response;
    } catch (error) {
      end({ outcome: "error" });
      metrics.storefrontErrors.inc();
      log.warn({ err: error, durationMs: Math.round(performance.now() - started) }, "storefront call failed");
      throw error;
    }
  };
}
