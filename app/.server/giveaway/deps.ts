import { getDb } from "~/.server/db/database";
import { createSendEntrantConfirmation } from "~/.server/functions/send-entrant-confirmation";
import { createSendGiveawayNotification } from "~/.server/functions/send-giveaway-notification";
import { env } from "~/.server/env";
import { siteUrl } from "~/.server/shell";
import type { EnterGiveawayDeps } from "./enter-giveaway";
import { createEntryStore } from "./entry-store";

export function clientKeyOf(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "local";
}

/**
 * The giveaway's dependencies: entries in kia_giveaway_entries. Mail is
 * written to the server log (recipient and subject) and per-client limits are
 * not applied yet: both arrive with the mail and abuse-limit modules.
 */
export function giveawayDeps(request: Request): EnterGiveawayDeps {
  const sendMail = async (mail: { to: string; subject: string }) => console.info(`mail to ${mail.to}: ${mail.subject}`);
  return {
    store: {
      async save(row) {
        return createEntryStore((await getDb()) as never).save(row);
      },
    },
    allow: async () => true,
    sendGiveawayNotification: createSendGiveawayNotification({ sendMail, storeEmail: env().STORE_EMAIL }),
    sendEntrantConfirmation: createSendEntrantConfirmation({ sendMail, siteUrl: siteUrl(request) }),
  };
}
