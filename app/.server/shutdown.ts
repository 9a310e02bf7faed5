/**
 * Graceful shutdown, shared by server.ts and the Remix build through
 * globalThis: when the grace period after SIGTERM is over, open event
 * streams (chat replies) are ended cleanly through this signal — without
 * [DONE], so a reply cut short is never saved as complete.
 */
const KEY = Symbol.for("biolife.shutdown");

function controller(): AbortController {
  const scope = globalThis as Record<symbol, AbortController | undefined>;
  return (scope[KEY] ??= new AbortController());
}

/** Aborted when the server stops waiting for open streams. */
export const shutdownSignal = (): AbortSignal => controller().signal;

export function endOpenStreams(): void {
  controller().abort(new Error("server shutting down"));
}
