import { z } from "zod";
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from "./messages";

/**
 * The auth forms' rules in the spec's order: every field present, then (sign
 * up) the passwords match, then the length. One message per submission.
 */
export type Intent = "login" | "signup" | "reset" | "set-password";

export interface AuthFields {
  email: string;
  password: string;
  confirmPassword: string;
}

const emailShape = z.string().email();

type AuthField = keyof AuthFields;
const problem = (field: AuthField, message: string) => ({ field, message });
const firstEmpty = (fields: AuthFields, names: AuthField[]) => names.find((name) => !fields[name]) ?? names[0];

/** The one message a submission gets, and the field it concerns. */
export function validateAuthFields(intent: Intent, fields: AuthFields): { field: AuthField; message: string } | null {
  const { email, password, confirmPassword } = fields;
  if (intent === "reset") {
    if (!email) return problem("email", AUTH_MESSAGES.enterEmail);
    return emailShape.safeParse(email).success ? null : problem("email", AUTH_MESSAGES.invalidEmail);
  }
  if (intent === "set-password") {
    if (!password || !confirmPassword)
      return problem(firstEmpty(fields, ["password", "confirmPassword"]), AUTH_MESSAGES.fillAllFields);
    if (password !== confirmPassword) return problem("confirmPassword", AUTH_MESSAGES.passwordsDoNotMatch);
    return password.length < PASSWORD_MIN_LENGTH ? problem("password", AUTH_MESSAGES.passwordTooShort) : null;
  }
  const required: AuthField[] = intent === "signup" ? ["email", "password", "confirmPassword"] : ["email", "password"];
  if (required.some((name) => !fields[name])) return problem(firstEmpty(fields, required), AUTH_MESSAGES.fillAllFields);
  if (intent === "signup" && password !== confirmPassword)
    return problem("confirmPassword", AUTH_MESSAGES.passwordsDoNotMatch);
  if (intent === "signup" && password.length < PASSWORD_MIN_LENGTH)
    return problem("password", AUTH_MESSAGES.passwordTooShort);
  if (intent === "signup" && !emailShape.safeParse(email).success) return problem("email", AUTH_MESSAGES.invalidEmail);
  return null;
}

const INTENTS = ["login", "signup", "reset", "set-password"] as const satisfies readonly Intent[];
/** The intent a posted form names; anything else is a login. */
export const authIntentOf = (form: FormData): Intent =>
  INTENTS.find((intent) => intent === form.get("intent")) ?? "login";

const text = (max: number) => z.preprocess((v) => (typeof v === "string" ? v.slice(0, max) : ""), z.string());

/** The /auth forms as one schema: an unknown intent is a login; the rules above give the one message. */
export const authSchema = z
  .object({
    intent: z.preprocess((v) => (INTENTS.includes(v as Intent) ? v : "login"), z.enum(INTENTS)),
    // U+0000 is never part of an address, and PostgreSQL refuses it in a look-up (a login answered 503).
    email: z.preprocess(
      (v) => (typeof v === "string" ? v.replaceAll("\u0000", "").slice(0, 320).trim() : ""),
      z.string(),
    ),
    password: text(200),
    confirmPassword: text(200),
    token: text(200),
  })
  .superRefine((fields, ctx) => {
    const invalid = validateAuthFields(fields.intent, fields);
    if (invalid) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [invalid.field], message: invalid.message });
  });

/** Fields never sent back to the browser. */
export const AUTH_SECRETS = ["password", "confirmPassword", "token"] as const;
