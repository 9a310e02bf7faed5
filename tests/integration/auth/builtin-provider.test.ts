import { describe, expect, it } from "vitest";
import { createBuiltinProvider } from "~/.server/auth/builtin-provider";
import { grantAdmin, lookupIsAdmin } from "~/.server/auth/roles";
import type { OutgoingMail } from "~/.server/functions/function-response";
import { testDatabases } from "../../support/databases";

describe.each(testDatabases)("built-in accounts on $name", (database) => {
  it(
    "signs up, refuses a second sign-up, signs in, answers alike for unknown email and wrong password",
    { timeout: 180_000 },
    async () => {
      const { db, close } = await database.open();
      try {
        const provider = createBuiltinProvider({ db: async () => db, sendMail: async () => undefined, cost: 4 });
        expect(await provider.signUp("Ada@Example.com", "secret1", { redirectTo: "http://shop/" })).toEqual({
          ok: true,
          value: undefined,
        });
        expect(await provider.signUp("ada@example.com", "other12", { redirectTo: "http://shop/" })).toEqual({
          ok: false,
          error: { kind: "already_registered" },
        });
        const row = await db.selectFrom("auth.users").select(["email", "encrypted_password"]).executeTakeFirstOrThrow();
        expect(row.email).toBe("ada@example.com");
        expect(row.encrypted_password).toMatch(/^\$2[aby]\$/);

        const signedIn = await provider.signIn(" ADA@example.com ", "secret1");
        expect(signedIn.ok).toBe(true);
        expect(await provider.signIn("ada@example.com", "wrong!!")).toEqual({
          ok: false,
          error: { kind: "invalid_credentials" },
        });
        expect(await provider.signIn("nobody@example.com", "secret1")).toEqual({
          ok: false,
          error: { kind: "invalid_credentials" },
        });

        if (!signedIn.ok) throw new Error("unreachable");
        const resolved = await provider.resolve(signedIn.value);
        expect(resolved?.user.email).toBe("ada@example.com");
        expect(
          await provider.resolve({ ...signedIn.value, userId: "00000000-0000-0000-0000-000000000000" }),
        ).toBeNull();

        expect(await lookupIsAdmin(db, signedIn.value.userId)).toBe(false);
        expect(await grantAdmin(db, "ADA@example.com")).toBe("granted");
        expect(await grantAdmin(db, "ada@example.com")).toBe("already_admin");
        expect(await grantAdmin(db, "ghost@example.com")).toBe("no_such_account");
        expect(await lookupIsAdmin(db, signedIn.value.userId)).toBe(true);
      } finally {
        await close();
      }
    },
  );

  it(
    "ends a session on the server at sign-out: a copy of its cookie opens nothing, other sessions go on",
    { timeout: 180_000 },
    async () => {
      const { db, close } = await database.open();
      try {
        let clock = new Date();
        const provider = createBuiltinProvider({
          db: async () => db,
          sendMail: async () => undefined,
          cost: 4,
          now: () => clock,
        });
        await provider.signUp("cy@example.com", "secret1", { redirectTo: "http://shop/" });
        const [phone, laptop] = [
          await provider.signIn("cy@example.com", "secret1"),
          await provider.signIn("cy@example.com", "secret1"),
        ];
        if (!phone.ok || !laptop.ok) throw new Error("sign-in failed");
        expect(phone.value.sessionId).not.toBe(laptop.value.sessionId);
        expect((await provider.resolve(phone.value))?.user.email).toBe("cy@example.com");
        // Only a hash of the session id is stored.
        const stored = await db.selectFrom("auth_sessions").select("id_hash").execute();
        expect(stored.map((r) => r.id_hash)).not.toContain(phone.value.sessionId);

        await provider.signOut(phone.value);
        expect(await provider.resolve(phone.value)).toBeNull();
        expect((await provider.resolve(laptop.value))?.user.email).toBe("cy@example.com");
        // A cookie that names no session (from before sessions were kept, or made up) opens nothing either.
        const { sessionId: _omitted, ...withoutId } = laptop.value;
        expect(await provider.resolve(withoutId)).toBeNull();
        expect(await provider.resolve({ ...laptop.value, sessionId: "made-up" })).toBeNull();
        // Nor one past its 30 days.
        clock = new Date(clock.getTime() + 31 * 24 * 60 * 60_000);
        expect(await provider.resolve(laptop.value)).toBeNull();
      } finally {
        await close();
      }
    },
  );

  it(
    "mails a single-use, expiring reset link, stores only its hash, and ends older sessions",
    { timeout: 180_000 },
    async () => {
      const { db, close } = await database.open();
      try {
        const sent: OutgoingMail[] = [];
        let clock = new Date("2025-06-01T12:00:00Z");
        const provider = createBuiltinProvider({
          db: async () => db,
          sendMail: async (m) => void sent.push(m),
          cost: 4,
          now: () => clock,
        });
        await provider.signUp("bo@example.com", "secret1", { redirectTo: "http://shop/" });
        expect(sent.map((m) => m.subject)).toEqual(["Confirm your email for BioLife"]);
        sent.length = 0; // the sign-up's confirmation; this test counts reset mails
        const before = await provider.signIn("bo@example.com", "secret1");
        if (!before.ok) throw new Error("sign-in failed");

        expect(await provider.requestPasswordReset("nobody@example.com", { redirectTo: "http://shop/auth" })).toEqual({
          ok: true,
          value: undefined,
        });
        expect(sent).toHaveLength(0);
        expect(await provider.requestPasswordReset("bo@example.com", { redirectTo: "http://shop/auth" })).toEqual({
          ok: true,
          value: undefined,
        });
        expect(sent).toHaveLength(1);
        expect(sent[0].to).toBe("bo@example.com");
        const link = new URL(/http:\/\/shop\/auth\?\S+/.exec(sent[0].text)![0]);
        expect(link.searchParams.get("mode")).toBe("reset");
        const token = link.searchParams.get("token")!;
        const stored = await db.selectFrom("password_reset_tokens").select("token_hash").execute();
        expect(stored).toHaveLength(1);
        expect(stored[0].token_hash).not.toContain(token);

        expect(await provider.checkResetToken(token)).toBe(true);
        expect(await provider.checkResetToken("forged")).toBe(false);
        expect(await provider.resetPassword(token, "newpass1")).toEqual({ ok: true, value: undefined });
        expect(await provider.resetPassword(token, "again12")).toEqual({ ok: false, error: { kind: "invalid_token" } });
        expect(await provider.checkResetToken(token)).toBe(false);
        expect((await provider.signIn("bo@example.com", "newpass1")).ok).toBe(true);
        expect((await provider.signIn("bo@example.com", "secret1")).ok).toBe(false);
        expect(await provider.resolve(before.value)).toBeNull();

        await provider.requestPasswordReset("bo@example.com", { redirectTo: "http://shop/auth" });
        const late = new URL(/http:\/\/shop\/auth\?\S+/.exec(sent[1].text)![0]).searchParams.get("token")!;
        clock = new Date(clock.getTime() + 61 * 60_000);
        expect(await provider.checkResetToken(late)).toBe(false);
        expect(await provider.resetPassword(late, "late123")).toEqual({ ok: false, error: { kind: "invalid_token" } });
      } finally {
        await close();
      }
    },
  );
});
