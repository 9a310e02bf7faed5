import type { FlagStore, PopupCampaigns, PopupEnvironment, Timers } from "~/lib/popups/scheduler";

export class MemoryStore implements FlagStore {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

/** A hand-driven clock, storages, viewport and timer queue for the scheduler. */
/** The seeded campaigns as the root loader passes them: the giveaway's pop-ups and the prayer sign-up end 10 Dec 2025. */
export const SEED_CAMPAIGNS: PopupCampaigns = {
  giveawayPopupsEnd: new Date(2025, 11, 10, 23, 59, 59, 999).getTime(),
  cause: { endsAt: new Date(2025, 11, 11, 0, 0, 0).getTime() },
  offer: true,
};

export function fakeEnvironment(
  options: { now?: Date; width?: number; path?: string; campaigns?: PopupCampaigns } = {},
) {
  let now = (options.now ?? new Date(2025, 10, 20, 10, 0, 0)).getTime();
  let width = options.width ?? 1280;
  let path = options.path ?? "/";
  let typing = false;
  const session = new MemoryStore();
  const local = new MemoryStore();
  let nextId = 1;
  const queue = new Map<number, { at: number; fn: () => void }>();

  const env: PopupEnvironment = {
    now: () => now,
    campaigns: options.campaigns ?? SEED_CAMPAIGNS,
    session,
    local,
    viewportWidth: () => width,
    pathname: () => path,
    isBusy: () => typing,
  };
  const timers: Timers = {
    setTimeout(fn, ms) {
      const id = nextId++;
      queue.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout(handle) {
      queue.delete(handle as number);
    },
  };
  /** Moves the clock forward, firing due timers in order. */
  function advance(ms: number) {
    const end = now + ms;
    for (;;) {
      const due = [...queue.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      queue.delete(due[0]);
      now = Math.max(now, due[1].at);
      due[1].fn();
    }
    now = end;
  }
  return {
    env,
    timers,
    session,
    local,
    advance,
    setNow: (d: Date) => (now = d.getTime()),
    setWidth: (w: number) => (width = w),
    setPath: (p: string) => (path = p),
    setTyping: (t: boolean) => (typing = t),
    pendingTimers: () => queue.size,
  };
}
