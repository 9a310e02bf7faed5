import { requireAdmin, type AuthServices } from "~/.server/auth/current-user";

/**
 * For the /dev routes that read what shoppers sent (the outbox, giveaway
 * entries, reset links): the signed-in admin, or a 404 for everyone else
 * whatever the settings say (no setting opens them).
 */
export async function adminOr404(request: Request, services: AuthServices): Promise<void> {
  await requireAdmin(request, services);
}
