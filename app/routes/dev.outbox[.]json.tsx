import type { LoaderFunctionArgs } from "@remix-run/node";
import { sql } from "kysely";
import { adminOr404 } from "~/.server/http/admin-only";

/**
 * GET /dev/outbox.json: the newest mail_outbox rows as JSON, for end-to-end
 * tests (the e2e server alone may open its database). `?about=` keeps the
 * mails whose recipient or text contains that string. Admins only, under
 * every setting; 404 otherwise.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await adminOr404(request, context.services);
  const about = (new URL(request.url).searchParams.get("about") ?? "").trim().toLowerCase();
  const db = await context.services.db();
  let query = db
    .selectFrom("mail_outbox")
    .select(["to_address", "subject", "text_body", "status", "created_at"])
    .orderBy("created_at", "desc")
    .limit(50);
  if (about)
    query = query.where(
      sql<string>`lower(to_address || ' ' || text_body)`,
      "like",
      `%${about.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    );
  const rows = await query.execute();
  const mails = rows.map((r) => ({
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    status: r.status,
    createdAt: r.created_at,
  }));
  return Response.json({ mails }, { headers: { "Cache-Control": "no-store" } });
}
