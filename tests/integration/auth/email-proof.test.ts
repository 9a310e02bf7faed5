import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { linkShopifyAccount, shopifyLink } from "~/.server/account/account";
import { createBuiltinProvider } from "~/.server/auth/builtin-provider";
import { confirmEmail, findConfirmation, sendConfirmation } from "~/.server/auth/email-proof";
import type { AuthSession } from "~/.server/auth/provider";
import type { OutgoingMail } from "~/.server/functions/function-response";
import { CONFIRMATION_TTL_MINUTES } from "~/lib/account/proof";
import { testDatabases } from "../../support/databases";

/**
 * Email ownership proofs: a single-use, expiring token mailed to the
 * address, stored only as its hash, usable only by the account that asked.
 */
const SITE = "http://shop.test";
const tokenIn = (mail: OutgoingMail) => {
  const link = /http:\/\/shop\.test\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!link) throw new Error(`no confirmation link in: ${mail.text}`);
  return link[1];
};

describe.each(testDatabases)("email proofs on $name", (database) => {
  it(
    "sign-up mails a link; it confirms that account once, never another, and not after it expires",
    { timeout: 180_000 },
    async () => {
      const { db, close } = await database.open();
      try {
        const sent: OutgoingMail[] = [];
        let clock = new Date("2026-11-25T09:00:00Z");
        const deps = { db, now: () => clock };
        const provider = createBuiltinProvider({
          db: async () => db,
          sendMail: async (m) => void sent.push(m),
          cost: 4,
          now: () => clock,
        });
        const session = async (email: string): Promise<AuthSession> => {
          await provider.signUp(email, "secret1", { redirectTo: `${SITE}/` });
          const result = await provider.signIn(email, "secret1");
          if (!result.ok) throw new Error("sign-in failed");
          return result.value;
        };
        const ada = await session("ada@example.com");
        const bo = await session("bo@example.com");
        expect(sent.map((m) => m.to)).toEqual(["ada@example.com", "bo@example.com"]);
        const adaToken = tokenIn(sent[0]);
        expect((await provider.resolve(ada))?.user.emailConfirmed).toBe(false);

        // Only the hash is stored.
        const stored = await db.selectFrom("email_confirmation_tokens").selectAll().execute();
        expect(stored).toHaveLength(2);
        expect(JSON.stringify(stored)).not.toContain(adaToken);

        // Another account cannot use it, and trying does not spend it.
        expect(await confirmEmail(deps, adaToken, bo.userId)).toEqual({ ok: false, reason: "other_account" });
        expect((await provider.resolve(bo))?.user.emailConfirmed).toBe(false);
        expect(await findConfirmation(deps, adaToken)).toMatchObject({ userId: ada.userId, purpose: "account" });

        // Its account can, once.
        expect(await confirmEmail(deps, adaToken, ada.userId)).toMatchObject({ ok: true });
        expect((await provider.resolve(ada))?.user.emailConfirmed).toBe(true);
        expect(await confirmEmail(deps, adaToken, ada.userId)).toEqual({ ok: false, reason: "invalid" });

        // Bo's link expires unused.
        clock = new Date(clock.getTime() + CONFIRMATION_TTL_MINUTES * 60_000 + 1000);
        expect(await findConfirmation(deps, tokenIn(sent[1]))).toBeNull();
        expect(await confirmEmail(deps, tokenIn(sent[1]), bo.userId)).toEqual({ ok: false, reason: "invalid" });
        expect((await provider.resolve(bo))?.user.emailConfirmed).toBe(false);

        // Anything that is not a token answers invalid, never an error.
        for (const junk of ["", "x", "'; drop table auth.users; --", "a".repeat(500)])
          expect(await confirmEmail(deps, junk, ada.userId)).toEqual({ ok: false, reason: "invalid" });
      } finally {
        await close();
      }
    },
  );

  it(
    "a linked address is proved only through the link mailed to it; two uses at once confirm once",
    { timeout: 180_000 },
    async () => {
      const { db, close } = await database.open();
      try {
        const sent: OutgoingMail[] = [];
        const mailDeps = { db, sendMail: async (m: OutgoingMail) => void sent.push(m), siteUrl: SITE };
        const [ada, bo] = await db
          .insertInto("auth.users")
          .values([
            { email: "ada@example.com", email_confirmed_at: new Date() },
            { email: "bo@example.com", email_confirmed_at: new Date() },
          ])
          .returning(["id", "email"])
          .execute();
        const adaUser = { ...ada, emailConfirmed: true };
        const boUser = { ...bo, emailConfirmed: true };

        // Bo links Ada's address: linked, unconfirmed, and the link goes to Ada's inbox.
        expect(await linkShopifyAccount(mailDeps, boUser, "ADA@example.com")).toBe("confirmation_sent");
        expect(await shopifyLink(db, boUser)).toEqual({ email: "ada@example.com", confirmed: false });
        expect(sent.at(-1)?.to).toBe("ada@example.com");
        expect(sent.at(-1)?.text).toContain("bo@example.com");
        const forBo = tokenIn(sent.at(-1)!);
        // Ada, signed in to her own account, cannot spend it on hers.
        expect(await confirmEmail({ db }, forBo, ada.id)).toEqual({ ok: false, reason: "other_account" });

        // Bo changes the unconfirmed link: the earlier link now confirms nothing.
        expect(await linkShopifyAccount(mailDeps, boUser, "bo.buys@example.com")).toBe("confirmation_sent");
        expect(await confirmEmail({ db }, forBo, bo.id)).toEqual({ ok: false, reason: "invalid" });
        expect(await shopifyLink(db, boUser)).toEqual({ email: "bo.buys@example.com", confirmed: false });

        // Two tabs confirm the same link at once: one wins.
        const token = tokenIn(sent.at(-1)!);
        const results = await Promise.all([confirmEmail({ db }, token, bo.id), confirmEmail({ db }, token, bo.id)]);
        expect(results.filter((r) => r.ok)).toHaveLength(1);
        expect(await shopifyLink(db, boUser)).toEqual({ email: "bo.buys@example.com", confirmed: true });
        // A confirmed link stays.
        expect(await linkShopifyAccount(mailDeps, boUser, "other@example.com")).toBe("already_linked");

        // Ada links her own confirmed email: proved at once, nothing mailed.
        const before = sent.length;
        expect(await linkShopifyAccount(mailDeps, adaUser, "ada@example.com")).toBe("linked");
        expect(await shopifyLink(db, adaUser)).toEqual({ email: "ada@example.com", confirmed: true });
        expect(sent.length).toBe(before);
        // The same link does not count for an account whose email is not confirmed.
        expect(await shopifyLink(db, { ...adaUser, emailConfirmed: false })).toEqual({
          email: "ada@example.com",
          confirmed: false,
        });
      } finally {
        await close();
      }
    },
  );

  it("users cannot mark their own link confirmed nor read tokens (RLS)", { timeout: 180_000 }, async () => {
    const { db, close } = await database.open();
    try {
      const [ada] = await db.insertInto("auth.users").values({ email: "ada@example.com" }).returning("id").execute();
      await sendConfirmation(
        { db, sendMail: async () => undefined, siteUrl: SITE },
        { userId: ada.id, email: "ada@example.com", purpose: "account", accountEmail: "ada@example.com" },
      );
      const asAda = async (statement: string) => {
        try {
          return await db.transaction().execute(async (trx) => {
            await sql`select set_config('request.jwt.claims', ${JSON.stringify({ sub: ada.id, role: "authenticated" })}, true)`.execute(
              trx,
            );
            await sql.raw("set local role authenticated").execute(trx);
            const result = await sql.raw(statement).execute(trx);
            return statement.startsWith("select") ? result.rows.length : Number(result.numAffectedRows ?? 0);
          });
        } catch (error) {
          return /permission denied|row-level security/i.test((error as Error).message) ? "denied" : String(error);
        }
      };
      expect(await asAda("select * from public.email_confirmation_tokens")).toBe("denied");
      expect(
        await asAda(
          `insert into public.shopify_customer_links (user_id, shopify_customer_id, email, confirmed_at) values ('${ada.id}', 'email_x@example.com', 'x@example.com', now())`,
        ),
      ).toBe("denied");
      expect(
        await asAda(
          `insert into public.shopify_customer_links (user_id, shopify_customer_id, email) values ('${ada.id}', 'email_x@example.com', 'x@example.com')`,
        ),
      ).toBe(1);
      expect(await asAda("update public.shopify_customer_links set confirmed_at = now()")).toBe("denied");
      expect(await asAda("update public.shopify_customer_links set email = 'y@example.com'")).toBe(1);
      await db.updateTable("shopify_customer_links").set({ confirmed_at: new Date() }).execute();
      expect(await asAda("update public.shopify_customer_links set email = 'z@example.com'")).toBe(0);
      expect(await asAda("update auth.users set email_confirmed_at = now()")).toBe("denied");
    } finally {
      await close();
    }
  });
});
