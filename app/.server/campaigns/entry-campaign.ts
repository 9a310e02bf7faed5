import type { Services } from "~/.server/services";
import { isRunning, type CampaignKind } from "~/lib/campaigns/active";

/**
 * The campaign an entry belongs to: the one of its kind running now, else the
 * latest of its kind to have started (an entry on the page after its
 * giveaway ended is still kept, and still belongs somewhere).
 */
export async function entryCampaign(services: Services, now: Date, kind: CampaignKind): Promise<string | null> {
  const ofKind = (await services.campaigns.all())
    .filter((c) => c.kind === kind && Date.parse(c.startsAt) <= now.getTime())
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  return (ofKind.find((c) => isRunning(c, now.getTime())) ?? ofKind[0])?.id ?? null;
}
