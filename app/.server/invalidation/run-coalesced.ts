import type { ChangeKind } from "./message";

/**
 * Runs `invoke` for a kind, one run at a time per kind: a change that comes
 * while a run is under way queues one more run after it, however many come
 * (a burst of messages costs two runs, not one each). The promise settles
 * once no run of that kind is left, so it covers the caller's change.
 */
export function coalescedRuns(invoke: (kind: ChangeKind, here: boolean) => Promise<void>) {
  const queued = new Map<ChangeKind, boolean>();
  const loops = new Map<ChangeKind, Promise<void>>();
  return function run(kind: ChangeKind, here: boolean): Promise<void> {
    queued.set(kind, (queued.get(kind) ?? false) || here);
    let loop = loops.get(kind);
    if (!loop) {
      loop = (async () => {
        try {
          while (queued.has(kind)) {
            const runHere = queued.get(kind)!;
            queued.delete(kind);
            await invoke(kind, runHere);
          }
        } finally {
          // In the same tick as the last check: a change arriving after it starts a new loop.
          loops.delete(kind);
        }
      })();
      loops.set(kind, loop);
    }
    return loop;
  };
}
