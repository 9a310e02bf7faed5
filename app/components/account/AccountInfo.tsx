import { Form } from "@remix-run/react";
import { FieldError, errorProps } from "~/components/ui/FormField";
import type { FormFailure } from "~/lib/forms/result";

export function AccountInfo({
  email,
  linkedEmail,
  failure,
}: {
  email: string;
  linkedEmail: string | null;
  failure?: FormFailure;
}) {
  const linkError = failure?.fieldErrors.email;
  return (
    <section aria-labelledby="account-heading" className="space-y-6">
      <div className="rounded-xl border border-slate-200 p-6">
        <h2 id="account-heading" className="text-xl font-bold text-brand-800">
          Account Information
        </h2>
        <p className="mt-2 text-slate-700">
          Email: <span data-testid="account-email">{email}</span>
        </p>
        <Form method="post" action="/logout" className="mt-4">
          <button type="submit" className="btn-ghost border border-slate-300 px-4 py-2">
            Sign Out
          </button>
        </Form>
      </div>
      <div className="rounded-xl border border-slate-200 p-6">
        {linkedEmail ? (
          <p className="text-slate-700">
            Shopify account linked: <span data-testid="linked-email">{linkedEmail}</span>
          </p>
        ) : (
          <Form method="post" className="space-y-3" noValidate>
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
              defaultValue={failure?.values.email ?? email}
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
