import { Form, Link } from "@remix-run/react";
import { confirmationPrompt, PROOF_MESSAGES, type ProofPurpose } from "~/lib/account/proof";

export type ConfirmEmailView =
  | { state: "ready"; token: string; email: string; purpose: ProofPurpose }
  | { state: "signed-out" }
  | { state: "other-account" }
  | { state: "invalid" };

/** The page a mailed confirmation link opens: one button that confirms (a POST, so mail scanners confirm nothing). */
export function ConfirmEmail({ view }: { view: ConfirmEmailView }) {
  return (
    <section aria-labelledby="confirm-heading" className="space-y-4">
      <h1 id="confirm-heading" className="text-2xl font-bold text-brand-800">
        {PROOF_MESSAGES.confirmHeading}
      </h1>
      {view.state === "ready" ? (
        <Form method="post" className="space-y-4">
          <p className="text-slate-700">{confirmationPrompt(view.email, view.purpose)}</p>
          <input type="hidden" name="token" value={view.token} />
          <button type="submit" className="btn-primary">
            {PROOF_MESSAGES.confirmButton}
          </button>
        </Form>
      ) : (
        <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {view.state === "signed-out"
            ? PROOF_MESSAGES.loginToConfirm
            : view.state === "other-account"
              ? PROOF_MESSAGES.otherAccount
              : PROOF_MESSAGES.linkInvalid}
        </p>
      )}
      {view.state === "signed-out" || view.state === "other-account" ? (
        <p>
          <Link to="/auth" className="font-semibold text-brand-700 hover:underline">
            Login
          </Link>
        </p>
      ) : (
        <p>
          <Link to="/account" className="font-semibold text-brand-700 hover:underline">
            My Account
          </Link>
        </p>
      )}
    </section>
  );
}
