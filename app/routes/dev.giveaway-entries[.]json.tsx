import type { LoaderFunctionArgs } from "@remix-run/node";
import { sql } from "kysely";
import { adminOr404 } from "~/.server/http/admin-only";

/**
 * GET /dev/giveaway-entries.json?email=: the kia_giveaway_entries rows for an
 * email (or the newest 50) as JSON, for end-to-end tests. Admins only,
 * under every setting; 404 otherwise.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await adminOr404(request, context.services);
  const email = (new URL(request.url).searchParams.get("email") ?? "").trim().toLowerCase();
  const db = await context.services.db();
  let query = db
    .selectFrom("kia_giveaway_entries")
    .select(["name", "email", "phone", "address", "opted_in", "created_at"])
    .orderBy("created_at", "desc")
    .limit(50);
  if (email) query = query.where(sql<string>`lower(email)`, "=", email);
  const rows = await query.execute();
  const entries = rows.map((r) => ({
    name: r.name,
    email: r.email,
    phone: r.phone,
    address: r.address,
    optedIn: r.opted_in,
    createdAt: r.created_at,
  }));
  return Response.json({ entries }, { headers: { "Cache-Control": "no-store" } });
}
