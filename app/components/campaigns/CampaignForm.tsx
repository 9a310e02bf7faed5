import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/lib/react/hydrated";
import { FormAlert } from "~/components/ui/FormAlert";
import { errorProps, FieldError, TextAreaField, TextField } from "~/components/ui/FormField";
import { CAMPAIGN_KIND_LABELS, CAMPAIGN_KINDS, type CampaignKind } from "~/lib/campaigns/active";
import type { FormFailure } from "~/lib/forms/result";

const when = (label: string) => `${label} (US Eastern time)`;

/**
 * Create or edit a campaign: one plain form (the fields a kind does not use
 * are ignored by the action, and hidden once scripts run).
 */
export function CampaignForm({ values, failure }: { values: Record<string, string>; failure?: FormFailure }) {
  const shown = failure?.values ?? values;
  const errors = failure?.fieldErrors ?? {};
  const [kind, setKind] = useState<CampaignKind>((shown.kind as CampaignKind) || "giveaway");
  // A kind chosen before the scripts started (they start after the load event: decision 0030) is kept:
  // hydration leaves the select as the admin set it, and the state takes it before the next render.
  const kindSelect = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const chosen = kindSelect.current?.value as CampaignKind | undefined;
    if (chosen && CAMPAIGN_KINDS.includes(chosen)) setKind(chosen);
  }, []);
  const busy = useNavigation().state !== "idle";
  // Without scripts every field shows: the kind may change without a new render.
  const hydrated = useHydrated();
  const only = (kinds: CampaignKind[]) => ({ hidden: hydrated && !kinds.includes(kind) });
  return (
    <Form method="post" className="space-y-4" noValidate aria-labelledby="campaign-form-title">
      <FormAlert message={failure?.formError} />
      <input type="hidden" name="intent" value="save" />
      {shown.id ? <input type="hidden" name="id" value={shown.id} /> : null}
      <div>
        <label htmlFor="campaign-kind" className="block text-sm font-semibold text-slate-800">
          Kind
        </label>
        <select
          ref={kindSelect}
          id="campaign-kind"
          name="kind"
          className="input mt-1"
          value={kind}
          onChange={(event) => setKind(event.target.value as CampaignKind)}
          {...errorProps("campaign-kind", errors.kind)}
        >
          {CAMPAIGN_KINDS.map((value) => (
            <option key={value} value={value}>
              {CAMPAIGN_KIND_LABELS[value]}
            </option>
          ))}
        </select>
        <FieldError id="campaign-kind" error={errors.kind} />
      </div>
      <TextField id="campaign-title" name="title" label="Title" defaultValue={shown.title} error={errors.title} />
      <TextAreaField
        id="campaign-description"
        name="description"
        label="Description"
        rows={3}
        defaultValue={shown.description}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="campaign-starts"
          name="startsAt"
          type="datetime-local"
          label={when("Starts")}
          defaultValue={shown.startsAt}
          error={errors.startsAt}
        />
        <TextField
          id="campaign-ends"
          name="endsAt"
          type="datetime-local"
          label={when("Ends (empty: until ended)")}
          defaultValue={shown.endsAt}
          error={errors.endsAt}
        />
      </div>
      <fieldset className="space-y-4" {...only(["giveaway"])}>
        <legend className="text-sm font-bold text-brand-900">Giveaway</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="campaign-popups-end"
            name="popupsEndAt"
            type="datetime-local"
            label={when("Pop-ups stop (empty: at the end)")}
            defaultValue={shown.popupsEndAt}
            error={errors.popupsEndAt}
          />
          <TextField
            id="campaign-drawing"
            name="drawingAt"
            type="datetime-local"
            label={when("Drawing")}
            defaultValue={shown.drawingAt}
            error={errors.drawingAt}
          />
        </div>
        <TextAreaField
          id="campaign-prizes"
          name="prizes"
          label='Prizes, one per line as "Place: Prize"'
          rows={3}
          defaultValue={shown.prizes}
          error={errors.prizes}
        />
        <TextAreaField
          id="campaign-rules"
          name="rules"
          label="Official rules (empty: the standard rules with this drawing date)"
          rows={4}
          defaultValue={shown.rules}
          error={errors.rules}
        />
        <TextField
          id="campaign-success"
          name="successMessage"
          label="Success message (giveaway page) (empty: one naming the drawing date)"
          defaultValue={shown.successMessage}
          error={errors.successMessage}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2" {...only(["discount_offer"])}>
        <legend className="text-sm font-bold text-brand-900">Discount offer</legend>
        <TextField
          id="campaign-code"
          name="discountCode"
          label="Discount code"
          autoCapitalize="characters"
          defaultValue={shown.discountCode}
          error={errors.discountCode}
        />
        <TextField
          id="campaign-percent"
          name="discountPercent"
          label="Percent off"
          inputMode="numeric"
          defaultValue={shown.discountPercent}
          error={errors.discountPercent}
        />
      </fieldset>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving..." : "Save Campaign"}
        </button>
        <Link to="/account?tab=campaigns" className="btn-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
