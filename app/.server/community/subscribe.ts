import type { Kysely } from "kysely";
import { anonymous, asUser } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import type { SendMail } from "~/.server/functions/function-response";
import { communityCopy } from "~/content/community";
import {
  NEWSLETTER_FAILED,
  NEWSLETTER_TOO_MANY,
  NEWSLETTER_WELCOME,
  newsletterSchema,
  type SubscribeResult,
} from "~/lib/community/newsletter";
import { formFailure, formValues } from "~/.server/forms/submission";
import { validateForm } from "~/lib/forms/result";
import type { ToastMessage } from "~/lib/toast";

export interface SubscribeDeps {
  db: () => Promise<Kysely<Database>>;
  allow: (clientKey: string) => Promise<boolean>;
  sendMail: SendMail;
  /** The discount offer running now, if any. */
  offer: () => Promise<{ code: string; percent: number } | null>;
  log?: Pick<Console, "error">;
}

/** The welcome mail; it names a discount code only when a discount offer runs (the store knows that code). */
export function welcomeMail(email: string, offer: { code: string; percent: number } | null) {
  const { subject } = communityCopy.welcomeMail;
  return {
    to: email,
    subject,
    text: [
      "Welcome to the BioLife community!",
      "",
      ...(offer ? [`Here is your ${offer.percent}% first-order discount code: ${offer.code}`, ""] : []),
      "We'll keep you posted on free screenings, workshops and support groups in New York, New Jersey, Connecticut, South Florida and Georgia, plus health tips from our team.",
      "",
      "The BioLife team",
    ].join("\n"),
  };
}

/**
 * Stay Connected: validates the address, limits sign-ups per client, stores
 * the subscriber once (a repeat is welcomed without a second row or mail) and
 * mails the welcome with the discount code.
 */
export async function subscribe(
  form: FormData,
  clientKey: string,
  deps: SubscribeDeps,
): Promise<{ status: number; body: SubscribeResult }> {
  const fail = (status: number, errors: { fieldErrors?: Record<string, string>; formError?: ToastMessage }) => ({
    status,
    body: { intent: "subscribe" as const, ...formFailure(form, errors) },
  });
  const parsed = validateForm(newsletterSchema, formValues(form));
  if (!parsed.ok) return fail(400, { fieldErrors: parsed.fieldErrors });
  const { email } = parsed.data;
  if (!(await deps.allow(clientKey)))
    return fail(429, { formError: { title: NEWSLETTER_TOO_MANY, variant: "destructive" } });
  let created: boolean;
  try {
    const db = await deps.db();
    // RLS lets visitors add, never read, subscribers: a repeat shows as a unique violation.
    created = await asUser(db, anonymous, async (trx) => {
      await trx.insertInto("newsletter_subscribers").values({ email, source: "community" }).execute();
      return true;
    }).catch((error: { code?: string }) => {
      if (error?.code === "23505") return false;
      throw error;
    });
  } catch (error) {
    (deps.log ?? console).error(`newsletter: saving ${email} failed: ${(error as Error).message}`);
    return fail(503, { formError: { title: NEWSLETTER_FAILED, variant: "destructive" } });
  }
  if (created) {
    await Promise.resolve(deps.sendMail(welcomeMail(email, await deps.offer().catch(() => null)))).catch(
      (error: Error) => (deps.log ?? console).error(`newsletter: welcome mail to ${email} failed: ${error.message}`),
    );
  }
  return {
    status: 200,
    body: { intent: "subscribe", ok: true, toast: { ...NEWSLETTER_WELCOME, variant: "success" } },
  };
}
