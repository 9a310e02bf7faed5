import { createHmac, timingSafeEqual } from "node:crypto";

/** What changed: each kind names the copies every process drops when an admin, the catalogue or Shopify changes it. */
export const CHANGE_KINDS = ["campaigns", "knowledge", "community", "catalogue"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/**
 * One message on the invalidation channel. `from` is the sending process (random per start), `seq` its count
 * of messages sent and `at` when it was sent (ms since the epoch): together they name the message, so a
 * receiver acts on it once. `mac` signs all of it and the channel with a key only the shop's hosts hold.
 */
export interface ChangeMessage {
  kind: ChangeKind;
  from: string;
  seq: number;
  at: number;
}

/** Nothing we send is longer; anything longer is not ours and is not even parsed. */
export const MAX_MESSAGE_BYTES = 300;

const SENDER = /^[0-9a-f]{16,64}$/;
const MAC = /^[0-9a-f]{64}$/;

/** The key that signs invalidation messages, made from the shop's shared secret (never the secret itself). */
export function invalidationKey(sharedSecret: string): Buffer {
  return createHmac("sha256", sharedSecret).update("biolife invalidation messages v1").digest();
}

/** The channel is signed too: a message of one shop replayed on another shop's channel (another prefix) is not valid there. */
const macOf = (key: Buffer, channel: string, m: ChangeMessage) =>
  createHmac("sha256", key).update(`${channel}\n${m.kind}\n${m.from}\n${m.seq}\n${m.at}`).digest("hex");

export const formatChange = (key: Buffer, channel: string, message: ChangeMessage) =>
  JSON.stringify({
    kind: message.kind,
    from: message.from,
    seq: message.seq,
    at: message.at,
    mac: macOf(key, channel, message),
  });

/**
 * The message in `raw` when one of the shop's hosts made it for `channel`, or null for anything else on the
 * channel (too long, not JSON, unknown kind, wrong types, a signature that does not match).
 */
export function parseChange(key: Buffer, channel: string, raw: string): ChangeMessage | null {
  if (raw.length > MAX_MESSAGE_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { kind, from, seq, at, mac } = value as Record<string, unknown>;
  if (typeof kind !== "string" || !(CHANGE_KINDS as readonly string[]).includes(kind)) return null;
  if (typeof from !== "string" || !SENDER.test(from)) return null;
  if (typeof seq !== "number" || !Number.isSafeInteger(seq) || seq < 1) return null;
  if (typeof at !== "number" || !Number.isSafeInteger(at) || at < 0) return null;
  if (typeof mac !== "string" || !MAC.test(mac)) return null;
  const message = { kind: kind as ChangeKind, from, seq, at };
  const expected = Buffer.from(macOf(key, channel, message), "hex");
  return timingSafeEqual(expected, Buffer.from(mac, "hex")) ? message : null;
}
