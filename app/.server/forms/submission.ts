import { data } from "@remix-run/node";
import type { ZodTypeAny, z } from "zod";
import { validateForm, type FormFailure } from "~/lib/forms/result";
import type { ToastMessage } from "~/lib/toast";

/** What an unreadable body (wrong content type, cut off, not a form) is answered with. */
export const UNREADABLE_FORM: ToastMessage = {
  title: "Please check the form",
  description: "We could not read what was sent. Please try again.",
  variant: "destructive",
};

const MAX_ECHOED = 5000;

export type Submission<S extends ZodTypeAny> =
  { ok: true; data: z.infer<S>; form: FormData } | { ok: false; failure: FormFailure; form: FormData };

/** The body as a form, or null when it cannot be read as one. */
export async function readFormData(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** Every text field of a form as one object (a repeated name keeps its first value). */
export function formValues(form: FormData | Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  const entries = form instanceof FormData ? form.entries() : Object.entries(form);
  for (const [name, value] of entries) if (typeof value === "string" && !(name in values)) values[name] = value;
  return values;
}

/** What the visitor typed, to give back with a failure: text fields only, trimmed in length, secrets left out. */
export function echoValues(
  form: FormData | Record<string, unknown>,
  secret: readonly string[] = [],
): Record<string, string> {
  const values = formValues(form);
  for (const name of secret) delete values[name];
  for (const name of Object.keys(values)) values[name] = values[name].slice(0, MAX_ECHOED);
  return values;
}

/**
 * The one way an action reads its form: the body (unreadable → a failure
 * with UNREADABLE_FORM), then the zod schema shared with the browser (→ a
 * message per field). `secret` names fields never echoed back (passwords).
 */
export async function readSubmission<S extends ZodTypeAny>(
  request: Request,
  schema: S,
  options: { secret?: readonly string[]; formError?: ToastMessage; defaults?: Record<string, string> } = {},
): Promise<Submission<S>> {
  const read = await readFormData(request);
  const form = read ?? new FormData();
  if (!read) return { ok: false, form, failure: formFailure(form, { formError: UNREADABLE_FORM }, options.secret) };
  const checked = validateForm(schema, { ...options.defaults, ...formValues(form) });
  if (checked.ok) return { ok: true, data: checked.data, form };
  const failure = formFailure(form, { fieldErrors: checked.fieldErrors, formError: options.formError }, options.secret);
  return { ok: false, form, failure };
}

/** A failure in the one shape, with what was typed. */
export function formFailure(
  form: FormData | Record<string, unknown>,
  errors: { fieldErrors?: Record<string, string>; formError?: ToastMessage },
  secret: readonly string[] = [],
): FormFailure {
  return {
    ok: false,
    fieldErrors: errors.fieldErrors ?? {},
    ...(errors.formError ? { formError: errors.formError } : {}),
    values: echoValues(form, secret),
  };
}

/** Sends a failure with its status (400 unless said), never cached. */
export function replyFailure<F extends FormFailure>(failure: F, status = 400, headers?: HeadersInit) {
  const merged = new Headers(headers);
  merged.set("Cache-Control", "private, no-store");
  return data(failure, { status, headers: merged });
}
