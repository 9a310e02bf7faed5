import { Form } from "@remix-run/react";
import type { DrawRecord } from "~/.server/backoffice/draw";
import type { ChartModel } from "~/lib/backoffice/chart";
import type { Campaign } from "~/lib/campaigns/active";
import { formatStoreTime } from "~/lib/campaigns/store-time";
import { Chart } from "./Chart";

interface Selected {
  campaign: Campaign;
  entries: number;
  eligible: number;
  chart: ChartModel;
  draw: DrawRecord | null;
  drawOpen: boolean;
}

function DrawRecordView({ draw }: { draw: DrawRecord }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-draw>
      <dt className="font-semibold">Winner</dt>
      <dd data-draw-winner>
        {draw.winnerName ? `${draw.winnerName} ` : ""}&lt;{draw.winnerEmail}&gt;
      </dd>
      <dt className="font-semibold">Drawn</dt>
      <dd>
        {formatStoreTime(draw.drawnAt)} by {draw.drawnBy}
      </dd>
      <dt className="font-semibold">Eligible entries</dt>
      <dd>{draw.eligibleCount}</dd>
      <dt className="font-semibold">Random seed</dt>
      <dd className="break-all font-mono" data-draw-seed>
        {draw.seed}
      </dd>
      <dt className="font-semibold">Eligible list (SHA-256)</dt>
      <dd className="break-all font-mono">{draw.eligibleDigest}</dd>
    </dl>
  );
}

/**
 * One giveaway's back office: how many entered, by day, the CSV, and the
 * draw (a record once made; a button once the drawing time has come).
 */
export function GiveawayPanel({
  giveaways,
  selected,
}: {
  giveaways: { id: string; title: string }[];
  selected: Selected | null;
}) {
  if (!selected) return <p className="text-gray-600">No giveaway campaigns yet.</p>;
  const { campaign } = selected;
  return (
    <div className="space-y-6">
      {giveaways.length > 1 ? (
        <Form method="get" className="flex items-end gap-2">
          <label htmlFor="giveaway-campaign" className="text-sm font-medium">
            Giveaway
            <select id="giveaway-campaign" name="campaign" defaultValue={campaign.id} className="input mt-1">
              {giveaways.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.title}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-secondary">
            Show
          </button>
        </Form>
      ) : null}
      <section aria-labelledby="entries-heading" className="space-y-3">
        <h2 id="entries-heading" className="text-xl font-bold text-brand-800">
          {campaign.title}
        </h2>
        <p data-entry-totals>
          {selected.entries} entries, {selected.eligible} eligible (18+ confirmed, one per email)
        </p>
        <Chart title="Entries per day" model={selected.chart} empty="No entries yet." />
        <a href={`/account/campaigns/${campaign.id}/entries.csv`} className="btn-secondary inline-block" download>
          Download Entries (CSV)
        </a>
      </section>
      <section aria-labelledby="draw-heading" className="space-y-3">
        <h2 id="draw-heading" className="text-xl font-bold text-brand-800">
          Draw a Winner
        </h2>
        {selected.draw ? (
          <DrawRecordView draw={selected.draw} />
        ) : selected.drawOpen ? (
          <Form method="post">
            <input type="hidden" name="intent" value="draw" />
            <input type="hidden" name="campaign" value={campaign.id} />
            <p className="mb-2 text-sm">
              Draws one winner at random among the eligible entries, once. The seed is kept so the draw can be checked.
            </p>
            <button type="submit" className="btn-primary">
              Draw a Winner
            </button>
          </Form>
        ) : (
          <p data-draw-closed>
            {campaign.drawingAt
              ? `The draw opens at the drawing time, ${formatStoreTime(campaign.drawingAt)}.`
              : "This giveaway has no drawing time."}
          </p>
        )}
      </section>
    </div>
  );
}
