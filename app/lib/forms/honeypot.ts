/** Honeypot field on public forms (giveaway, contact): people leave it empty, bots fill it. */
export const HONEYPOT_FIELD = "website";

/** True when a submission filled the honeypot (treat it as a bot: answer as if fine, keep nothing). */
export function honeypotFilled(values: Record<string, unknown> | FormData): boolean {
  const value = values instanceof FormData ? values.get(HONEYPOT_FIELD) : values[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}
