import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/.server/auth/current-user";
import { AUDIT_PAGE_SIZE, auditPage } from "~/.server/backoffice/audit";
import { BackOfficePage, Pager } from "~/components/backoffice/BackOfficePage";
import { pageFrom } from "~/lib/backoffice/inbox";
import { formatStoreTime } from "~/lib/campaigns/store-time";

export const meta: MetaFunction = () => [{ title: "Audit Log | BioLife" }, { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "private, no-store" });

/** /account/audit: every admin action, newest first (admins only). */
export async function loader({ request, context: { services } }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, services);
  const url = new URL(request.url);
  const page = pageFrom(url.searchParams);
  // Control characters (a NUL the database refuses in text) are in no one's email.
  const actor = (url.searchParams.get("actor") ?? "")
    .replace(/\p{Cc}+/gu, "")
    .trim()
    .slice(0, 320);
  const { entries, total } = await auditPage(await services.db(), admin, page, { actor });
  return data(
    { entries, total, page, actor, pageSize: AUDIT_PAGE_SIZE },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function AuditPage() {
  const { entries, total, page, actor, pageSize } = useLoaderData<typeof loader>();
  return (
    <BackOfficePage current="audit" title="Audit Log">
      <Form method="get" className="mb-4 flex items-end gap-2">
        <label htmlFor="audit-actor" className="text-sm font-medium">
          Who (email, exactly)
          <input id="audit-actor" name="actor" type="search" defaultValue={actor} className="input mt-1" />
        </label>
        <button type="submit" className="btn-secondary">
          Show
        </button>
      </Form>
      {entries.length === 0 ? (
        <p className="text-gray-600">No admin actions recorded yet.</p>
      ) : (
        <table className="w-full text-left text-sm" data-audit>
          <caption className="sr-only">Admin actions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">About</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} data-audit-action={e.action} className="border-t border-slate-200 align-top">
                <td className="py-1 pr-3">{formatStoreTime(e.at)}</td>
                <td className="py-1 pr-3">{e.actor}</td>
                <td className="py-1 pr-3 font-mono">{e.action}</td>
                <td className="break-all py-1">{e.subject}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={page} total={total} size={pageSize} params={actor ? `actor=${encodeURIComponent(actor)}` : ""} />
    </BackOfficePage>
  );
}
