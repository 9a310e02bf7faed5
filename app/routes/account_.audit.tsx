import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
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
  const { entries, total } = await auditPage(await services.db(), admin, page);
  return data({ entries, total, page, pageSize: AUDIT_PAGE_SIZE }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AuditPage() {
  const { entries, total, page, pageSize } = useLoaderData<typeof loader>();
  return (
    <BackOfficePage current="audit" title="Audit Log">
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
      <Pager page={page} total={total} size={pageSize} params="" />
    </BackOfficePage>
  );
}
