import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/.server/auth/current-user";
import { grantAdminByEmail, listAdmins, revokeAdmin } from "~/.server/backoffice/admins";
import { formFailure, readSubmission, replyFailure } from "~/.server/forms/submission";
import { logger } from "~/.server/ops/logger";
import { redirectWithToast } from "~/.server/toast";
import { BackOfficePage } from "~/components/backoffice/BackOfficePage";
import { FormAlert } from "~/components/ui/FormAlert";
import { TextField } from "~/components/ui/FormField";
import { ADMIN_MESSAGES, adminActionSchema } from "~/lib/backoffice/admins";
import { formatStoreTime } from "~/lib/campaigns/store-time";

export const meta: MetaFunction = () => [{ title: "Admins | BioLife" }, { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "private, no-store" });

const BACK = "/account/admins";

/** /account/admins: who is an admin; grant by email, revoke another (admins only). */
export async function loader({ request, context: { services } }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, services);
  const admins = await listAdmins(await services.db());
  return data({ admins, me: admin.id }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context: { services } }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, services);
  const submission = await readSubmission(request, adminActionSchema);
  if (!submission.ok) return replyFailure(submission.failure);
  const input = submission.data;
  const deps = { db: await services.db(), sendMail: services.mailer.send };
  const refuse = (title: string, status: number, field?: string) =>
    replyFailure(
      formFailure(
        submission.form,
        field ? { fieldErrors: { [field]: title } } : { formError: { title, variant: "destructive" } },
      ),
      status,
    );
  try {
    if (input.intent === "grant") {
      const outcome = await grantAdminByEmail(deps, admin, input.email);
      if (outcome === "no_such_account") return refuse(ADMIN_MESSAGES.noAccount, 400, "email");
      if (outcome === "unconfirmed") return refuse(ADMIN_MESSAGES.unconfirmed, 409, "email");
      const email = input.email.toLowerCase();
      return redirectWithToast(BACK, {
        title: outcome === "granted" ? ADMIN_MESSAGES.granted(email) : ADMIN_MESSAGES.alreadyAdmin(email),
        variant: "success",
      });
    }
    const target = (await listAdmins(deps.db)).find((a) => a.userId === input.userId);
    const outcome = await revokeAdmin(deps, admin, input.userId);
    if (outcome === "self") return refuse(ADMIN_MESSAGES.self, 400);
    if (outcome === "last_admin") return refuse(ADMIN_MESSAGES.lastAdmin, 409);
    if (outcome === "not_admin") return refuse(ADMIN_MESSAGES.notAdmin, 404);
    return redirectWithToast(BACK, { title: ADMIN_MESSAGES.revoked(target?.email ?? ""), variant: "success" });
  } catch (error) {
    logger.error(`admins: ${input.intent} failed: ${(error as Error).message}`);
    return refuse(ADMIN_MESSAGES.failed, 503);
  }
}

export default function AdminsPage() {
  const { admins, me } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <BackOfficePage current="admins" title="Admins">
      <FormAlert message={failed?.formError} />
      <ul className="mb-8 divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Admins">
        {admins.map((a) => (
          <li key={a.userId} data-admin={a.email} className="flex items-center justify-between gap-4 p-3">
            <span>
              {a.email}
              <span className="block text-sm text-gray-600">since {formatStoreTime(a.since)}</span>
            </span>
            {a.userId === me ? (
              <span className="text-sm text-gray-600">You</span>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="userId" value={a.userId} />
                <button type="submit" className="btn-secondary text-sm" aria-label={`Revoke admin: ${a.email}`}>
                  Revoke
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <Form method="post" className="max-w-md space-y-3" aria-labelledby="grant-heading">
        <h2 id="grant-heading" className="text-xl font-bold text-brand-800">
          Grant the Admin Role
        </h2>
        <input type="hidden" name="intent" value="grant" />
        <TextField
          id="grant-email"
          name="email"
          type="email"
          label="Account email"
          required
          defaultValue={failed?.values.email ?? ""}
          error={failed?.fieldErrors.email}
        />
        <button type="submit" className="btn-primary">
          Grant Admin
        </button>
      </Form>
    </BackOfficePage>
  );
}
