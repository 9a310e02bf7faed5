import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { changeSubscription } from "~/.server/account/subscriptions";
import { requireUser } from "~/.server/auth/current-user";
import { readFormData } from "~/.server/forms/submission";
import { redirectWithToast } from "~/.server/toast";
import { STATUS_AFTER, SUBSCRIPTION_MESSAGES } from "~/lib/account/subscription";

/**
 * Pause, resume or cancel a subscription (the account page's plain forms).
 * Only the signed-in shopper's own subscriptions, under their proved email.
 */
const changeSchema = z.object({
  intent: z.enum(["pause", "resume", "cancel"]),
  id: z.string().regex(/^\d{1,30}$/),
});

const DONE = {
  pause: SUBSCRIPTION_MESSAGES.paused,
  resume: SUBSCRIPTION_MESSAGES.resumed,
  cancel: SUBSCRIPTION_MESSAGES.cancelled,
};

export const loader = () => redirect("/account", 303);

const refusal = (message: string, status: number) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
const notFound = (status: number) => refusal(SUBSCRIPTION_MESSAGES.notFound, status);

export async function action({ request, context: { services } }: ActionFunctionArgs) {
  const user = await requireUser(request, services);
  const form = await readFormData(request);
  const parsed = changeSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) return notFound(400);
  const changed = await changeSubscription(services, await services.db(), user, parsed.data.id, parsed.data.intent);
  if (!changed) return notFound(404);
  // A cancelled subscription is final: the store leaves it as it is, and the answer says so.
  if (changed.status !== STATUS_AFTER[parsed.data.intent]) return refusal(SUBSCRIPTION_MESSAGES.cancelledAlready, 409);
  return redirectWithToast("/account", { title: DONE[parsed.data.intent], variant: "success" });
}
