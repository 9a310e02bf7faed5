import { createCookieSessionStorage, type Session, type SessionStorage } from "@remix-run/node";
import { z } from "zod";
import { env } from "~/.server/env";
import { cookieName } from "~/.server/http/cookies";
import { sessionSecret } from "~/.server/secrets";
import type { AuthSession } from "./provider";

const sessionSchema = z.object({
  userId: z.string().min(1),
  email: z.string(),
  passwordStamp: z.string().optional(),
  sessionId: z.string().optional(),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
});

type Data = { auth: AuthSession };
/** How long a session lasts: the cookie's lifetime, and its server-side row's (builtin-provider.ts). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

let storage: SessionStorage<Data, Data> | undefined;
function sessionStorage() {
  storage ??= createCookieSessionStorage<Data, Data>({
    cookie: {
      name: cookieName("biolife_session"),
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secrets: [sessionSecret()],
      maxAge: SESSION_MAX_AGE_SECONDS,
    },
  });
  return storage;
}

/** Secure in production whenever the shop is served over HTTPS (directly, or behind a trusted proxy). */
function secureFor(request: Request): boolean {
  if (env().NODE_ENV !== "production") return false;
  const site = env().PUBLIC_SITE_URL;
  return site ? site.startsWith("https:") : new URL(request.url).protocol === "https:";
}

async function read(request: Request): Promise<Session<Data, Data>> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/** The signed session cookie's contents, or null. */
export async function readAuthSession(request: Request): Promise<AuthSession | null> {
  const parsed = sessionSchema.safeParse((await read(request)).get("auth"));
  return parsed.success ? parsed.data : null;
}

/** Set-Cookie value storing the session (httpOnly, SameSite=Lax, signed). */
export async function commitAuthSession(request: Request, auth: AuthSession): Promise<string> {
  const session = await read(request);
  session.set("auth", auth);
  return sessionStorage().commitSession(session, { secure: secureFor(request) });
}

/** Set-Cookie value clearing the session. */
export async function destroyAuthSession(request: Request): Promise<string> {
  return sessionStorage().destroySession(await read(request), { secure: secureFor(request) });
}
