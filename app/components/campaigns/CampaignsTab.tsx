import { Form, Link } from "@remix-run/react";
import { CAMPAIGN_KIND_LABELS, isRunning, type Campaign } from "~/lib/campaigns/active";
import { CAMPAIGN_MESSAGES } from "~/lib/campaigns/form";
import { formatStoreTime } from "~/lib/campaigns/store-time";

function status(campaign: Campaign, now: number): "Running" | "Scheduled" | "Ended" {
  if (isRunning(campaign, now)) return "Running";
  return Date.parse(campaign.startsAt) > now ? "Scheduled" : "Ended";
}

const hasEntries = (campaign: Campaign) => campaign.kind === "giveaway" || campaign.kind === "cause_signup";

/** The admin's Campaigns tab: every campaign with its window and status; edit, end now, entries as CSV. */
export function CampaignsTab({ campaigns, now }: { campaigns: Campaign[] | null; now: string }) {
  const at = Date.parse(now);
  return (
    <section aria-labelledby="campaigns-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="campaigns-heading" className="text-xl font-bold text-brand-800">
          Campaigns
        </h2>
        <Link to="/account/campaigns" className="btn-primary">
          New Campaign
        </Link>
      </div>
      {campaigns === null ? (
        <p role="alert" className="text-red-700">
          {CAMPAIGN_MESSAGES.loadFailed}
        </p>
      ) : campaigns.length === 0 ? (
        <p className="text-slate-600">No campaigns yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Campaigns">
          {campaigns.map((campaign) => {
            const state = status(campaign, at);
            return (
              <li key={campaign.id} className="rounded-xl border border-slate-200 p-4" data-campaign={campaign.id}>
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                  {CAMPAIGN_KIND_LABELS[campaign.kind]} · <span data-campaign-status>{state}</span>
                </p>
                <h3 className="mt-1 font-bold text-brand-900">{campaign.title}</h3>
                <p className="text-sm text-slate-600">
                  {formatStoreTime(campaign.startsAt)} – {formatStoreTime(campaign.endsAt)}
                  {campaign.discountCode ? ` · Code ${campaign.discountCode} (${campaign.discountPercent}% off)` : ""}
                </p>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <Link
                    to={`/account/campaigns?edit=${campaign.id}`}
                    className="btn-ghost border border-slate-300 px-3 py-1.5 text-sm"
                    aria-label={`Edit: ${campaign.title}`}
                  >
                    Edit
                  </Link>
                  {state !== "Ended" ? (
                    <Form method="post" action="/account/campaigns">
                      <input type="hidden" name="intent" value="end" />
                      <input type="hidden" name="id" value={campaign.id} />
                      <button
                        type="submit"
                        className="btn-ghost border border-red-300 px-3 py-1.5 text-sm text-red-700"
                        aria-label={`End Now: ${campaign.title}`}
                      >
                        End Now
                      </button>
                    </Form>
                  ) : null}
                  {hasEntries(campaign) ? (
                    <a
                      href={`/account/campaigns/${campaign.id}/entries.csv`}
                      download
                      className="text-sm font-medium text-brand-700 hover:underline"
                      aria-label={`Download Entries (CSV): ${campaign.title}`}
                    >
                      Download Entries (CSV)
                    </a>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
