import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../../../scripts/server-process";

/**
 * Logout ends the session on the server (ASVS V3.3.1), in the production build on the embedded defaults: a
 * session cookie copied before logout no longer opens /account. Needs `npm run build`.
 */
let server: Awaited<ReturnType<typeof startServerProcess>>;
beforeAll(async () => {
  server = await startServerProcess({ RATE_LIMIT_SCALE: "50" });
}, 120_000);
afterAll(() => server?.stop());

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => /^(__Host-)?biolife_session=./.test(pair))
    .join("; ");

describe("logout", () => {
  it("ends the session on the server: a cookie copied before logout opens /account no more", async () => {
    const post = (path: string, fields: Record<string, string>, cookie = "") =>
      fetch(`${server.origin}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.origin, ...(cookie ? { Cookie: cookie } : {}) },
        body: new URLSearchParams(fields),
      });
    const email = `logout-${Date.now()}@example.com`;
    expect(
      (await post("/auth", { intent: "signup", email, password: "secret123", confirmPassword: "secret123" })).status,
    ).toBe(303);
    const signIn = await post("/auth", { intent: "login", email, password: "secret123" });
    expect(signIn.status).toBe(303);
    const copied = sessionCookie(signIn);
    expect(copied).not.toBe("");
    const account = (cookie: string) =>
      fetch(`${server.origin}/account`, { headers: { Cookie: cookie }, redirect: "manual" });
    const before = await account(copied);
    expect(before.status).toBe(200);
    expect(await before.text()).toContain(email);

    const logout = await post("/logout", {}, copied);
    expect(logout.status).toBe(303);
    const after = await account(copied);
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toBe("/auth");
  });
});
