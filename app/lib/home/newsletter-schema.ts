import { z } from "zod";
import { NEWSLETTER_INVALID, newsletterError } from "./newsletter";

/** The home newsletter form for the action: the browser's own check (newsletterError), as a schema. */
export const homeNewsletterSchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    z.string().refine((email) => newsletterError(email) === null, NEWSLETTER_INVALID),
  ),
});
