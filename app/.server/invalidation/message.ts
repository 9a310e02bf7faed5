/** What changed: each kind names the copies every process drops when an admin, the catalogue or Shopify changes it. */
export const CHANGE_KINDS = ["campaigns", "knowledge", "community", "catalogue"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/**
 * One message on the invalidation channel. `from` is the sending process (random per start) and `seq` its
 * count of messages sent, so a receiver ignores one it has already acted on (duplicate) or an older one (late).
 */
export interface ChangeMessage {
  kind: ChangeKind;
  from: string;
  seq: number;
}

/** Nothing we send is longer; anything longer is not ours and is not even parsed. */
export const MAX_MESSAGE_BYTES = 200;

const SENDER = /^[0-9a-f]{16,64}$/;

export const formatChange = (message: ChangeMessage) =>
  JSON.stringify({ kind: message.kind, from: message.from, seq: message.seq });

/** The message in `raw`, or null for anything else on the channel (too long, not JSON, unknown kind, wrong types). */
export function parseChange(raw: string): ChangeMessage | null {
  if (raw.length > MAX_MESSAGE_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { kind, from, seq } = value as Record<string, unknown>;
  if (typeof kind !== "string" || !(CHANGE_KINDS as readonly string[]).includes(kind)) return null;
  if (typeof from !== "string" || !SENDER.test(from)) return null;
  if (typeof seq !== "number" || !Number.isSafeInteger(seq) || seq < 1) return null;
  return { kind: kind as ChangeKind, from, seq };
}
