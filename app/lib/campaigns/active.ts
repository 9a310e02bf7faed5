/**
 * Campaigns as the shop runs them: the giveaway, the seasonal theme, the
 * cause sign-up and the discount offer, each with its own window. The server
 * picks the active ones at its clock (one place) and the root loader hands
 * them to every page, so server and browser render the same.
 */
export const CAMPAIGN_KINDS = ["giveaway", "seasonal_theme", "cause_signup", "discount_offer"] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

export const CAMPAIGN_KIND_LABELS: Record<CampaignKind, string> = {
  giveaway: "Giveaway",
  seasonal_theme: "Seasonal theme",
  cause_signup: "Cause sign-up",
  discount_offer: "Discount offer",
};

export interface Prize {
  place: string;
  prize: string;
}

/** A campaign row as the app passes it around (instants as ISO strings). */
export interface Campaign {
  id: string;
  kind: CampaignKind;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string | null;
  popupsEndAt: string | null;
  drawingAt: string | null;
  prizes: Prize[];
  discountCode: string | null;
  discountPercent: number | null;
}

/** What pages need of the running campaigns; null where none of that kind runs. */
export interface ActiveCampaigns {
  giveaway: { id: string; title: string; popupsEndAt: number; drawingAt: string | null; prizes: Prize[] } | null;
  theme: { id: string; title: string } | null;
  cause: { id: string; title: string; endsAt: number | null } | null;
  offer: { id: string; title: string; code: string; percent: number } | null;
}

export const NO_CAMPAIGNS: ActiveCampaigns = { giveaway: null, theme: null, cause: null, offer: null };

const time = (iso: string | null) => (iso ? Date.parse(iso) : null);

/** Running at `now`: started, and not yet ended (an open end runs until an admin ends it). */
export function isRunning(campaign: Pick<Campaign, "startsAt" | "endsAt">, now: number): boolean {
  const end = time(campaign.endsAt);
  return Date.parse(campaign.startsAt) <= now && (end === null || now < end);
}

/** The campaign of a kind running at `now`; the latest started wins if windows overlap. */
export function runningOfKind(campaigns: Campaign[], kind: CampaignKind, now: number): Campaign | null {
  return (
    campaigns
      .filter((c) => c.kind === kind && isRunning(c, now))
      .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt))[0] ?? null
  );
}

export function activeCampaigns(campaigns: Campaign[], now: number): ActiveCampaigns {
  const giveaway = runningOfKind(campaigns, "giveaway", now);
  const theme = runningOfKind(campaigns, "seasonal_theme", now);
  const cause = runningOfKind(campaigns, "cause_signup", now);
  const offer = runningOfKind(campaigns, "discount_offer", now);
  return {
    giveaway: giveaway
      ? {
          id: giveaway.id,
          title: giveaway.title,
          popupsEndAt: time(giveaway.popupsEndAt) ?? time(giveaway.endsAt) ?? Number.MAX_SAFE_INTEGER,
          drawingAt: giveaway.drawingAt,
          prizes: giveaway.prizes,
        }
      : null,
    theme: theme ? { id: theme.id, title: theme.title } : null,
    cause: cause ? { id: cause.id, title: cause.title, endsAt: time(cause.endsAt) } : null,
    offer:
      offer?.discountCode && offer.discountPercent
        ? { id: offer.id, title: offer.title, code: offer.discountCode, percent: offer.discountPercent }
        : null,
  };
}

/** What the pop-up scheduler needs of the running campaigns. */
export function popupCampaigns(active: ActiveCampaigns) {
  return {
    giveawayPopupsEnd: active.giveaway?.popupsEndAt ?? null,
    cause: active.cause ? { endsAt: active.cause.endsAt } : null,
    offer: active.offer !== null,
  };
}
