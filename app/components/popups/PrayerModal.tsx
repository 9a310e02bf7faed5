import { HeartHandshake } from "~/components/ui/icons";
import { CheckField, TextField } from "~/components/ui/FormField";
import { useEntryForm } from "~/components/giveaway/useEntryForm";
import { useCampaigns } from "~/components/layout/useCampaigns";
import { prayerCopy } from "~/content/giveaway";
import type { CloseReason } from "~/lib/popups/scheduler";
import { ModalShell } from "./ModalShell";

/** The cause sign-up (Jamaica prayer support), its title and text from the running cause's record; stored as a giveaway entry with the address "Jamaica Prayer Support". */
export default function PrayerModal({ open, onClose }: { open: boolean; onClose: (how: CloseReason) => void }) {
  const { cause } = useCampaigns();
  const { errors, submitting, onSubmit } = useEntryForm("prayer", () => onClose("completed"));
  if (!cause) return null;
  return (
    <ModalShell
      open={open}
      onOpenChange={(next) => !next && onClose("dismissed")}
      name="prayer"
      title={
        <span className="flex items-center gap-2">
          <HeartHandshake className="h-6 w-6 text-brand-600" /> {cause.title}
        </span>
      }
      description={cause.description}
      closeLabel="Close prayer support"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Prayer support sign-up">
        <TextField
          id="prayer-name"
          label={prayerCopy.fullName}
          name="fullName"
          autoComplete="name"
          error={errors.fullName}
        />
        <TextField
          id="prayer-email"
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          error={errors.email}
        />
        <TextField id="prayer-phone" label="Phone" type="tel" name="phone" autoComplete="tel" error={errors.phone} />
        <CheckField id="prayer-opt-in" name="optIn" label={prayerCopy.optInLabel} error={errors.optIn} />
        <div className="flex gap-3">
          <button type="button" className="btn-secondary" onClick={() => onClose("dismissed")}>
            {prayerCopy.notNow}
          </button>
          <button type="submit" className="btn-primary flex-1" disabled={submitting}>
            {submitting ? "Submitting..." : prayerCopy.submit}
          </button>
        </div>
      </form>
    </ModalShell>
  );
}
