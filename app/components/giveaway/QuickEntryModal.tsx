import { ModalShell } from "~/components/popups/ModalShell";
import { useCampaigns } from "~/components/layout/useCampaigns";
import { quickEntryCopy } from "~/content/giveaway";
import type { CloseReason } from "~/lib/popups/scheduler";
import { CheckField, TextField } from "~/components/ui/FormField";
import { GiveawayHighlights } from "./GiveawayHighlights";
import { useEntryForm } from "./useEntryForm";

/** The timed giveaway pop-up: a quick entry with email and phone (name and address are stored empty). */
export default function QuickEntryModal({ open, onClose }: { open: boolean; onClose: (how: CloseReason) => void }) {
  const { giveaway } = useCampaigns();
  const { errors, submitting, onSubmit } = useEntryForm("quick", () => onClose("completed"));
  if (!giveaway) return null;
  return (
    <ModalShell
      open={open}
      onOpenChange={(next) => !next && onClose("dismissed")}
      name="quick-entry"
      title={`Quick Entry: ${giveaway.title}`}
      description={quickEntryCopy.intro}
      closeLabel="Close quick entry"
    >
      <GiveawayHighlights giveaway={giveaway} compact />
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-label="Quick giveaway entry">
        <TextField id="quick-email" label="Email" type="email" name="email" autoComplete="email" error={errors.email} />
        <TextField id="quick-phone" label="Phone" type="tel" name="phone" autoComplete="tel" error={errors.phone} />
        <CheckField
          id="quick-agreement"
          name="agreement"
          label={quickEntryCopy.agreementLabel}
          error={errors.agreement}
        />
        <div className="flex gap-3">
          <button type="button" className="btn-ghost" onClick={() => onClose("dismissed")}>
            {quickEntryCopy.close}
          </button>
          <button type="submit" className="btn-primary flex-1" disabled={submitting}>
            {submitting ? "Submitting..." : quickEntryCopy.submit}
          </button>
        </div>
      </form>
    </ModalShell>
  );
}
