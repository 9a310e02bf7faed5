import * as Dialog from "@radix-ui/react-dialog";
import { Gift, X } from "~/components/ui/icons";
import { useCampaigns } from "~/components/layout/useCampaigns";
import { giveawayCopy, slideInCopy } from "~/content/giveaway";
import { giveawayWords } from "~/lib/campaigns/giveaway-words";
import type { CloseReason } from "~/lib/popups/scheduler";

/**
 * Mobile slide-in at the bottom of the screen. Non-modal: it neither traps
 * nor takes focus, and the page stays usable; Escape or the close button
 * closes it (storing kiaSlideInDismissed).
 */
export default function GiveawaySlideIn({
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
    <Dialog.Root open={open} modal={false} onOpenChange={(next) => !next && onClose("dismissed")}>
      <Dialog.Portal>
        <Dialog.Content
          data-promotion="slide-in"
          onOpenAutoFocus={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl border-t-4 border-gold-400 bg-white p-4 pb-6 shadow-[0_-8px_30px_rgba(0,0,0,0.2)]"
        >
          <div className="flex items-start gap-3">
            <Gift className="mt-1 h-6 w-6 shrink-0 text-gold-500" />
            <div className="flex-1">
              <Dialog.Title className="text-lg font-extrabold text-brand-900">{words.title}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-700">{words.slideInIntro}</Dialog.Description>
              <p className="mt-1 text-xs text-slate-500">
                {giveawayCopy.noPurchase}. {giveawayCopy.ageRule}.
              </p>
              <button type="button" className="btn-primary mt-3 w-full" onClick={onEnter}>
                {giveawayCopy.enterNow}
              </button>
            </div>
            <Dialog.Close className="btn-ghost -mr-2 -mt-1 px-2" aria-label={slideInCopy.close}>
              <X className="h-5 w-5" />
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
