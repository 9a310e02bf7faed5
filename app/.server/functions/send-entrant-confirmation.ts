import { z } from "zod";
import type { GiveawayRecord } from "~/lib/campaigns/active";
import { giveawayWords } from "~/lib/campaigns/giveaway-words";
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
  /** The running giveaway the entry joined: its title, prizes and drawing date are quoted. */
  giveaway?: GiveawayRecord | null;
}

/** "You're entered to win a 2025 KIA!" for a title that starts with "Win", else "You're entered: Title". */
function subjectFor(lead: "You're entered" | "Complete your entry", title: string | null) {
  if (!title) return `${lead} in the BioLife giveaway`;
  return /^win\b/i.test(title) ? `${lead} to ${title.charAt(0).toLowerCase()}${title.slice(1)}` : `${lead}: ${title}`;
}

/**
 * The entrant's confirmation. A quick entry (no name yet) also gets the link
 * to complete the full entry, as its success message promises.
 */
export function entrantConfirmationMail(
  entrant: EntrantConfirmation,
  siteUrl: string,
  giveaway: GiveawayRecord | null = null,
) {
  const name = oneLine(entrant.name);
  const fullEntryUrl = new URL(`/kia-giveaway?email=${encodeURIComponent(entrant.email)}`, siteUrl).href;
  const words = giveaway ? giveawayWords(giveaway) : null;
  const title = words ? oneLine(words.title, 120) : null;
  const giveawayName = title ? `the BioLife giveaway "${title}"` : "the BioLife giveaway";
  return {
    to: oneLine(entrant.email),
    subject: name ? subjectFor("You're entered", title) : subjectFor("Complete your entry", title),
    text: [
      `Hi ${name || "there"},`,
      "",
      name
        ? `Thank you for entering ${giveawayName}. Your entry is confirmed.`
        : `Thanks for your quick entry in ${giveawayName}. Complete your full entry (name and mailing address) here:`,
      ...(name ? [] : [fullEntryUrl]),
      ...(words ? ["", "Prizes:", ...words.prizes.map((p) => `- ${oneLine(p.place)}: ${oneLine(p.prize)}`)] : []),
      "",
      words?.drawingDate
        ? `The drawing is on ${words.drawingDate}. Winners are notified by email and phone.`
        : "Winners are notified by email and phone.",
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
      await deps.sendMail(entrantConfirmationMail(parsed.data, deps.siteUrl, deps.giveaway));
      return jsonResponse({ success: true });
    } catch (error) {
      return jsonResponse({ success: false, error: error instanceof Error ? error.message : "Failed to send" }, 502);
    }
  };
}
