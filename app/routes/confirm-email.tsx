import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getCurrentUser, requireUser } from "~/.server/auth/current-user";
import { confirmEmail, findConfirmation } from "~/.server/auth/email-proof";
import { readSubmission } from "~/.server/forms/submission";
import { redirectWithToast } from "~/.server/toast";
import { ConfirmEmail, type ConfirmEmailView } from "~/components/account/ConfirmEmail";
import { ACCOUNT_MESSAGES } from "~/lib/account/order";
import { confirmEmailSchema, PROOF_MESSAGES } from "~/lib/account/proof";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Confirm Email",
    description: "Confirm your email address for your BioLife account.",
    path: "/confirm-email",
    siteUrl: siteUrlFrom(matches),
  }),
  { name: "robots", content: "noindex" },
];

const NO_STORE = { "Cache-Control": "private, no-store" };
export const headers = () => NO_STORE;

/** GET /confirm-email?token=: what the mailed link confirms, for the account it was sent for. */
export async function loader({ request, context: { services } }: LoaderFunctionArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  const user = await getCurrentUser(request, services);
  let view: ConfirmEmailView;
  if (!user) view = { state: "signed-out" };
  else {
    const found = await findConfirmation({ db: await services.db() }, token);
    if (!found) view = { state: "invalid" };
    else if (found.userId !== user.id) view = { state: "other-account" };
    else view = { state: "ready", token, email: found.email, purpose: found.purpose };
  }
  const status = view.state === "ready" || view.state === "signed-out" ? 200 : view.state === "invalid" ? 410 : 403;
  return data(view, { status, headers: NO_STORE });
}

/** POST: uses the token for the signed-in account, then shows the account page. */
export async function action({ request, context: { services } }: ActionFunctionArgs) {
  const user = await requireUser(request, services);
  const submission = await readSubmission(request, confirmEmailSchema);
  const token = submission.ok ? submission.data.token : "";
  const result = await confirmEmail({ db: await services.db() }, token, user.id);
  if (result.ok) {
    const title = result.confirmation.purpose === "link" ? ACCOUNT_MESSAGES.linked : PROOF_MESSAGES.emailConfirmed;
    return redirectWithToast("/account", { title, variant: "success" });
  }
  const view: ConfirmEmailView = { state: result.reason === "other_account" ? "other-account" : "invalid" };
  return data(view, { status: result.reason === "other_account" ? 403 : 410, headers: NO_STORE });
}

export default function ConfirmEmailPage() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  return (
    <main id="main" className="container-page flex justify-center py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <ConfirmEmail view={answered ?? loaded} />
      </div>
    </main>
  );
}

export { keepPageAfterRefusedPost as shouldRevalidate } from "~/lib/forms/revalidate";
