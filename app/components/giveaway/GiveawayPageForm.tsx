import { Form, useNavigation } from "@remix-run/react";
import { giveawayCopy, type ToastText } from "~/content/giveaway";
import type { FieldErrors } from "~/lib/giveaway/entry-schema";
import { CheckField, EntryField } from "./EntryField";
import { Honeypot } from "~/components/ui/Honeypot";

export interface GiveawayPageValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  consent: boolean;
}

/**
 * The /kia-giveaway entry form: name, email, phone, address and consent,
 * posted to the page's own action, so it works without JavaScript. Errors
 * sit next to their fields and the spec's message above the form.
 */
export function GiveawayPageForm({
  values,
  errors,
  formError,
}: {
  values: GiveawayPageValues;
  errors: FieldErrors;
  formError?: ToastText;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/kia-giveaway";
  return (
    <Form method="post" action="/kia-giveaway" noValidate className="mt-6 space-y-4" aria-labelledby="entry-title">
      {formError ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">{formError.title}</p>
          {formError.description ? <p className="text-sm">{formError.description}</p> : null}
        </div>
      ) : null}
      <Honeypot />
      <EntryField
        id="page-name"
        label="Full name"
        name="name"
        autoComplete="name"
        required
        defaultValue={values.name}
        error={errors.name}
      />
      <EntryField
        id="page-email"
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        defaultValue={values.email}
        error={errors.email}
      />
      <EntryField
        id="page-phone"
        label="Phone"
        type="tel"
        name="phone"
        autoComplete="tel"
        required
        defaultValue={values.phone}
        error={errors.phone}
      />
      <EntryField
        id="page-address"
        label="Mailing address"
        name="address"
        autoComplete="street-address"
        required
        defaultValue={values.address}
        error={errors.address}
      />
      <CheckField
        id="page-consent"
        name="consent"
        label={giveawayCopy.consentLabel}
        defaultChecked={values.consent}
        error={errors.consent}
      />
      <button type="submit" className="btn-primary w-full" disabled={submitting}>
        {submitting ? giveawayCopy.submitting : giveawayCopy.submit}
      </button>
    </Form>
  );
}
