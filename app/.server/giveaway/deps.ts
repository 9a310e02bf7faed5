import { getDb } from "~/.server/db/database";
import { createSendEntrantConfirmation } from "~/.server/functions/send-entrant-confirmation";
import { createSendGiveawayNotification } from "~/.server/functions/send-giveaway-notification";
import { env } from "~/.server/env";
import { sendMail } from "~/.server/mail";
import { LIMITS, limiter } from "~/.server/rate-limit";
import { siteUrl } from "~/.server/shell";
import type { EnterGiveawayDeps } from "./enter-giveaway";
import { createEntryStore } from "./entry-store";

/** The giveaway's dependencies: entries in kia_giveaway_entries, mail through the mail module, per-IP and per-email limits. */
export function giveawayDeps(request: Request): EnterGiveawayDeps {
  return {
    store: {
      async save(row) {
        return createEntryStore((await getDb()) as never).save(row);
      },
    },
    allow: (clientKey, email) => limiter(LIMITS.giveaway).consume(`ip:${clientKey}`, ...(email ? [`email:${email}`] : [])),
    sendGiveawayNotification: createSendGiveawayNotification({ sendMail, storeEmail: env().STORE_EMAIL }),
    sendEntrantConfirmation: createSendEntrantConfirmation({ sendMail, siteUrl: siteUrl(request) }),
  };
}
