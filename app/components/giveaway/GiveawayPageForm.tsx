import { Form, useNavigation } from "@remix-run/react";
import { giveawayCopy } from "~/content/giveaway";
import type { FormFailure } from "~/lib/forms/result";
import { FormAlert } from "~/components/ui/FormAlert";
import { CheckField, TextAreaField, TextField } from "~/components/ui/FormField";
import { Honeypot } from "~/components/ui/Honeypot";
import { formTools } from "~/lib/webmcp/form-tools";

/**
 * The /kia-giveaway entry form: name, email, phone, address and consent,
 * posted to the page's own action, so it works without JavaScript. Errors
 * sit next to their fields and the spec's message above the form.
 */
export function GiveawayPageForm({ failure }: { failure: FormFailure }) {
  const { fieldErrors: errors, values } = failure;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/kia-giveaway";
  return (
    <Form
      method="post"
      action="/kia-giveaway"
      noValidate
      className="mt-6 space-y-4"
      aria-labelledby="entry-title"
      {...formTools.giveaway}
    >
      <FormAlert message={failure.formError} />
      <Honeypot />
      <TextField
        id="page-name"
        label="Full name"
        name="name"
        autoComplete="name"
        required
        defaultValue={values.name}
        error={errors.name}
      />
      <TextField
        id="page-email"
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        defaultValue={values.email}
        error={errors.email}
      />
      <TextField
        id="page-phone"
        label="Phone"
        type="tel"
        name="phone"
        autoComplete="tel"
        required
        defaultValue={values.phone}
        error={errors.phone}
      />
      <TextAreaField
        id="page-address"
        label="Mailing address"
        name="address"
        autoComplete="street-address"
        rows={2}
        required
        defaultValue={values.address}
        error={errors.address}
      />
      <CheckField
        id="page-consent"
        name="consent"
        label={giveawayCopy.consentLabel}
        defaultChecked={values.consent === "on"}
        error={errors.consent}
      />
      <button type="submit" className="btn-primary w-full" disabled={submitting}>
        {submitting ? giveawayCopy.submitting : giveawayCopy.submit}
      </button>
    </Form>
  );
}
