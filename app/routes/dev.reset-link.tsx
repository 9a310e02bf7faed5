import type { LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/.server/env";

/**
 * GET /dev/reset-link?email=: the password-reset link last mailed to an
 * address, read from the mail outbox (for the end-to-end tests). 404 unless
 * DEV_ROUTES is on or the server is not in production.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!env().DEV_ROUTES && env().NODE_ENV === "production") return new Response("Not Found", { status: 404 });
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
