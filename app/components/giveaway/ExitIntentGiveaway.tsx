import { ModalShell } from "~/components/popups/ModalShell";
import { useCampaigns } from "~/components/layout/useCampaigns";
import { exitIntentCopy, giveawayCopy } from "~/content/giveaway";
import { giveawayWords } from "~/lib/campaigns/giveaway-words";
import type { CloseReason } from "~/lib/popups/scheduler";
import { GiveawayHighlights } from "./GiveawayHighlights";

/** Desktop exit-intent pop-up: a reminder of the giveaway whose button opens the entry dialog. */
export default function ExitIntentGiveaway({
  open,
  onClose,
  onEnter,
}: {
  open: boolean;
  onClose: (how: CloseReason) => void;
  onEnter: () => void;
}) {
  const { giveaway } = useCampaigns();
  if (!giveaway) return null;
  const words = giveawayWords(giveaway);
  return (
    <ModalShell
      open={open}
      onOpenChange={(next) => !next && onClose("dismissed")}
      name="exit-giveaway"
      title={exitIntentCopy.title}
      description={words.exitIntro}
      closeLabel="Close giveaway reminder"
    >
      <p className="text-lg font-bold text-brand-800">{words.title}</p>
      <div className="mt-3">
        <GiveawayHighlights giveaway={giveaway} compact />
      </div>
      <div className="mt-5 flex gap-3">
        <button type="button" className="btn-ghost" onClick={() => onClose("dismissed")}>
          {giveawayCopy.maybeLater}
        </button>
        <button type="button" className="btn-primary flex-1" onClick={onEnter}>
          {giveawayCopy.enterNow}
        </button>
      </div>
    </ModalShell>
  );
}
