import { logger } from "~/.server/ops/logger";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { destroyAuthSession, readAuthSession } from "~/.server/auth/session";

/** POST /logout (the header's and the account page's Logout / Sign Out forms): ends the session, then to /. */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await readAuthSession(request);
  if (session)
    await context.services.auth
      .signOut(session)
      .catch((error: Error) => logger.error(`auth: sign-out: ${error.message}`));
  return redirect("/", {
    status: 303,
    headers: { "Set-Cookie": await destroyAuthSession(request), "Cache-Control": "no-store" },
  });
}

export function loader() {
  return redirect("/");
}
