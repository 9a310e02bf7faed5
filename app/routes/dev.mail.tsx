import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminOr404 } from "~/.server/http/admin-only";

export const meta: MetaFunction = () => [
  { title: "Mail outbox | BioLife (dev)" },
  { name: "robots", content: "noindex" },
];

const OUTBOX_LIMIT = 100;

/**
 * /dev/mail: the outbox, newest first, so a developer can read every mail the
 * shop sent (reset links, confirmations). Admins only, under every
 * setting; anyone else gets 404.
 */
export async function loader({ request, context: { services } }: LoaderFunctionArgs) {
  await adminOr404(request, services);
  const rows = await (
    await services.db()
  )
    .selectFrom("mail_outbox")
    .select(["id", "to_address", "subject", "status", "error", "attempts", "created_at", "sent_at", "text_body"])
    .orderBy("created_at", "desc")
    .limit(OUTBOX_LIMIT)
    .execute();
  const mails = rows.map((row) => ({
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  }));
  return data({ mails }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function DevMail() {
  const { mails } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="container-page py-10">
      <h1 className="text-3xl font-extrabold text-brand-900">Mail outbox</h1>
      <p className="mt-2 text-slate-700">Every message the shop sent, newest first (last {OUTBOX_LIMIT}).</p>
      {mails.length === 0 ? (
        <p className="mt-6 text-slate-700">No mail yet.</p>
      ) : (
        <ol className="mt-6 space-y-4" aria-label="Outbox">
          {mails.map((mail) => (
            <li
              key={mail.id}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              data-mail-id={mail.id}
            >
              <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="font-semibold text-slate-600">To</dt>
                <dd data-field="to">{mail.to_address}</dd>
                <dt className="font-semibold text-slate-600">Subject</dt>
                <dd data-field="subject">{mail.subject}</dd>
                <dt className="font-semibold text-slate-600">Status</dt>
                <dd data-field="status">
                  {mail.status}
                  {mail.attempts > 1 ? ` (${mail.attempts} attempts)` : null}
                  {mail.error ? ` — ${mail.error}` : null}
                </dd>
                <dt className="font-semibold text-slate-600">Time</dt>
                <dd>
                  <time dateTime={mail.created_at}>{mail.created_at.replace("T", " ").slice(0, 19)} UTC</time>
                </dd>
              </dl>
              <pre
                className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm text-slate-800"
                data-field="body"
              >
                {mail.text_body}
              </pre>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
