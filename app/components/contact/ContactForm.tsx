import { Form } from "@remix-run/react";
import { Send } from "lucide-react";
import { contactFields, contactFormCopy, type ContactFieldName } from "~/content/contact";

export type ContactFormErrors = Partial<Record<ContactFieldName, string>>;

/**
 * The message form: name, email (type email), subject, message. A plain HTML
 * form posted to the route, so it works without JavaScript once the route has
 * its action; `errors` and `values` let that action answer next to each field.
 */
export function ContactForm({ errors = {}, values = {} }: { errors?: ContactFormErrors; values?: Partial<Record<ContactFieldName, string>> }) {
  return (
    <Form method="post" className="space-y-5" aria-labelledby="contact-form-title">
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
      <button type="submit" className="btn-primary">
        <Send className="h-4 w-4" aria-hidden="true" /> {contactFormCopy.submit}
      </button>
    </Form>
  );
}
