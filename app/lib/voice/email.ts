/** The spec's simple address check for the voice send_email command. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (email: unknown): email is string =>
  typeof email === "string" && EMAIL_PATTERN.test(email.trim());
