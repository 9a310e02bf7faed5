import { createSendEntrantConfirmation } from "~/.server/functions/send-entrant-confirmation";
import { createSendGiveawayNotification } from "~/.server/functions/send-giveaway-notification";
import { entryCampaign } from "~/.server/campaigns/entry-campaign";
import { shopNow } from "~/.server/clock";
import { LIMITS } from "~/.server/rate-limit";
import type { Services } from "~/.server/services";
import { siteUrl } from "~/.server/shell";
import type { EnterGiveawayDeps } from "./enter-giveaway";
import { createEntryStore } from "./entry-store";

/** The giveaway's dependencies: entries in kia_giveaway_entries, mail through the mail module, per-IP and per-email limits. */
export function giveawayDeps(request: Request, services: Services): EnterGiveawayDeps {
  const limit = services.limiter(LIMITS.giveaway);
  const sendMail = services.mailer.send;
  return {
    store: {
      async save(row) {
        return createEntryStore((await services.db()) as never, (prayer) =>
          entryCampaign(services, shopNow(request), prayer ? "cause_signup" : "giveaway"),
        ).save(row);
      },
    },
    allow: (clientKey, email) => limit.consume(`ip:${clientKey}`, ...(email ? [`email:${email}`] : [])),
    sendGiveawayNotification: createSendGiveawayNotification({ sendMail, storeEmail: services.env.STORE_EMAIL }),
    sendEntrantConfirmation: createSendEntrantConfirmation({ sendMail, siteUrl: siteUrl(request) }),
  };
}
