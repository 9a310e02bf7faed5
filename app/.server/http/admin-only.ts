import { getCurrentUser, type AuthServices } from "~/.server/auth/current-user";

/**
 * For the /dev routes that read what shoppers sent (the outbox, giveaway
 * entries, reset links): the signed-in admin, or a 404 for everyone else
 * whatever the settings say (no setting opens them).
 */
export async function adminOr404(request: Request, services: AuthServices): Promise<void> {
  const user = await getCurrentUser(request, services);
  if (!user?.isAdmin) throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
}
