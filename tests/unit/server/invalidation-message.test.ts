import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CHANGE_KINDS,
  formatChange as formatSigned,
  invalidationKey,
  MAX_MESSAGE_BYTES,
  parseChange as parseSigned,
  type ChangeMessage,
} from "~/.server/invalidation/message";
import { coalescedRuns } from "~/.server/invalidation/run-coalesced";

const sender = "0123456789abcdef";
const key = invalidationKey("the-shops-shared-secret-0123456789abcdef");
const channel = "biolife:invalidate";
const formatChange = (message: ChangeMessage) => formatSigned(key, channel, message);
const parseChange = (raw: string) => parseSigned(key, channel, raw);

describe("invalidation messages", () => {
  it("reads back every message it formats", () => {
    for (const kind of CHANGE_KINDS) {
      const message = { kind, from: "f".repeat(64), seq: Number.MAX_SAFE_INTEGER, at: Date.now() };
      expect(parseChange(formatChange(message))).toEqual(message);
      expect(formatChange(message).length).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
    }
  });

  it("takes only what the shop's key signed for this channel", () => {
    const message = { kind: "campaigns" as const, from: sender, seq: 7, at: Date.now() };
    const signed = JSON.parse(formatChange(message)) as Record<string, unknown>;
    const forged = [
      { ...signed, mac: undefined },
      { ...signed, mac: "0".repeat(64) },
      { ...signed, mac: String(signed.mac).toUpperCase() },
      { ...signed, seq: Number.MAX_SAFE_INTEGER },
      { ...signed, kind: "catalogue" },
      { ...signed, from: "f".repeat(16) },
      { ...signed, at: message.at + 1 },
    ];
    for (const raw of forged) expect(parseChange(JSON.stringify(raw))).toBeNull();
    // Another shop's key, or this key on another shop's channel.
    expect(
      parseChange(formatSigned(invalidationKey("another-shop-secret-0123456789abcdef"), channel, message)),
    ).toBeNull();
    expect(parseChange(formatSigned(key, "other-prefix:invalidate", message))).toBeNull();
  });

  it("takes nothing else on the channel for a message", () => {
    const hostile = [
      "",
      "not json",
      "{",
      "null",
      "[]",
      '"campaigns"',
      '{"kind":"campaigns"}',
      `{"kind":"everything","from":"${sender}","seq":1}`,
      `{"kind":"__proto__","from":"${sender}","seq":1}`,
      `{"kind":"toString","from":"${sender}","seq":1}`,
      `{"kind":"campaigns","from":"${sender}","seq":0}`,
      `{"kind":"campaigns","from":"${sender}","seq":-3}`,
      `{"kind":"campaigns","from":"${sender}","seq":1.5}`,
      `{"kind":"campaigns","from":"${sender}","seq":"1"}`,
      `{"kind":"campaigns","from":"${sender}","seq":1e300}`,
      `{"kind":"campaigns","from":"not hex!","seq":1}`,
      `{"kind":"campaigns","from":{"toString":1},"seq":1}`,
      `{"kind":["campaigns"],"from":"${sender}","seq":1}`,
      `{"kind":"campaigns","from":"${sender}","seq":1,"pad":"${"x".repeat(MAX_MESSAGE_BYTES)}"}`,
      "x".repeat(10 * 1024 * 1024),
    ];
    for (const raw of hostile) expect(parseChange(raw)).toBeNull();
  });

  it("never throws, and answers only well-formed messages, for any text", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 400 }),
          fc.json(),
          fc.record({ kind: fc.string(), from: fc.string(), seq: fc.double() }).map((v) => JSON.stringify(v)),
        ),
        (raw) => {
          const message = parseChange(raw);
          if (message === null) return;
          expect(CHANGE_KINDS).toContain(message.kind);
          expect(message.from).toMatch(/^[0-9a-f]{16,64}$/);
          expect(Number.isSafeInteger(message.seq) && message.seq > 0).toBe(true);
          expect(formatChange(message)).toBe(raw);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("coalesced runs", () => {
  it("runs a burst of changes of one kind as at most one more run, and covers each caller", async () => {
    const runs: boolean[] = [];
    let release: () => void = () => {};
    const run = coalescedRuns(async (_kind, here) => {
      runs.push(here);
      await new Promise<void>((resolve) => (release = resolve));
    });
    const first = run("campaigns", false);
    const burst = Array.from({ length: 50 }, (_, i) => run("campaigns", i === 7));
    expect(runs).toEqual([false]);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The one queued run carries "here" if any queued change was made here.
    expect(runs).toEqual([false, true]);
    release();
    await Promise.all([first, ...burst]);
    expect(runs).toHaveLength(2);
    // Idle again: the next change runs at once.
    const next = run("campaigns", false);
    expect(runs).toHaveLength(3);
    release();
    await next;
  });
});
