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

export function validateAuthFields(intent: Intent, fields: AuthFields): string | null {
  const { email, password, confirmPassword } = fields;
  if (intent === "reset") {
    if (!email) return AUTH_MESSAGES.enterEmail;
    return emailShape.safeParse(email).success ? null : AUTH_MESSAGES.invalidEmail;
  }
  if (intent === "set-password") {
    if (!password || !confirmPassword) return AUTH_MESSAGES.fillAllFields;
    if (password !== confirmPassword) return AUTH_MESSAGES.passwordsDoNotMatch;
    return password.length < PASSWORD_MIN_LENGTH ? AUTH_MESSAGES.passwordTooShort : null;
  }
  if (!email || !password || (intent === "signup" && !confirmPassword)) return AUTH_MESSAGES.fillAllFields;
  if (intent === "signup" && password !== confirmPassword) return AUTH_MESSAGES.passwordsDoNotMatch;
  if (intent === "signup" && password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (intent === "signup" && !emailShape.safeParse(email).success) return AUTH_MESSAGES.invalidEmail;
  return null;
}
