import type { ActionFunctionArgs } from "@remix-run/node";
import { readFormData } from "~/.server/forms/submission";
import { grantAdmin } from "~/.server/auth/roles";
import { env } from "~/.server/env";

const devRoutesOn = () => env().DEV_ROUTES || env().NODE_ENV !== "production";

/**
 * POST /dev/grant-admin (email): what `npm run grant-admin` does, for the
 * end-to-end tests, whose server holds the embedded database. 404 unless
 * DEV_ROUTES is on or the server is not in production.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!devRoutesOn()) return new Response("Not Found", { status: 404 });
  const email = String((await readFormData(request))?.get("email") ?? "");
  const result = await grantAdmin(await context.services.db(), email);
  return Response.json({ result }, { status: result === "no_such_account" ? 404 : 200 });
}

export function loader() {
  return new Response("Not Found", { status: 404 });
}
