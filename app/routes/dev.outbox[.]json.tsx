import type { LoaderFunctionArgs } from "@remix-run/node";
import { sql } from "kysely";
import { env } from "~/.server/env";

/**
 * GET /dev/outbox.json: the newest mail_outbox rows as JSON, for end-to-end
 * tests (the e2e server alone may open its database). `?about=` keeps the
 * mails whose recipient or text contains that string. Only with DEV_ROUTES
 * or outside production; 404 otherwise.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!env().DEV_ROUTES && env().NODE_ENV === "production") throw new Response("Not Found", { status: 404 });
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
