import { useRef, useState, type FormEvent } from "react";
import { notify } from "~/components/ui/Toasts";
import { useCampaigns } from "~/components/layout/useCampaigns";
import { ModalShell } from "~/components/popups/ModalShell";
import { localFlags } from "~/components/popups/browser-environment";
import { giveawayCopy, giveawayMessages } from "~/content/giveaway";
import { giveawayWords } from "~/lib/campaigns/giveaway-words";
import { dialogStep1Schema, dialogStep2Schema, validationMessage, type FieldErrors } from "~/lib/giveaway/entry-schema";
import { validateForm } from "~/lib/forms/result";
import { entryToast } from "~/lib/giveaway/entry-response";
import { recordGiveawayCompleted } from "~/lib/popups/scheduler";
import { CheckField, TextAreaField, TextField } from "~/components/ui/FormField";
import { GiveawayHighlights } from "./GiveawayHighlights";
import { postEntry } from "./post-entry";

interface Values {
  email: string;
  phone: string;
  consent: boolean;
  name: string;
  address: string;
  marketingOptIn: boolean;
}

const empty: Values = { email: "", phone: "", consent: false, name: "", address: "", marketingOptIn: false };

const STEP1_FIELDS = new Set(["email", "phone", "consent"]);

const fieldsOf = (v: Values): Record<string, string> => ({
  email: v.email,
  phone: v.phone,
  name: v.name,
  address: v.address,
  ...(v.consent ? { consent: "on" } : {}),
  ...(v.marketingOptIn ? { marketingOptIn: "on" } : {}),
});

/**
 * The "Win a 2025 KIA!" dialog (footer, giveaway pop-ups): step 1 email,
 * phone and consent; step 2 name, address and optional marketing consent.
 * What the shopper typed survives closing the dialog; success marks the
 * giveaway completed, resets the form and closes.
 */
export default function GiveawayDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { giveaway } = useCampaigns();
  const [step, setStep] = useState<1 | 2>(1);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const stepHeading = useRef<HTMLParagraphElement>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const goTo = (next: 1 | 2) => {
    setStep(next);
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  const continueToStep2 = (event: FormEvent) => {
    event.preventDefault();
    const parsed = validateForm(dialogStep1Schema, fieldsOf(values));
    if (!parsed.ok) {
      setErrors(parsed.fieldErrors);
      void notify(validationMessage("dialog", parsed.fieldErrors));
      return;
    }
    setErrors({});
    goTo(2);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = validateForm(dialogStep2Schema, fieldsOf(values));
    if (!parsed.ok) {
      setErrors(parsed.fieldErrors);
      void notify(giveawayMessages.dialogStep2Required);
      return;
    }
    setSubmitting(true);
    const result = await postEntry("dialog", fieldsOf(values));
    setSubmitting(false);
    void notify(entryToast(result, "dialog"));
    if (result.ok) {
      recordGiveawayCompleted({ local: localFlags });
      setValues(empty);
      setErrors({});
      setStep(1);
      onOpenChange(false);
      return;
    }
    setErrors(result.fieldErrors);
    if (Object.keys(result.fieldErrors).some((k) => STEP1_FIELDS.has(k))) goTo(1);
  };

  // Opened only while a giveaway runs (its trigger shows then); every word comes from that giveaway's record.
  if (!giveaway) return null;
  const words = giveawayWords(giveaway);
  return (
    <ModalShell
      open={open}
      onOpenChange={onOpenChange}
      name="giveaway"
      title={words.title}
      description={words.intro}
      closeLabel="Close giveaway"
      wide
    >
      <GiveawayHighlights giveaway={giveaway} />
      <div className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-full bg-gold-400 transition-all" style={{ width: step === 1 ? "50%" : "100%" }} />
      </div>
      <p ref={stepHeading} tabIndex={-1} className="mt-3 text-sm font-bold text-brand-800 focus:outline-none">
        {step === 1 ? giveawayCopy.step1Label : giveawayCopy.step2Label}
      </p>
      {step === 1 ? (
        <form noValidate onSubmit={continueToStep2} className="mt-3 space-y-4" aria-label="Giveaway entry, step 1">
          <TextField
            id="giveaway-email"
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set("email", e.target.value)}
            error={errors.email}
          />
          <TextField
            id="giveaway-phone"
            label="Phone"
            type="tel"
            name="phone"
            autoComplete="tel"
            value={values.phone}
            onChange={(e) => set("phone", e.target.value)}
            error={errors.phone}
          />
          <CheckField
            id="giveaway-consent"
            name="consent"
            label={giveawayCopy.consentLabel}
            checked={values.consent}
            onChange={(e) => set("consent", e.target.checked)}
            error={errors.consent}
          />
          <button type="submit" className="btn-primary w-full">
            {giveawayCopy.continue}
          </button>
        </form>
      ) : (
        <form noValidate onSubmit={submit} className="mt-3 space-y-4" aria-label="Giveaway entry, step 2">
          <TextField
            id="giveaway-name"
            label="Full name"
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(e) => set("name", e.target.value)}
            error={errors.name}
          />
          <TextAreaField
            id="giveaway-address"
            label="Mailing address"
            name="address"
            autoComplete="street-address"
            rows={2}
            value={values.address}
            onChange={(e) => set("address", e.target.value)}
            error={errors.address}
          />
          <CheckField
            id="giveaway-marketing"
            name="marketingOptIn"
            label={giveawayCopy.marketingLabel}
            checked={values.marketingOptIn}
            onChange={(e) => set("marketingOptIn", e.target.checked)}
          />
          <div className="flex gap-3">
            <button type="button" className="btn-secondary" onClick={() => goTo(1)} disabled={submitting}>
              {giveawayCopy.back}
            </button>
            <button type="submit" className="btn-primary flex-1" disabled={submitting}>
              {submitting ? giveawayCopy.submitting : giveawayCopy.submit}
            </button>
          </div>
        </form>
      )}
      <p className="mt-4 text-xs text-slate-500">{words.rules}</p>
    </ModalShell>
  );
}
