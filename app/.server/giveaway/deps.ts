import { createSendEntrantConfirmation } from "~/.server/functions/send-entrant-confirmation";
import { createSendGiveawayNotification } from "~/.server/functions/send-giveaway-notification";
import { shopNow } from "~/.server/clock";
import { LIMITS } from "~/.server/rate-limit";
import type { Services } from "~/.server/services";
import { publicOrigin } from "~/.server/http/public-origin";
import { giveawayMessages } from "~/content/giveaway";
import { giveawaysAt, runningOfKind, type Campaign } from "~/lib/campaigns/active";
import { closedCause, closedGiveaway, giveawayToasts } from "~/lib/campaigns/giveaway-words";
import { entryAnswers } from "~/lib/giveaway/entry-response";
import type { EntrySource } from "~/lib/giveaway/entry-schema";
import type { EnterGiveawayDeps, EntryCampaign, ServerFunction } from "./enter-giveaway";
import { createEntryStore } from "./entry-store";

/** The campaign an entry from `source` joins at `now`, or the message saying why none takes it. */
export function entryCampaign(campaigns: Campaign[], source: EntrySource, now: Date): EntryCampaign {
  const at = now.getTime();
  if (source === "prayer") {
    const cause = runningOfKind(campaigns, "cause_signup", at);
    if (!cause) {
      const latest = campaigns
        .filter((c) => c.kind === "cause_signup" && Date.parse(c.startsAt) <= at)
        .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt))[0];
      return { open: false, message: closedCause(latest?.title ?? null) };
    }
    const thanks = giveawayMessages.prayerSuccess;
    return { open: true, window: { id: cause.id, at: now }, success: thanks, duplicate: thanks };
  }
  const state = giveawaysAt(campaigns, at);
  if (!state.running) return { open: false, message: closedGiveaway(state, at).toast };
  const successMessage = campaigns.find((c) => c.id === state.running!.id)?.successMessage ?? "";
  return {
    open: true,
    window: { id: state.running.id, at: now },
    ...entryAnswers(source, giveawayToasts(state.running, successMessage)),
  };
}

/** The giveaway's dependencies: entries in kia_giveaway_entries, mail through the mail module, per-IP and per-email limits. */
export function giveawayDeps(request: Request, services: Services): EnterGiveawayDeps {
  const limit = services.limiter(LIMITS.giveaway);
  const sendMail = services.mailer.send;
  const now = shopNow(request);
  const running = async () => giveawaysAt(await services.campaigns.remembered(), now.getTime()).running;
  // The mails quote the giveaway the entry joined (read when they are sent: only after a stored entry).
  const withGiveaway =
    (make: (giveaway: Awaited<ReturnType<typeof running>>) => ServerFunction): ServerFunction =>
    async (fnRequest) =>
      make(await running())(fnRequest);
  return {
    store: createLazyStore(services),
    campaign: async (source) => entryCampaign(await services.campaigns.remembered(), source, now),
    allow: (clientKey, email) => limit.consume(`ip:${clientKey}`, ...(email ? [`email:${email}`] : [])),
    sendGiveawayNotification: withGiveaway((giveaway) =>
      createSendGiveawayNotification({ sendMail, storeEmail: services.env.STORE_EMAIL, giveaway }),
    ),
    sendEntrantConfirmation: withGiveaway((giveaway) =>
      createSendEntrantConfirmation({ sendMail, siteUrl: publicOrigin(), giveaway }),
    ),
  };
}

function createLazyStore(services: Services): EnterGiveawayDeps["store"] {
  return { save: async (row, campaign) => createEntryStore((await services.db()) as never).save(row, campaign) };
}
