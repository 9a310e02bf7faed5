import type { ZodTypeAny, z } from "zod";
import type { ToastMessage } from "~/lib/toast";

/**
 * The one shape every form action answers a failed submission with, with and
 * without JavaScript: a message per field, one message for the whole form,
 * and what the visitor typed (never a password) so nothing is lost.
 */
export interface FormFailure<Field extends string = string> {
  ok: false;
  fieldErrors: Partial<Record<Field, string>>;
  formError?: ToastMessage;
  values: Partial<Record<Field, string>>;
}

export type Validation<S extends ZodTypeAny> =
  { ok: true; data: z.infer<S> } | { ok: false; fieldErrors: Record<string, string> };

/** Runs a form's zod schema (the same in the browser and on the server); the first message per field. */
export function validateForm<S extends ZodTypeAny>(schema: S, input: unknown): Validation<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "")] ??= issue.message;
  return { ok: false, fieldErrors };
}

/** The first message of a failure: a field's, else the form's. For forms that show one message at a time. */
export function firstError(failure: Pick<FormFailure, "fieldErrors" | "formError"> | undefined): string | undefined {
  if (!failure) return undefined;
  const field = Object.values(failure.fieldErrors).find(Boolean);
  return field ?? failure.formError?.description ?? failure.formError?.title;
}
