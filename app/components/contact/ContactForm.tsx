import { Form, useNavigation } from "@remix-run/react";
import { Send } from "~/components/ui/icons";
import { FormAlert } from "~/components/ui/FormAlert";
import { TextAreaField, TextField } from "~/components/ui/FormField";
import { Honeypot } from "~/components/ui/Honeypot";
import { contactFields, contactFormCopy } from "~/content/contact";
import type { FormFailure } from "~/lib/forms/result";
import { formTools } from "~/lib/webmcp/form-tools";

/**
 * The message form: name, email (type email), subject, message. A plain HTML
 * form posted to the route, so it works without JavaScript; a failure puts
 * its messages next to each field and keeps what was typed.
 */
export function ContactForm({ failure }: { failure?: FormFailure }) {
  const submitting = useNavigation().state === "submitting";
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values ?? {};
  return (
    <Form method="post" className="relative space-y-5" aria-labelledby="contact-form-title" {...formTools.contact}>
      <FormAlert message={failure?.formError} />
      <Honeypot />
      {contactFields.map((field) => {
        const common = {
          id: `contact-${field.name}`,
          label: field.label,
          name: field.name,
          autoComplete: field.autoComplete,
          defaultValue: values[field.name],
          error: errors[field.name],
        };
        return field.type === "textarea" ? (
          <TextAreaField key={field.name} {...common} rows={6} />
        ) : (
          <TextField key={field.name} {...common} type={field.type} />
        );
      })}
      <p className="text-sm text-slate-600">{contactFormCopy.privacyNote}</p>
      <button type="submit" className="btn-primary" disabled={submitting}>
        <Send className="h-4 w-4" /> {submitting ? contactFormCopy.sending : contactFormCopy.submit}
      </button>
    </Form>
  );
}
