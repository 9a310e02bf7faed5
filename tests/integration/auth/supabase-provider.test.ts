import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSupabaseProvider } from "~/.server/auth/supabase-provider";
import { startSupabaseAuthStandIn } from "../../support/supabase-auth-stand-in";

describe("Supabase Auth provider against a local auth/v1 stand-in", () => {
  let standIn: Awaited<ReturnType<typeof startSupabaseAuthStandIn>>;
  beforeAll(async () => {
    standIn = await startSupabaseAuthStandIn();
  });
  afterAll(() => standIn.close());

  it(
    "signs up, refuses a taken email, signs in, resolves, refreshes, resets and signs out",
    { timeout: 60_000 },
    async () => {
      const provider = createSupabaseProvider({ url: standIn.url, anonKey: "anon-key" });
      expect(await provider.signUp("Cy@Example.com", "secret1", { redirectTo: "http://shop/" })).toEqual({
        ok: true,
        value: undefined,
      });
      expect(await provider.signUp("cy@example.com", "secret1", { redirectTo: "http://shop/" })).toEqual({
        ok: false,
        error: { kind: "already_registered" },
      });
      expect(await provider.signIn("cy@example.com", "nope123")).toEqual({
        ok: false,
        error: { kind: "invalid_credentials" },
      });
      expect(await provider.signIn("ghost@example.com", "secret1")).toEqual({
        ok: false,
        error: { kind: "invalid_credentials" },
      });

      const signedIn = await provider.signIn("cy@example.com", "secret1");
      if (!signedIn.ok) throw new Error("sign-in failed");
      expect(signedIn.value).toMatchObject({
        email: "cy@example.com",
        accessToken: expect.stringMatching(/^at-/),
        refreshToken: expect.stringMatching(/^rt-/),
      });
      expect((await provider.resolve(signedIn.value))?.user.email).toBe("cy@example.com");

      standIn.expireAccessTokens();
      const refreshed = await provider.resolve(signedIn.value);
      expect(refreshed?.session?.accessToken).toMatch(/^at-/);
      expect(refreshed?.session?.accessToken).not.toBe(signedIn.value.accessToken);

      expect(await provider.requestPasswordReset("ghost@example.com", { redirectTo: "http://shop/auth" })).toEqual({
        ok: true,
        value: undefined,
      });
      expect(await provider.requestPasswordReset("cy@example.com", { redirectTo: "http://shop/auth" })).toEqual({
        ok: true,
        value: undefined,
      });
      expect(
        standIn.calls.some(
          (c) =>
            c.startsWith("POST /auth/v1/recover") && c.includes("redirect_to=http%3A%2F%2Fshop%2Fauth%3Fmode%3Dreset"),
        ),
      ).toBe(true);
      expect(await provider.resetPassword("hash-forged", "newpass1")).toEqual({
        ok: false,
        error: { kind: "invalid_token" },
      });
      expect(await provider.resetPassword("hash-cy@example.com", "newpass1")).toEqual({ ok: true, value: undefined });
      expect((await provider.signIn("cy@example.com", "newpass1")).ok).toBe(true);

      const last = await provider.signIn("cy@example.com", "newpass1");
      if (!last.ok) throw new Error("sign-in failed");
      await provider.signOut(last.value);
      expect(standIn.calls).toContain("POST /auth/v1/logout?scope=global");
      expect(await provider.resolve({ ...last.value, refreshToken: undefined })).toBeNull();
    },
  );

  it("honours Supabase's own email confirmation (email_confirmed_at)", { timeout: 60_000 }, async () => {
    const confirming = await startSupabaseAuthStandIn({ confirmEmails: true });
    try {
      const provider = createSupabaseProvider({ url: confirming.url, anonKey: "anon-key" });
      await provider.signUp("dee@example.com", "secret1", { redirectTo: "http://shop/" });
      const signedIn = await provider.signIn("dee@example.com", "secret1");
      if (!signedIn.ok) throw new Error("sign-in failed");
      expect((await provider.resolve(signedIn.value))?.user.emailConfirmed).toBe(false);
      // The project's own confirmation mail: its link verifies the signup token at auth/v1.
      const verified = await fetch(`${confirming.url}/auth/v1/verify`, {
        method: "POST",
        headers: { apikey: "anon-key", "Content-Type": "application/json" },
        body: JSON.stringify({ type: "signup", token_hash: "signup-dee@example.com" }),
      });
      expect(verified.status).toBe(200);
      expect((await provider.resolve(signedIn.value))?.user.emailConfirmed).toBe(true);
      // After a token refresh too.
      confirming.expireAccessTokens();
      const refreshed = await provider.resolve(signedIn.value);
      expect(refreshed?.session).toBeDefined();
      expect(refreshed?.user.emailConfirmed).toBe(true);
    } finally {
      await confirming.close();
    }
  });
});
