import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Supabase Auth (GoTrue) answering auth/v1 signup,
 * token (password, refresh_token), recover, verify, user (GET, PUT) and
 * logout the way Supabase does (API version 2024-01-01 error bodies).
 * Users carry email_confirmed_at: set at sign-up (the project's autoconfirm)
 * unless `confirmEmails`, when the signup link's token_hash
 * (`signup-<email>`, verify type "signup" or "email") sets it.
 */
export async function startSupabaseAuthStandIn(options: { confirmEmails?: boolean } = {}) {
  type StandInUser = { id: string; email: string; password: string; confirmedAt: string | null };
  const users = new Map<string, StandInUser>();
  const sessions = new Map<string, string>(); // access token -> user id
  const refreshTokens = new Map<string, string>();
  const recoveries = new Map<string, string>(); // token hash -> user id
  const calls: string[] = [];

  const userJson = (u: StandInUser) => ({
    id: u.id,
    aud: "authenticated",
    role: "authenticated",
    email: u.email,
    email_confirmed_at: u.confirmedAt ?? undefined,
    confirmed_at: u.confirmedAt ?? undefined,
    identities: [{ id: u.id }],
    app_metadata: {},
    user_metadata: {},
    created_at: new Date().toISOString(),
  });
  const session = (u: StandInUser) => {
    const access = `at-${randomUUID()}`;
    const refresh = `rt-${randomUUID()}`;
    sessions.set(access, u.id);
    refreshTokens.set(refresh, u.id);
    return {
      access_token: access,
      token_type: "bearer",
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      refresh_token: refresh,
      user: userJson(u),
    };
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {};
    const url = new URL(req.url ?? "/", "http://x");
    calls.push(`${req.method} ${url.pathname}${url.search}`);
    const send = (status: number, payload?: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json", "x-supabase-api-version": "2024-01-01" });
      res.end(payload === undefined ? undefined : JSON.stringify(payload));
    };
    const error = (status: number, code: string, message: string) => send(status, { code, message });
    const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    const byEmail = (email: string) => [...users.values()].find((u) => u.email === email);

    if (!req.headers.apikey) return error(401, "no_api_key", "No API key found in request");
    switch (`${req.method} ${url.pathname}`) {
      case "POST /auth/v1/signup": {
        if (byEmail(body.email)) return error(422, "user_already_exists", "User already registered");
        if (String(body.password).length < 6)
          return error(422, "weak_password", "Password should be at least 6 characters.");
        const confirmedAt = options.confirmEmails ? null : new Date().toISOString();
        const user: StandInUser = { id: randomUUID(), email: body.email, password: body.password, confirmedAt };
        users.set(user.id, user);
        return send(200, userJson(user));
      }
      case "POST /auth/v1/token": {
        if (url.searchParams.get("grant_type") === "refresh_token") {
          const id = refreshTokens.get(body.refresh_token);
          if (!id) return error(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
          refreshTokens.delete(body.refresh_token);
          return send(200, session(users.get(id)!));
        }
        const user = byEmail(body.email);
        if (!user || user.password !== body.password)
          return error(400, "invalid_credentials", "Invalid login credentials");
        return send(200, session(user));
      }
      case "POST /auth/v1/recover": {
        const user = byEmail(body.email);
        if (user) recoveries.set(`hash-${user.email}`, user.id);
        return send(200, {});
      }
      case "POST /auth/v1/verify": {
        if (body.type === "signup" || body.type === "email") {
          const user = byEmail(String(body.token_hash).replace(/^signup-/, ""));
          if (!user || user.confirmedAt || !String(body.token_hash).startsWith("signup-"))
            return error(403, "otp_expired", "Email link is invalid or has expired");
          user.confirmedAt = new Date().toISOString();
          return send(200, session(user));
        }
        const id = recoveries.get(body.token_hash);
        if (body.type !== "recovery" || !id) return error(403, "otp_expired", "Email link is invalid or has expired");
        recoveries.delete(body.token_hash);
        return send(200, session(users.get(id)!));
      }
      case "GET /auth/v1/user":
      case "PUT /auth/v1/user": {
        const id = sessions.get(bearer);
        if (!id) return error(403, "bad_jwt", "invalid JWT: unable to parse or verify signature, token is expired");
        if (req.method === "PUT" && body.password) users.get(id)!.password = body.password;
        return send(200, userJson(users.get(id)!));
      }
      case "POST /auth/v1/logout": {
        const id = sessions.get(bearer);
        if (!id) return error(403, "bad_jwt", "invalid JWT");
        for (const [token, owner] of sessions) if (owner === id) sessions.delete(token);
        return send(204);
      }
      default:
        return error(404, "not_found", "Not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    expireAccessTokens: () => sessions.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
