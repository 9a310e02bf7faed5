import { z } from "zod";
import { DRAWING_DATE_TEXT } from "~/content/giveaway";
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
}

export function giveawayNotificationMail(entry: GiveawayNotification, storeEmail: string) {
  const who = oneLine(entry.name) || oneLine(entry.email);
  return {
    to: storeEmail,
    subject: `New KIA giveaway entry: ${who}`,
    text: [
      "A new entry for the 2025 KIA giveaway was received.",
      "",
      `Name: ${oneLine(entry.name) || "(quick entry: not given yet)"}`,
      `Email: ${oneLine(entry.email)}`,
      `Phone: ${oneLine(entry.phone)}`,
      `Address: ${oneLine(entry.address, 300) || "(quick entry: not given yet)"}`,
      "",
      `Drawing: ${DRAWING_DATE_TEXT}`,
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
      await deps.sendMail(giveawayNotificationMail(parsed.data, deps.storeEmail));
      return jsonResponse({ success: true });
    } catch (error) {
      return jsonResponse({ success: false, error: error instanceof Error ? error.message : "Failed to send" }, 502);
    }
  };
}
