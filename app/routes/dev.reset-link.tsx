import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminOr404 } from "~/.server/http/admin-only";

/**
 * GET /dev/reset-link?email=: the password-reset link last mailed to an
 * address, read from the mail outbox (for the end-to-end tests). Admins
 * only, under every setting; 404 otherwise.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await adminOr404(request, context.services);
  const email = (new URL(request.url).searchParams.get("email") ?? "").trim().toLowerCase();
  const db = await context.services.db();
  const mail = await db
    .selectFrom("mail_outbox")
    .select("text_body")
    .where("to_address", "=", email)
    .where("subject", "=", "Reset your BioLife password")
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  const link = mail?.text_body.match(/https?:\/\/\S+\/auth\?mode=reset&token=\S+/)?.[0];
  return link
    ? Response.json({ link }, { headers: { "Cache-Control": "no-store" } })
    : Response.json({ error: "No reset mail" }, { status: 404 });
}
