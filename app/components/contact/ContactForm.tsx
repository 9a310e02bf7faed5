import { Form, useNavigation } from "@remix-run/react";
import { Send } from "~/components/ui/icons";
import { Honeypot } from "~/components/ui/Honeypot";
import { contactFields, contactFormCopy, type ContactFieldName } from "~/content/contact";

export type ContactFormErrors = Partial<Record<ContactFieldName, string>>;

/**
 * The message form: name, email (type email), subject, message. A plain HTML
 * form posted to the route, so it works without JavaScript; `errors` and
 * `values` let the action answer next to each field and keep what was typed.
 */
export function ContactForm({
  errors = {},
  values = {},
  formError,
}: {
  errors?: ContactFormErrors;
  values?: Partial<Record<ContactFieldName, string>>;
  formError?: { title: string; description: string };
}) {
  const submitting = useNavigation().state === "submitting";
  return (
    <Form method="post" className="relative space-y-5" aria-labelledby="contact-form-title">
      {formError ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">{formError.title}</p>
          <p className="text-sm">{formError.description}</p>
        </div>
      ) : null}
      <Honeypot />
      {contactFields.map((field) => {
        const id = `contact-${field.name}`;
        const error = errors[field.name];
        const common = {
          id,
          name: field.name,
          autoComplete: field.autoComplete,
          defaultValue: values[field.name],
          className: "input mt-1",
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
        };
        return (
          <div key={field.name}>
            <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
              {field.label}
            </label>
            {field.type === "textarea" ? <textarea {...common} rows={6} /> : <input {...common} type={field.type} />}
            {error ? (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <p className="text-sm text-slate-600">{contactFormCopy.privacyNote}</p>
      <button type="submit" className="btn-primary" disabled={submitting}>
        <Send className="h-4 w-4" /> {submitting ? contactFormCopy.sending : contactFormCopy.submit}
      </button>
    </Form>
  );
}
