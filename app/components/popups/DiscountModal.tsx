import { useEffect, useRef, useState, type FormEvent } from "react";
import { TextField } from "~/components/ui/FormField";
import { notify } from "~/components/ui/Toasts";
import { discountCopy, fieldMessages, giveawayMessages } from "~/content/giveaway";
import type { CloseReason } from "~/lib/popups/scheduler";
import { useCampaigns } from "~/components/layout/useCampaigns";
import { ModalShell } from "./ModalShell";

/** SPEC §7: the discount form makes no call; it confirms after a simulated one-second delay. */
export const DISCOUNT_CONFIRM_DELAY_MS = 1000;

/** Exit-intent discount modal: the running offer (10% off the first order, seeded) for an email address. */
export default function DiscountModal({ open, onClose }: { open: boolean; onClose: (how: CloseReason) => void }) {
  const { offer } = useCampaigns();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!email) {
      setError(fieldMessages.email);
      return;
    }
    setError(undefined);
    setSubmitting(true);
    timer.current = window.setTimeout(() => {
      setSubmitting(false);
      void notify(giveawayMessages.discountSuccess);
      onClose("completed");
    }, DISCOUNT_CONFIRM_DELAY_MS);
  };

  // Shown only while an offer runs (the scheduler asks the same): its title, percent and code come from the offer.
  if (!offer) return null;
  return (
    <ModalShell
      open={open}
      onOpenChange={(next) => !next && onClose("dismissed")}
      name="discount"
      title={offer.title}
      description={discountCopy.intro(offer.percent)}
      closeLabel="Close discount offer"
    >
      <p className="mb-4 text-sm text-slate-700">
        Your code: <strong data-testid="discount-code">{offer.code}</strong>, to enter at checkout.
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="First-order discount">
        <TextField id="discount-email" label="Email" type="email" name="email" autoComplete="email" error={error} />
        <div className="flex gap-3">
          <button type="button" className="btn-ghost" onClick={() => onClose("dismissed")}>
            {discountCopy.close}
          </button>
          <button type="submit" className="btn-primary flex-1" disabled={submitting}>
            {submitting ? "Submitting..." : discountCopy.submit(offer.percent)}
          </button>
        </div>
      </form>
    </ModalShell>
  );
}
