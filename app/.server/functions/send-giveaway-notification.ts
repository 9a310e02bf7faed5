import { z } from "zod";
import type { GiveawayRecord } from "~/lib/campaigns/active";
import { giveawayWords } from "~/lib/campaigns/giveaway-words";
import { jsonResponse, oneLine, type SendMail } from "./function-response";

/** SPEC §7: send-giveaway-notification {name, email, phone, address}. */
export const giveawayNotificationSchema = z.object({
  name: z.string().max(120).default(""),
  email: z.string().trim().email().max(254),
  phone: z.string().max(40).default(""),
  address: z.string().max(300).default(""),
});
export type GiveawayNotification = z.infer<typeof giveawayNotificationSchema>;

export interface GiveawayNotificationDeps {
  sendMail: SendMail;
  /** The store's inbox that hears about every entry. */
  storeEmail: string;
  /** The running giveaway the entry joined: its title, prizes and drawing date are quoted. */
  giveaway?: GiveawayRecord | null;
}

export function giveawayNotificationMail(
  entry: GiveawayNotification,
  storeEmail: string,
  giveaway: GiveawayRecord | null = null,
) {
  const who = oneLine(entry.name) || oneLine(entry.email);
  const words = giveaway ? giveawayWords(giveaway) : null;
  return {
    to: storeEmail,
    subject: words ? `New giveaway entry: ${who} (${oneLine(words.title, 120)})` : `New giveaway entry: ${who}`,
    text: [
      words
        ? `A new entry for the giveaway "${oneLine(words.title)}" was received.`
        : "A new giveaway entry was received.",
      "",
      `Name: ${oneLine(entry.name) || "(quick entry: not given yet)"}`,
      `Email: ${oneLine(entry.email)}`,
      `Phone: ${oneLine(entry.phone)}`,
      `Address: ${oneLine(entry.address, 300) || "(quick entry: not given yet)"}`,
      ...(words
        ? [
            "",
            "Prizes:",
            ...words.prizes.map((p) => `- ${oneLine(p.place)}: ${oneLine(p.prize)}`),
            "",
            `Drawing: ${words.drawingDate ?? "to be announced"}`,
          ]
        : []),
    ].join("\n"),
  };
}

/** The server function: POST JSON {name, email, phone, address}; mails the store. Answers {success}. */
export function createSendGiveawayNotification(deps: GiveawayNotificationDeps) {
  return async function sendGiveawayNotification(request: Request): Promise<Response> {
    if (request.method !== "POST") return jsonResponse({ success: false, error: "Method not allowed" }, 405);
    const parsed = giveawayNotificationSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return jsonResponse({ success: false, error: "Invalid payload" }, 400);
    try {
      await deps.sendMail(giveawayNotificationMail(parsed.data, deps.storeEmail, deps.giveaway));
      return jsonResponse({ success: true });
    } catch (error) {
      return jsonResponse({ success: false, error: error instanceof Error ? error.message : "Failed to send" }, 502);
    }
  };
}
