import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { anonymous, asUser, signedIn, type Claims } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import { testDatabases } from "../../support/databases";

/**
 * Row Level Security, table by table, as anon, a user, another user and an
 * admin: what each may read and write.
 */
async function attempt(db: Kysely<Database>, claims: Claims, statement: string): Promise<"ok" | "denied" | number> {
  try {
    return await asUser(db, claims, async (trx) => {
      const result = await sql.raw(statement).execute(trx);
      return statement.trimStart().startsWith("select") ? result.rows.length : "ok";
    });
  } catch (error) {
    if (/permission denied|row-level security|violates row-level/i.test((error as Error).message)) return "denied";
    throw error;
  }
}

/** A write that RLS filters to zero rows "succeeds"; count what it touched instead. */
async function touched(db: Kysely<Database>, claims: Claims, statement: string): Promise<number | "denied"> {
  try {
    return await asUser(db, claims, async (trx) =>
      Number((await sql.raw(statement).execute(trx)).numAffectedRows ?? 0),
    );
  } catch (error) {
    if (/permission denied|row-level security/i.test((error as Error).message)) return "denied";
    throw error;
  }
}

describe.each(testDatabases)("row level security on $name", (database) => {
  it("lets each role read and write only what it should", { timeout: 240_000 }, async () => {
    const { db, close } = await database.open();
    try {
      const [alice, bob, admin] = await db
        .insertInto("auth.users")
        .values([{ email: "alice@example.com" }, { email: "bob@example.com" }, { email: "admin@example.com" }])
        .returning("id")
        .execute();
      await db.insertInto("user_roles").values({ user_id: admin.id, role: "admin" }).execute();
      await db
        .insertInto("shopify_customer_links")
        .values({ user_id: bob.id, shopify_customer_id: "email_bob@shop.com", email: "bob@shop.com" })
        .execute();
      await db.deleteFrom("chat_knowledge_base").execute(); // the seeded entries; this test counts its own
      await db
        .insertInto("chat_knowledge_base")
        .values([
          { category: "c", question: "active?", answer: "yes", keywords: [] },
          { category: "c", question: "hidden?", answer: "no", keywords: [], is_active: false },
        ])
        .execute();
      const conversation = await db
        .insertInto("chat_conversations")
        .values({ session_id: "s-seed" })
        .returning("id")
        .executeTakeFirstOrThrow();
      // One rating per message: each visitor below rates its own reply.
      const replies = await db
        .insertInto("chat_messages")
        .values([0, 1].map(() => ({ conversation_id: conversation.id, role: "assistant" as const, content: "hi" })))
        .returning("id")
        .execute();
      await db
        .insertInto("health_events")
        .values({ title: "Screening", description: "", event_type: "screening" })
        .execute();
      await db
        .insertInto("mail_outbox")
        .values({ to_address: "x@example.com", subject: "s", text_body: "t" })
        .execute();
      await db
        .insertInto("cart_sessions")
        .values({ data: "{}", expires_at: new Date(Date.now() + 60_000) })
        .execute();
      await db
        .insertInto("password_reset_tokens")
        .values({ token_hash: "h", user_id: alice.id, expires_at: new Date(Date.now() + 60_000) })
        .execute();

      const anon = anonymous;
      const asAlice = signedIn(alice.id, "alice@example.com");
      const asBob = signedIn(bob.id, "bob@example.com");
      const asAdmin = signedIn(admin.id, "admin@example.com");

      // Visitors may insert giveaway entries, contact messages, chat rows and feedback, but read none back.
      for (const [index, who] of [anon, asAlice].entries()) {
        const message = replies[index];
        expect(
          await attempt(
            db,
            who,
            "insert into public.kia_giveaway_entries (email, phone) values ('e@example.com', '1')",
          ),
        ).toBe("ok");
        expect(
          await attempt(
            db,
            who,
            "insert into public.contact_messages (name, email, subject, message) values ('n', 'e@example.com', 's', 'm')",
          ),
        ).toBe("ok");
        expect(
          await attempt(
            db,
            who,
            `insert into public.chat_conversations (session_id) values ('s-${who.sub ?? "anon"}')`,
          ),
        ).toBe("ok");
        expect(
          await attempt(
            db,
            who,
            `insert into public.chat_messages (conversation_id, role, content) values ('${conversation.id}', 'user', 'q')`,
          ),
        ).toBe("ok");
        expect(
          await attempt(db, who, `insert into public.chat_feedback (message_id, rating) values ('${message.id}', 1)`),
        ).toBe("ok");
        for (const table of [
          "kia_giveaway_entries",
          "contact_messages",
          "chat_conversations",
          "chat_messages",
          "chat_feedback",
        ]) {
          const read = await attempt(db, who, `select * from public.${table}`);
          expect([0, "denied"], `${who.sub ?? "anon"} reads ${table}`).toContain(read);
        }
      }
      expect(await attempt(db, asAdmin, "select * from public.kia_giveaway_entries")).toBe(2);
      expect(await attempt(db, asAdmin, "select * from public.chat_feedback")).toBe(2);

      // Shopify links: only one's own.
      expect(await attempt(db, asBob, "select * from public.shopify_customer_links")).toBe(1);
      expect(await attempt(db, asAlice, "select * from public.shopify_customer_links")).toBe(0);
      expect(await attempt(db, anon, "select * from public.shopify_customer_links")).toBe("denied");
      expect(
        await attempt(
          db,
          asAlice,
          `insert into public.shopify_customer_links (user_id, shopify_customer_id, email) values ('${bob.id}', 'email_x', 'x')`,
        ),
      ).toBe("denied");
      expect(
        await attempt(
          db,
          asAlice,
          `insert into public.shopify_customer_links (user_id, shopify_customer_id, email) values ('${alice.id}', 'email_a@shop.com', 'a@shop.com')`,
        ),
      ).toBe("ok");
      expect(await attempt(db, asBob, "select * from public.shopify_customer_links")).toBe(1);

      // Roles: one's own row; only admins write.
      expect(await attempt(db, asAdmin, `select * from public.user_roles where user_id = '${admin.id}'`)).toBe(1);
      expect(await attempt(db, asAlice, "select * from public.user_roles")).toBe(0);
      expect(
        await attempt(db, asAlice, `insert into public.user_roles (user_id, role) values ('${alice.id}', 'admin')`),
      ).toBe("denied");
      expect(await attempt(db, anon, "select * from public.user_roles")).toBe("denied");

      // Knowledge: active entries public; admins see all and alone write.
      expect(await attempt(db, anon, "select * from public.chat_knowledge_base")).toBe(1);
      expect(await attempt(db, asAlice, "select * from public.chat_knowledge_base")).toBe(1);
      expect(await attempt(db, asAdmin, "select * from public.chat_knowledge_base")).toBe(2);
      expect(
        await attempt(
          db,
          asAlice,
          "insert into public.chat_knowledge_base (category, question, answer) values ('c', 'q', 'a')",
        ),
      ).toBe("denied");
      expect(
        await attempt(
          db,
          anon,
          "insert into public.chat_knowledge_base (category, question, answer) values ('c', 'q', 'a')",
        ),
      ).toBe("denied");
      expect(await touched(db, asAlice, "update public.chat_knowledge_base set answer = 'x'")).toBe(0);
      expect(await touched(db, asAlice, "delete from public.chat_knowledge_base")).toBe(0);
      expect(
        await attempt(
          db,
          asAdmin,
          "insert into public.chat_knowledge_base (category, question, answer) values ('c', 'q', 'a')",
        ),
      ).toBe("ok");
      expect(await touched(db, asAdmin, "update public.chat_knowledge_base set answer = 'x'")).toBe(3);
      expect(await touched(db, asAdmin, "delete from public.chat_knowledge_base where question = 'q'")).toBe(1);

      // Community refreshes write the community tables: admins only.
      for (const [table, columns] of [
        ["health_events", "(title) values ('t')"],
        ["health_stories", "(title) values ('t')"],
        ["caregiver_resources", "(title) values ('t')"],
        ["support_groups", "(name) values ('n')"],
      ]) {
        expect(await attempt(db, anon, `insert into public.${table} ${columns}`), `anon writes ${table}`).toBe(
          "denied",
        );
        expect(await attempt(db, asAlice, `insert into public.${table} ${columns}`), `user writes ${table}`).toBe(
          "denied",
        );
        expect(await attempt(db, asAdmin, `insert into public.${table} ${columns}`), `admin writes ${table}`).toBe(
          "ok",
        );
        expect(await attempt(db, anon, `select * from public.${table}`)).toBeGreaterThanOrEqual(1);
      }
      expect(await touched(db, asAlice, "delete from public.health_events")).toBe(0);

      // Server-only tables and auth.users: nobody acting for a visitor reaches them.
      for (const who of [anon, asAlice, asAdmin]) {
        for (const table of [
          "public.mail_outbox",
          "public.cart_sessions",
          "public.password_reset_tokens",
          "public.schema_migrations",
          "auth.users",
        ]) {
          const read = await attempt(db, who, `select * from ${table}`);
          expect([0, "denied"], `${who.sub ?? "anon"} reads ${table}`).toContain(read);
        }
      }
    } finally {
      await close();
    }
  });

  it("lets everyone read campaigns and only admins write them", { timeout: 240_000 }, async () => {
    const { db, close } = await database.open();
    try {
      const [shopper, admin] = await db
        .insertInto("auth.users")
        .values([{ email: "shopper@example.com" }, { email: "boss@example.com" }])
        .returning("id")
        .execute();
      await db.insertInto("user_roles").values({ user_id: admin.id, role: "admin" }).execute();
      const asShopper = signedIn(shopper.id, "shopper@example.com");
      const asAdmin = signedIn(admin.id, "boss@example.com");
      const seeded = 4;

      for (const who of [anonymous, asShopper, asAdmin])
        expect(await attempt(db, who, "select id, title, discount_code from public.campaigns")).toBe(seeded);

      const insert = `insert into public.campaigns (kind, title, starts_at, ends_at)
        values ('seasonal_theme', 'Heart Month', '2031-02-01T00:00:00Z', '2031-03-01T00:00:00Z')`;
      for (const who of [anonymous, asShopper]) {
        expect(await attempt(db, who, insert)).toBe("denied");
        expect(await touched(db, who, "update public.campaigns set title = 'Hacked'")).toBe(
          who === anonymous ? "denied" : 0,
        );
        expect(await touched(db, who, "delete from public.campaigns")).toBe(who === anonymous ? "denied" : 0);
      }
      expect(await attempt(db, asAdmin, insert)).toBe("ok");
      expect(
        await touched(
          db,
          asAdmin,
          "update public.campaigns set title = 'Heart Health Month' where title = 'Heart Month'",
        ),
      ).toBe(1);
      expect(await touched(db, asAdmin, "delete from public.campaigns where title = 'Heart Health Month'")).toBe(1);
      // The table's own rules hold for admins too: an end before the start is refused.
      await expect(
        attempt(
          db,
          asAdmin,
          `insert into public.campaigns (kind, title, starts_at, ends_at)
           values ('giveaway', 'Backwards', '2031-02-01T00:00:00Z', '2031-01-01T00:00:00Z')`,
        ),
      ).rejects.toThrow(/check constraint/);
      expect(await attempt(db, anonymous, "select * from public.campaigns where title = 'Hacked'")).toBe(0);
    } finally {
      await close();
    }
  });

  it("leaves no table in public or auth without Row Level Security", { timeout: 120_000 }, async () => {
    const { db, close } = await database.open();
    try {
      const tables = await sql<{ schema: string; name: string; rls: boolean }>`
        select n.nspname as schema, c.relname as name, c.relrowsecurity as rls
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'auth') and c.relkind in ('r', 'p')`.execute(db);
      expect(tables.rows.map((t) => `${t.schema}.${t.name}`)).toContain("auth.users");
      expect(tables.rows.filter((t) => !t.rls).map((t) => `${t.schema}.${t.name}`)).toEqual([]);
    } finally {
      await close();
    }
  });
});
