import type { Kysely } from "kysely";
import type { Database } from "~/.server/db/types";
import { activeCampaigns, NO_CAMPAIGNS, type ActiveCampaigns, type Campaign } from "~/lib/campaigns/active";
import { listCampaigns } from "./store";

/** How long the running campaigns are read from memory before the table is asked again. */
const FRESH_MS = 30_000;

export interface CampaignService {
  /** The campaigns running at `now` (every page asks: kept in memory for a short while). */
  active(now: Date): Promise<ActiveCampaigns>;
  /** Every campaign, fresh from the table. */
  all(): Promise<Campaign[]>;
  /** Forget the remembered list: an admin changed a campaign. */
  changed(): void;
}

export function createCampaignService(db: () => Promise<Kysely<Database>>): CampaignService {
  let cached: { at: number; campaigns: Promise<Campaign[]> } | null = null;
  const remembered = () => {
    if (!cached || Date.now() - cached.at > FRESH_MS) {
      const campaigns = db().then(listCampaigns);
      cached = { at: Date.now(), campaigns };
      // A failed read is not remembered: the next page asks again.
      campaigns.catch(() => {
        if (cached?.campaigns === campaigns) cached = null;
      });
    }
    return cached.campaigns;
  };
  return {
    async active(now) {
      try {
        return activeCampaigns(await remembered(), now.getTime());
      } catch (error) {
        // No campaign beats a broken page: the shop sells on without pop-ups or themes.
        console.error(`campaigns: reading the running campaigns failed: ${(error as Error).message}`);
        return NO_CAMPAIGNS;
      }
    },
    all: async () => listCampaigns(await db()),
    changed() {
      cached = null;
    },
  };
}
