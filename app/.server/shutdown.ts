/**
 * Graceful shutdown: when the grace period after SIGTERM is over, open event
 * streams (chat replies) are ended cleanly through this signal — without
 * [DONE], so a reply cut short is never saved as complete.
 */
export interface Shutdown {
  /** Aborted when the server stops waiting for open streams. */
  readonly signal: AbortSignal;
  endOpenStreams(): void;
}

export function createShutdown(): Shutdown {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    endOpenStreams: () => controller.abort(new Error("server shutting down")),
  };
}
