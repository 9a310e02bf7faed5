// TEMPORARY wiring until the database, mail and rate-limit modules land.
import { createSendEntrantConfirmation } from "~/.server/functions/send-entrant-confirmation";
import { createSendGiveawayNotification } from "~/.server/functions/send-giveaway-notification";
import { env } from "~/.server/env";
import { siteUrl } from "~/.server/shell";
import type { EntryRow } from "~/lib/giveaway/entry-schema";
import type { EnterGiveawayDeps, SaveOutcome } from "./enter-giveaway";

const rows: EntryRow[] = [];

export function clientKeyOf(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "local";
}

export function giveawayDeps(request: Request): EnterGiveawayDeps {
  const sendMail = async (mail: { to: string; subject: string }) => console.info(`mail to ${mail.to}: ${mail.subject}`);
  return {
    store: {
      async save(row): Promise<SaveOutcome> {
        rows.push(row);
        return "created";
      },
    },
    allow: async () => true,
    sendGiveawayNotification: createSendGiveawayNotification({ sendMail, storeEmail: env().STORE_EMAIL }),
    sendEntrantConfirmation: createSendEntrantConfirmation({ sendMail, siteUrl: siteUrl(request) }),
  };
}
