/** Honeypot field on the public giveaway forms: people leave it empty, bots fill it. */
export const HONEYPOT_FIELD = "website";
