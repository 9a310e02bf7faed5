import { Form } from "@remix-run/react";
import { FieldError, errorProps } from "~/components/ui/FormField";
import { PROOF_MESSAGES } from "~/lib/account/proof";
import type { FormFailure } from "~/lib/forms/result";

export function AccountInfo({
  email,
  canSendConfirmation,
  link,
  failure,
}: {
  email: string;
  /** The account's email is not confirmed yet and the shop can mail it a link (built-in accounts). */
  canSendConfirmation: boolean;
  link: { email: string; confirmed: boolean } | null;
  failure?: FormFailure;
}) {
  const linkError = failure?.fieldErrors.email;
  return (
    <section aria-labelledby="account-heading" className="space-y-6">
      {failure?.formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          <strong>{failure.formError.title}</strong> {failure.formError.description}
        </p>
      ) : null}
      <div className="rounded-xl border border-slate-200 p-6">
        <h2 id="account-heading" className="text-xl font-bold text-brand-800">
          Account Information
        </h2>
        <p className="mt-2 text-slate-700">
          Email: <span data-testid="account-email">{email}</span>
        </p>
        {canSendConfirmation ? (
          <Form method="post" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p data-testid="account-unconfirmed">{PROOF_MESSAGES.accountUnconfirmed}</p>
            <input type="hidden" name="intent" value="send-confirmation" />
            <button type="submit" className="mt-2 font-semibold underline">
              {PROOF_MESSAGES.sendConfirmation}
            </button>
          </Form>
        ) : null}
        <Form method="post" action="/logout" className="mt-4">
          <button type="submit" className="btn-ghost border border-slate-300 px-4 py-2">
            Sign Out
          </button>
        </Form>
      </div>
      <div className="rounded-xl border border-slate-200 p-6">
        {link ? (
          <p className="text-slate-700">
            Shopify account linked: <span data-testid="linked-email">{link.email}</span>
          </p>
        ) : null}
        {link && !link.confirmed ? (
          <p data-testid="link-pending" className="mt-2 text-sm text-amber-900">
            {PROOF_MESSAGES.linkPending}
          </p>
        ) : null}
        {link?.confirmed ? null : (
          <Form method="post" className={link ? "mt-4 space-y-3" : "space-y-3"} noValidate>
            <h2 className="text-xl font-bold text-brand-800">Link Shopify Account</h2>
            <p className="text-sm text-slate-600">
              Enter the email you use when you check out to see your orders here.
            </p>
            <input type="hidden" name="intent" value="link" />
            <label htmlFor="shopify-email" className="block text-sm font-medium text-slate-700">
              Shopify Email
            </label>
            <input
              id="shopify-email"
              name="email"
              type="email"
              autoComplete="email"
              className="input w-full"
              defaultValue={failure?.values.email ?? link?.email ?? email}
              {...errorProps("shopify-email", linkError)}
            />
            <FieldError id="shopify-email" error={linkError} />
            <button type="submit" className="btn-primary">
              Link Shopify Account
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
