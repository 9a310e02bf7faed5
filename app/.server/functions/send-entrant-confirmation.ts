import { z } from "zod";
import { DRAWING_DATE_TEXT, prizes } from "~/content/giveaway";
import { jsonResponse, oneLine, type SendMail } from "./function-response";

/** SPEC §7: send-entrant-confirmation {name, email}. */
export const entrantConfirmationSchema = z.object({
  name: z.string().max(120).default(""),
  email: z.string().trim().email().max(254),
});
export type EntrantConfirmation = z.infer<typeof entrantConfirmationSchema>;

export interface EntrantConfirmationDeps {
  sendMail: SendMail;
  /** The shop's public origin, for the link to the full entry form. */
  siteUrl: string;
}

/**
 * The entrant's confirmation. A quick entry (no name yet) also gets the link
 * to complete the full entry, as its success message promises.
 */
export function entrantConfirmationMail(entrant: EntrantConfirmation, siteUrl: string) {
  const name = oneLine(entrant.name);
  const fullEntryUrl = new URL(`/kia-giveaway?email=${encodeURIComponent(entrant.email)}`, siteUrl).href;
  return {
    to: oneLine(entrant.email),
    subject: name ? "You're entered to win a 2025 KIA!" : "Complete your entry to win a 2025 KIA!",
    text: [
      `Hi ${name || "there"},`,
      "",
      name
        ? "Thank you for entering the BioLife giveaway. Your entry is confirmed."
        : "Thanks for your quick entry in the BioLife giveaway. Complete your full entry (name and mailing address) here:",
      ...(name ? [] : [fullEntryUrl]),
      "",
      "Prizes:",
      ...prizes.map((p) => `- ${p.place}: ${p.prize}`),
      "",
      `The drawing is on ${DRAWING_DATE_TEXT}. Winners are notified by email and phone.`,
      "No purchase necessary. Must be 18+ to enter.",
      "",
      "The BioLife team",
    ].join("\n"),
  };
}

/** The server function: POST JSON {name, email}; mails the entrant. Answers {success}. */
export function createSendEntrantConfirmation(deps: EntrantConfirmationDeps) {
  return async function sendEntrantConfirmation(request: Request): Promise<Response> {
    if (request.method !== "POST") return jsonResponse({ success: false, error: "Method not allowed" }, 405);
    const parsed = entrantConfirmationSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return jsonResponse({ success: false, error: "Invalid payload" }, 400);
    try {
      await deps.sendMail(entrantConfirmationMail(parsed.data, deps.siteUrl));
      return jsonResponse({ success: true });
    } catch (error) {
      return jsonResponse({ success: false, error: error instanceof Error ? error.message : "Failed to send" }, 502);
    }
  };
}
