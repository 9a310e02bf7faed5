import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { authAction, type AuthActionData } from "~/.server/auth/auth-action";
import { getCurrentUser } from "~/.server/auth/current-user";
import { clientIp } from "~/.server/rate-limit";
import { publicOrigin } from "~/.server/http/public-origin";
import { ActionToast } from "~/components/auth/ActionToast";
import { AuthForm } from "~/components/auth/AuthForm";
import { SetPasswordForm } from "~/components/auth/SetPasswordForm";
import { AUTH_MESSAGES, authModeFrom } from "~/lib/auth/messages";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

// Each mode's page is titled for what it does (the tab, a screen reader's first words).
const PAGE_TITLES = { login: "Login", signup: "Sign Up", reset: "Reset Password" } as const;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta({
    title: PAGE_TITLES[data?.mode ?? "login"],
    description: "Login to your BioLife account, create one, or reset your password.",
    path: "/auth",
    siteUrl: siteUrlFrom(matches),
  }),
  { name: "robots", content: "noindex" },
];

export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, context: { services } }: LoaderFunctionArgs) {
  if (await getCurrentUser(request, services)) throw redirect("/");
  const url = new URL(request.url);
  const mode = authModeFrom(url.searchParams.get("mode"));
  const token = mode === "reset" ? (url.searchParams.get("token") ?? "").slice(0, 200) : "";
  const tokenValid = token ? await services.auth.checkResetToken(token) : false;
  return { mode, token: tokenValid ? token : "", tokenInvalid: Boolean(token) && !tokenValid };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return authAction(request, {
    provider: context.services.auth,
    limiter: context.services.limiter,
    ip: clientIp(context),
    siteUrl: publicOrigin(),
  });
}

export default function AuthPage() {
  const { mode, token, tokenInvalid } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as AuthActionData | undefined;
  // The auth rules give one message per submission; it shows under the fields.
  const fieldError = failed ? Object.values(failed.fieldErrors).find(Boolean) : undefined;
  const sameForm = failed && (failed.intent === mode || (failed.intent === "set-password" && mode === "reset"));
  return (
    <main id="main" className="container-page flex justify-center py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <ActionToast toast={failed?.formError} />
        {tokenInvalid ? (
          <p role="alert" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {AUTH_MESSAGES.resetLinkInvalid}
          </p>
        ) : null}
        {token ? (
          <SetPasswordForm token={token} fieldError={sameForm ? fieldError : undefined} />
        ) : (
          <AuthForm
            mode={mode}
            email={sameForm ? (failed?.values.email ?? "") : ""}
            fieldError={sameForm ? fieldError : undefined}
            submission={failed}
          />
        )}
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="text-slate-600 hover:underline">
            Continue shopping
          </Link>
        </p>
      </div>
    </main>
  );
}

export { keepPageAfterRefusedPost as shouldRevalidate } from "~/lib/forms/revalidate";
