/** SPEC §5: the one message for an email address that will not do (newsletter, sign-up, contact, account link). */
export const INVALID_EMAIL = "Please enter a valid email address";
