import { redirect } from "@remix-run/node";
import type { Services } from "~/.server/services";
import type { AuthSession } from "./provider";
import { lookupIsAdmin } from "./roles";
import { commitAuthSession, readAuthSession } from "./session";
import { logger } from "~/.server/ops/logger";

export interface CurrentUser {
  id: string;
  email: string;
  /** Whether the account proved it owns `email` (see app/.server/auth/email-proof.ts). */
  emailConfirmed: boolean;
  isAdmin: boolean;
}

interface Resolved {
  user: CurrentUser | null;
  /** Set when the provider refreshed the session: the response should carry it. */
  refreshed?: AuthSession;
}

/** What finding the signed-in user needs: the auth provider and the database (for the admin role). */
export type AuthServices = Pick<Services, "auth" | "db">;

// One lookup per request, however many loaders ask.
const perRequest = new WeakMap<Request, Promise<Resolved>>();

async function resolve(request: Request, services: AuthServices): Promise<Resolved> {
  const stored = await readAuthSession(request);
  if (!stored) return { user: null };
  let found;
  try {
    found = await services.auth.resolve(stored);
  } catch (error) {
    logger.error(`auth: session lookup failed: ${error instanceof Error ? error.message : String(error)}`);
    return { user: null };
  }
  if (!found) return { user: null };
  const isAdmin = await lookupIsAdmin(await services.db(), found.user.id, found.user.email);
  return { user: { ...found.user, isAdmin }, refreshed: found.session };
}

function resolved(request: Request, services: AuthServices): Promise<Resolved> {
  let pending = perRequest.get(request);
  if (!pending) perRequest.set(request, (pending = resolve(request, services)));
  return pending;
}

/** The signed-in user (with the admin flag from user_roles), or null. */
export async function getCurrentUser(request: Request, services: AuthServices): Promise<CurrentUser | null> {
  return (await resolved(request, services)).user;
}

/** The signed-in user; throws a redirect to /auth when signed out. */
export async function requireUser(request: Request, services: AuthServices): Promise<CurrentUser> {
  const user = await getCurrentUser(request, services);
  if (!user) throw redirect("/auth");
  return user;
}

/**
 * The signed-in admin; throws a 404 otherwise (signed out included): the back
 * office's addresses do not exist for anyone else, so they say nothing about
 * what is there.
 */
export async function requireAdmin(request: Request, services: AuthServices): Promise<CurrentUser> {
  const user = await getCurrentUser(request, services);
  if (!user?.isAdmin)
    throw new Response("Not Found", { status: 404, statusText: "Not Found", headers: { "Cache-Control": "no-store" } });
  return user;
}

/** Set-Cookie for a session the provider refreshed during this request (Supabase token rotation), or null. */
export async function refreshedSessionCookie(request: Request, services: AuthServices): Promise<string | null> {
  const { refreshed } = await resolved(request, services);
  return refreshed ? commitAuthSession(request, refreshed) : null;
}
