import { useState, type FormEvent } from "react";
import { notify } from "~/components/ui/Toasts";
import { validateForm } from "~/lib/forms/result";
import { entryToast, type EntryResponse } from "~/lib/giveaway/entry-response";
import { entrySchema, validationMessage, type EntrySource, type FieldErrors } from "~/lib/giveaway/entry-schema";
import { formFields, postEntry } from "./post-entry";

/**
 * One giveaway form posted with JavaScript: checks it with the shared zod
 * schema (the spec's toast when something is missing), posts it, shows the
 * answer's toast, and calls `onSuccess` after a stored entry.
 */
export function useEntryForm(source: EntrySource, onSuccess: (response: EntryResponse) => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const fields = formFields(form);
    const parsed = validateForm(entrySchema, { ...fields, source });
    if (!parsed.ok) {
      setErrors(parsed.fieldErrors);
      void notify(validationMessage(source, parsed.fieldErrors));
      return;
    }
    setErrors({});
    setSubmitting(true);
    const result = await postEntry(source, fields);
    setSubmitting(false);
    void notify(entryToast(result, source));
    if (result.ok) {
      form.reset();
      onSuccess(result);
    } else setErrors(result.fieldErrors);
  }

  return { errors, submitting, onSubmit };
}
