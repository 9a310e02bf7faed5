import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localInvalidation, redisInvalidation, type Invalidation } from "~/.server/invalidation/bus";
import { CHANGE_KINDS, formatChange, invalidationKey, type ChangeKind } from "~/.server/invalidation/message";

/**
 * The invalidation bus on the Redis at TEST_REDIS_URL (a key prefix of its
 * own): a change reaches the other process, and nothing else published on the
 * channel (malformed, unknown, huge, replayed, late) makes a process drop
 * anything or stops it listening.
 */
const redisUrl = process.env.TEST_REDIS_URL;
/** The secret the shop's hosts share (SESSION_SECRET). */
const sharedSecret = "redis-bus-test-shared-secret-0123456789";
const key = invalidationKey(sharedSecret);

/** Waits until `check` holds, polling briefly; fails after a short deadline. */
async function eventually(check: () => boolean, what: string) {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function shopProcess(url: string, prefix: string) {
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = publisher.duplicate({ autoResubscribe: false, maxRetriesPerRequest: null });
  const bus = redisInvalidation({ publisher, subscriber, prefix, sharedSecret });
  const seen: Array<{ kind: ChangeKind; here: boolean }> = [];
  for (const kind of CHANGE_KINDS) bus.on(kind, (here) => void seen.push({ kind, here }));
  return {
    bus,
    subscriber,
    seen,
    count: (kind: ChangeKind) => seen.filter((s) => s.kind === kind).length,
    async close() {
      await bus.close();
      await publisher.quit();
    },
  };
}

describe.skipIf(!redisUrl)("the invalidation bus over Redis", () => {
  const prefix = `biolife-test-${randomBytes(4).toString("hex")}:`;
  const channel = `${prefix}invalidate`;
  let raw: Redis;
  let a: ReturnType<typeof shopProcess>;
  let b: ReturnType<typeof shopProcess>;
  let sentinels = 0;

  /** A change signed as the shop's hosts sign it, from a sender of the test's. */
  const signed = (kind: ChangeKind, from: string, seq: number, at = Date.now()) =>
    formatChange(key, channel, { kind, from, seq, at });

  /** A signed change from a third sender: once B acts on it, B has read everything published before it. */
  async function sentinel() {
    const before = b.count("community");
    await raw.publish(channel, signed("community", "5e9712e15e9712e1", ++sentinels));
    await eventually(() => b.count("community") === before + 1, "the sentinel");
  }

  beforeAll(async () => {
    raw = new Redis(redisUrl!);
    a = shopProcess(redisUrl!, prefix);
    b = shopProcess(redisUrl!, prefix);
    // Subscribing drops every kind (a message may have been missed before): that is how we know both listen.
    await eventually(() => CHANGE_KINDS.every((k) => a.count(k) === 1 && b.count(k) === 1), "both to subscribe");
    a.seen.length = 0;
    b.seen.length = 0;
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await raw?.quit();
  });

  it("acts here at once and on the other process when the message arrives, never twice here", async () => {
    await a.bus.changed("campaigns");
    expect(a.seen).toEqual([{ kind: "campaigns", here: true }]);
    await eventually(() => b.count("campaigns") === 1, "B to drop the campaigns");
    expect(b.seen).toEqual([{ kind: "campaigns", here: false }]);
    // A hears its own message too, and ignores it.
    const aBefore = a.seen.length;
    await raw.publish(channel, signed("catalogue", "a11a11a11a11a11a", 1));
    await eventually(() => a.count("catalogue") === 1, "A to hear a later message");
    expect(a.seen.slice(aBefore)).toEqual([{ kind: "catalogue", here: false }]);
    expect(a.count("campaigns")).toBe(1);
  });

  it("ignores malformed, unknown, huge, unsigned and replayed messages, and keeps listening", async () => {
    b.seen.length = 0;
    const from = "badc0ffeebadc0ff";
    const hostile = [
      "not json",
      "{",
      "null",
      '{"kind":"campaigns"}',
      `{"kind":"everything","from":"${from}","seq":1}`,
      `{"kind":"__proto__","from":"${from}","seq":1}`,
      `{"kind":"campaigns","from":"${from}","seq":-1}`,
      `{"kind":"campaigns","from":"<script>","seq":1}`,
      JSON.stringify({ kind: "campaigns", from, seq: 1, pad: "x".repeat(5 * 1024 * 1024) }),
      Buffer.from([0xff, 0xfe, 0x00, 0x7b]),
    ];
    for (const message of hostile) await raw.publish(channel, message);
    // Another channel under the prefix is not ours; nor is a message unsigned, or signed long ago (a recording).
    await raw.publish(`${prefix}other`, signed("campaigns", from, 1));
    await raw.publish(channel, JSON.stringify({ kind: "campaigns", from, seq: 1 }));
    await raw.publish(channel, signed("campaigns", from, 2, Date.now() - 3_600_000));
    await sentinel();
    expect(b.seen.filter((s) => s.kind !== "community")).toEqual([]);

    // A change is acted on once: the same message again (a replay) is not; one that comes late, or after a gap, is.
    const change = (seq: number) => signed("knowledge", from, seq);
    const five = change(5);
    await raw.publish(channel, five);
    await raw.publish(channel, five);
    await raw.publish(channel, change(4));
    await raw.publish(channel, change(9));
    await sentinel();
    expect(b.count("knowledge")).toBe(3);
  });

  it("a forged message (its sender's id at the highest seq, unknown sender, other prefix, bad HMAC) silences no one", async () => {
    // What an attacker on the shared Redis sees: A's own messages on the channel.
    const listener = new Redis(redisUrl!);
    const heard: string[] = [];
    listener.on("message", (_channel: string, message: string) => void heard.push(message));
    await listener.subscribe(channel);
    try {
      const heardBefore = b.count("community");
      await a.bus.changed("community");
      await eventually(() => heard.length > 0, "A's message on the channel");
      await eventually(() => b.count("community") === heardBefore + 1, "B to act on A's message");
      const captured = JSON.parse(heard[0]) as Record<string, unknown>;
      b.seen.length = 0;
      const forged = [
        { ...captured, kind: "campaigns", seq: Number.MAX_SAFE_INTEGER },
        { ...captured, seq: Number.MAX_SAFE_INTEGER },
        { ...captured, kind: "campaigns", from: "f0f0f0f0f0f0f0f0", seq: 1 },
        { ...captured, kind: "campaigns", mac: "0".repeat(64) },
        { kind: "campaigns", from: captured.from, seq: Number.MAX_SAFE_INTEGER },
      ];
      for (const message of forged) await raw.publish(channel, JSON.stringify(message));
      // A's real message replayed on another shop's channel (another prefix) is not that shop's either.
      const otherPrefix = `biolife-other-${randomBytes(4).toString("hex")}:`;
      const other = shopProcess(redisUrl!, otherPrefix);
      try {
        await eventually(() => other.count("knowledge") === 1, "the other shop to subscribe");
        other.seen.length = 0;
        await raw.publish(`${otherPrefix}invalidate`, heard[0]);
        // A real edit on A still reaches B, and then B has read every forged message before it.
        await a.bus.changed("knowledge");
        await eventually(() => b.count("knowledge") === 1, "B to hear A's next edit");
        await a.bus.changed("campaigns");
        await eventually(() => b.count("campaigns") === 1, "B to hear A's edit after the forged high seq");
        await other.bus.changed("catalogue");
        expect(other.seen.filter((s) => s.kind !== "catalogue")).toEqual([]);
      } finally {
        await other.close();
      }
      expect(b.seen).toEqual([
        { kind: "knowledge", here: false },
        { kind: "campaigns", here: false },
      ]);
    } finally {
      await listener.quit();
    }
  });

  it("drops every kind when its subscriber comes back: a message may have been missed meanwhile", async () => {
    b.seen.length = 0;
    b.subscriber.disconnect(true);
    await eventually(() => CHANGE_KINDS.every((k) => b.count(k) >= 1), "B to drop everything on reconnect");
    // And it listens again.
    b.seen.length = 0;
    await a.bus.changed("knowledge");
    await eventually(() => b.count("knowledge") === 1, "B to hear changes again");
  });

  it("a failing handler does not stop the others or the bus", async () => {
    const ran: string[] = [];
    const c = shopProcess(redisUrl!, prefix);
    try {
      await eventually(() => c.count("knowledge") === 1, "C to subscribe");
      c.bus.on("knowledge", () => {
        throw new Error("broken handler");
      });
      c.bus.on("knowledge", () => void ran.push("after"));
      await a.bus.changed("knowledge");
      await eventually(() => ran.length === 1, "the handler after the broken one");
      await a.bus.changed("knowledge");
      await eventually(() => ran.length === 2, "the next change");
    } finally {
      await c.close();
    }
  });
});

describe("without Redis", () => {
  it("acts on a change in this one process", async () => {
    const bus: Invalidation = localInvalidation();
    const seen: boolean[] = [];
    bus.on("campaigns", (here) => void seen.push(here));
    await bus.changed("campaigns");
    await bus.changed("knowledge");
    expect(seen).toEqual([true]);
  });
});
