import { Car, Gift, Plane } from "~/components/ui/icons";
import { useCampaigns } from "~/components/layout/useCampaigns";
import { giveawayCopy, prizes } from "~/content/giveaway";

const icons = [Car, Plane, Gift];

/** Prizes, drawing date, no purchase necessary and the 18+ rule. */
export function GiveawayHighlights({ compact = false }: { compact?: boolean }) {
  // The running giveaway's own prizes; the seeded KIA prizes when none runs (the page stays readable).
  const running = useCampaigns().giveaway?.prizes;
  const shown = running && running.length > 0 ? running : prizes;
  return (
    <div>
      <ul className={`grid gap-2 ${compact ? "" : "sm:grid-cols-3"}`} aria-label="Prizes">
        {shown.map((p, i) => {
          const Icon = icons[i] ?? Gift;
          return (
            <li key={p.place} className="flex items-center gap-3 rounded-xl bg-brand-50 px-3 py-2">
              <Icon className="h-5 w-5 shrink-0 text-brand-700" />
              <span className="text-sm">
                <span className="block font-bold text-brand-900">{p.place}</span>
                <span className="text-slate-700">{p.prize}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm font-semibold text-brand-800">{giveawayCopy.drawing}</p>
      <p className="mt-1 text-xs text-slate-600">
        {giveawayCopy.noPurchase}. {giveawayCopy.ageRule}.
      </p>
    </div>
  );
}
