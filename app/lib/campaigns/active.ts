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
  /** Giveaway: its official rules, and the line its page answers an entry with ("" = said from its dates). */
  rules: string;
  successMessage: string;
}

/** What shoppers are shown of a giveaway: every word of the page, dialogs, pop-ups, toasts and mails comes from here. */
export interface GiveawayRecord {
  id: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string | null;
  drawingAt: string | null;
  prizes: Prize[];
  rules: string;
}

/** What pages need of the running campaigns; null where none of that kind runs. */
export interface ActiveCampaigns {
  giveaway: (GiveawayRecord & { popupsEndAt: number }) | null;
  theme: { id: string; title: string } | null;
  cause: { id: string; title: string; description: string; endsAt: number | null } | null;
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

export function giveawayRecord(campaign: Campaign): GiveawayRecord {
  const { id, title, description, startsAt, endsAt, drawingAt, prizes, rules } = campaign;
  return { id, title, description, startsAt, endsAt, drawingAt, prizes, rules };
}

/**
 * Where giveaways stand at `now`: the one running, else the latest that
 * ended and the next one scheduled (what the page says instead of a form).
 */
export function giveawaysAt(campaigns: Campaign[], now: number) {
  const giveaways = campaigns.filter((c) => c.kind === "giveaway");
  const running = runningOfKind(campaigns, "giveaway", now);
  const ended = giveaways
    .filter((c) => c.endsAt !== null && Date.parse(c.endsAt) <= now)
    .sort((a, b) => Date.parse(b.endsAt!) - Date.parse(a.endsAt!))[0];
  const next = giveaways
    .filter((c) => Date.parse(c.startsAt) > now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0];
  return {
    running: running ? giveawayRecord(running) : null,
    ended: ended ? giveawayRecord(ended) : null,
    next: next ? giveawayRecord(next) : null,
  };
}
export type GiveawaysAt = ReturnType<typeof giveawaysAt>;

export function activeCampaigns(campaigns: Campaign[], now: number): ActiveCampaigns {
  const giveaway = runningOfKind(campaigns, "giveaway", now);
  const theme = runningOfKind(campaigns, "seasonal_theme", now);
  const cause = runningOfKind(campaigns, "cause_signup", now);
  const offer = runningOfKind(campaigns, "discount_offer", now);
  return {
    giveaway: giveaway
      ? {
          ...giveawayRecord(giveaway),
          popupsEndAt: time(giveaway.popupsEndAt) ?? time(giveaway.endsAt) ?? Number.MAX_SAFE_INTEGER,
        }
      : null,
    theme: theme ? { id: theme.id, title: theme.title } : null,
    cause: cause
      ? { id: cause.id, title: cause.title, description: cause.description, endsAt: time(cause.endsAt) }
      : null,
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
