import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { logger } from "~/.server/ops/logger";
import { CHANGE_KINDS, formatChange, invalidationKey, parseChange, type ChangeKind } from "./message";
import { coalescedRuns } from "./run-coalesced";

/** What a process does when `kind` changes; `here` is true in the process that made the change. */
export type ChangeHandler = (here: boolean) => void | Promise<void>;

export interface Invalidation {
  /** Registers what this process drops (or purges) when `kind` changes, here or on another worker or host. */
  on(kind: ChangeKind, handler: ChangeHandler): void;
  /** After a committed write: this process acts at once; every other worker and host as the message reaches it. */
  changed(kind: ChangeKind): Promise<void>;
  close(): Promise<void>;
}

/** How long an edit waits for Redis to take its message; beyond that it is sent when Redis is back. */
const PUBLISH_WAIT_MS = 1_000;
/**
 * A signed message is acted on only this close to its own clock: a recorded one replayed later is not (hosts'
 * clocks are kept by NTP; a host further off than this is named in the log).
 */
const REPLAY_WINDOW_MS = 10 * 60_000;
/** Messages remembered as acted on (within the window): one heard twice is acted on once. */
const MAX_REMEMBERED = 10_000;
/** At most one log line this often about messages refused (unsigned, or sent outside the window). */
const WARN_EVERY_MS = 60_000;

function handlers() {
  const byKind = new Map<ChangeKind, ChangeHandler[]>();
  return {
    add(kind: ChangeKind, handler: ChangeHandler) {
      byKind.set(kind, [...(byKind.get(kind) ?? []), handler]);
    },
    async invoke(kind: ChangeKind, here: boolean) {
      for (const handler of byKind.get(kind) ?? []) {
        try {
          await handler(here);
        } catch (error) {
          logger.error(`invalidation: dropping ${kind} failed: ${(error as Error).message}`);
        }
      }
    },
  };
}

/** One process alone (no REDIS_URL): a change is acted on here, as before there was a bus. */
export function localInvalidation(): Invalidation {
  const registered = handlers();
  const run = coalescedRuns(registered.invoke);
  return {
    on: registered.add,
    changed: (kind) => run(kind, true),
    close: async () => {},
  };
}

/**
 * Every worker and host on one Redis: a change is published on one channel
 * under the key prefix and each process drops its copies as it hears it.
 * Messages are signed with a key made from the secret the shop's hosts share
 * (message.ts): anything else on the channel (another shop on the same Redis,
 * anyone who can publish there) is ignored. A message is acted on once, by its
 * name (sender, seq); nothing a sender sent before decides whether a later
 * message counts, so no message, forged or real, silences a sender.
 * The subscriber has its own connection (a subscribed connection takes no
 * other commands); each time it (re)subscribes every kind is dropped, since a
 * message may have been missed while it was away. The in-memory lifetimes
 * stay as the safety net for a message lost some other way.
 */
export function redisInvalidation(options: {
  publisher: Redis;
  subscriber: Redis;
  prefix: string;
  /** The secret every host of this shop holds (SESSION_SECRET): only they can sign a message. */
  sharedSecret: string;
}): Invalidation {
  const { publisher, subscriber } = options;
  const channel = `${options.prefix}invalidate`;
  const key = invalidationKey(options.sharedSecret);
  const self = randomBytes(8).toString("hex");
  let sent = 0;
  const actedOn = new LRUCache<string, true>({ max: MAX_REMEMBERED, ttl: 2 * REPLAY_WINDOW_MS });
  let warnedAt = -Infinity;
  const registered = handlers();
  const run = coalescedRuns(registered.invoke);
  // Changes whose message Redis did not take: sent again when the publisher reconnects.
  const unsent = new Set<ChangeKind>();
  let listening = false;
  let everListened = false;

  async function publish(kind: ChangeKind) {
    const message = formatChange(key, channel, { kind, from: self, seq: ++sent, at: Date.now() });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        publisher.publish(channel, message),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${PUBLISH_WAIT_MS} ms`)), PUBLISH_WAIT_MS);
        }),
      ]);
    } catch (error) {
      unsent.add(kind);
      logger.error(`invalidation: could not announce a ${kind} change: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  const onPublisherReady = () => {
    const kinds = [...unsent];
    unsent.clear();
    for (const kind of kinds) void run(kind, true).then(() => publish(kind));
  };
  publisher.on("ready", onPublisherReady);

  subscriber.on("message", (heardOn: string, raw: string) => {
    if (heardOn !== channel) return;
    const change = parseChange(key, channel, raw);
    // One line a while at most, whoever floods the channel: a host whose SESSION_SECRET differs is silent otherwise.
    const warn = (message: string) => {
      if (Date.now() - warnedAt <= WARN_EVERY_MS) return;
      warnedAt = Date.now();
      logger.warn(`invalidation: ${message}`);
    };
    if (!change) return warn("ignored a message this shop did not sign (another SESSION_SECRET, or forged)");
    if (change.from === self) return;
    if (Math.abs(Date.now() - change.at) > REPLAY_WINDOW_MS) {
      return warn(
        `ignored a signed message sent ${Math.round((Date.now() - change.at) / 1000)} s ago (a replay, or a host whose clock is off)`,
      );
    }
    const name = `${change.from}:${change.seq}`;
    if (actedOn.has(name)) return;
    actedOn.set(name, true);
    void run(change.kind, false);
  });
  subscriber.on("ready", () => {
    subscriber
      .subscribe(channel)
      .then(() => {
        if (everListened) logger.info("invalidation: listening again; dropping what may have changed meanwhile");
        listening = everListened = true;
        for (const kind of CHANGE_KINDS) void run(kind, false);
      })
      .catch((error: Error) => logger.error(`invalidation: subscribe failed: ${error.message}`));
  });
  subscriber.on("close", () => {
    if (listening) logger.error("invalidation: lost the channel; in-memory lifetimes apply until it is back");
    listening = false;
  });
  // Connection errors are logged by the shared connection to the same Redis; this one only must not throw them.
  subscriber.on("error", () => {});

  return {
    on: registered.add,
    async changed(kind) {
      await Promise.all([run(kind, true), publish(kind)]);
    },
    async close() {
      publisher.off("ready", onPublisherReady);
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
