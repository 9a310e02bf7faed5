import { Car, Gift, Plane } from "~/components/ui/icons";
import { giveawayCopy } from "~/content/giveaway";
import type { GiveawayRecord } from "~/lib/campaigns/active";
import { giveawayWords } from "~/lib/campaigns/giveaway-words";

const icons = [Car, Plane, Gift];

/** The giveaway's prizes and drawing date (from its record), no purchase necessary and the 18+ rule. */
export function GiveawayHighlights({ giveaway, compact = false }: { giveaway: GiveawayRecord; compact?: boolean }) {
  const words = giveawayWords(giveaway);
  return (
    <div>
      <ul className={`grid gap-2 ${compact ? "" : "sm:grid-cols-3"}`} aria-label="Prizes">
        {words.prizes.map((p, i) => {
          const Icon = icons[i] ?? Gift;
          return (
            <li key={`${i}-${p.place}`} className="flex items-center gap-3 rounded-xl bg-brand-50 px-3 py-2">
              <Icon className="h-5 w-5 shrink-0 text-brand-700" />
              <span className="text-sm">
                <span className="block font-bold text-brand-900">{p.place}</span>
                <span className="text-slate-700">{p.prize}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm font-semibold text-brand-800">{words.drawing}</p>
      <p className="mt-1 text-xs text-slate-600">
        {giveawayCopy.noPurchase}. {giveawayCopy.ageRule}.
      </p>
    </div>
  );
}
