/**
 * The spec's simple address check for the voice send_email command: text without blanks or "@", "@", text, a dot,
 * text (`^[^\s@]+@[^\s@]+\.[^\s@]+$`). The lookahead first checks the whole shape without the dot, in one pass: on
 * its own the pattern retried every dot of a domain followed by a blank, quadratic time (562 ms for 32 KB, and the
 * API's schemas ran it before their length check). The text it accepts is the same.
 */
export const EMAIL_PATTERN = /^(?=[^\s@]+@[^\s@]+$)[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (email: unknown): email is string =>
  typeof email === "string" && EMAIL_PATTERN.test(email.trim());
