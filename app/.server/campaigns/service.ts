import type { Kysely } from "kysely";
import type { Database } from "~/.server/db/types";
import { activeCampaigns, NO_CAMPAIGNS, type ActiveCampaigns, type Campaign } from "~/lib/campaigns/active";
import { remembered } from "~/.server/remembered";
import { listCampaigns } from "./store";
import { logger } from "~/.server/ops/logger";

/**
 * How long the running campaigns are read from memory before the table is asked again: only the safety net, since
 * an admin's edit reaches every worker and host at once (services.changed).
 */
const FRESH_MS = 30_000;

export interface CampaignService {
  /** The campaigns running at `now` (every page asks: kept in memory for a short while). */
  active(now: Date): Promise<ActiveCampaigns>;
  /** Every campaign, fresh from the table. */
  all(): Promise<Campaign[]>;
  /** Every campaign, read from memory like `active` (what shoppers' pages and entries decide by). */
  remembered(): Promise<Campaign[]>;
  /** Forget the remembered list: an admin changed a campaign (here or on another worker or host). */
  changed(): void;
}

export function createCampaignService(db: () => Promise<Kysely<Database>>): CampaignService {
  const campaigns = remembered(() => db().then(listCampaigns), FRESH_MS);
  return {
    async active(now) {
      try {
        return activeCampaigns(await campaigns.get(), now.getTime());
      } catch (error) {
        // No campaign beats a broken page: the shop sells on without pop-ups or themes.
        logger.error(`campaigns: reading the running campaigns failed: ${(error as Error).message}`);
        return NO_CAMPAIGNS;
      }
    },
    all: async () => listCampaigns(await db()),
    remembered: () => campaigns.get(),
    changed: campaigns.forget,
  };
}
