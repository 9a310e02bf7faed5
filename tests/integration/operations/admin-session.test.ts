import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { ADMIN_PG_PORT } from "~/.server/db/admin-socket";
import { startServerProcess } from "../../../scripts/server-process";
import { shopCart, signUp, variantsOnSale } from "../../support/shop-http";

/**
 * Issue #30 item 3: the admin socket shares the shop's one database session,
 * so nothing an admin client does may outlive it or stall the shop.
 */
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const adminClient = (dataDir: string) =>
  new pg.Client({ host: dataDir, port: ADMIN_PG_PORT, user: "postgres", database: "postgres" });

describe("admin clients on the running shop's database", () => {
  it(
    "settings end with the admin session, a second client is told why, an open begin does not stall the shop",
    { timeout: 300_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-admin-"));
      dirs.push(dataDir);
      const server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT_SCALE: "1000" });
      try {
        // Session settings, a role and a temporary table made in db:psql stay there.
        const first = adminClient(dataDir);
        first.on("error", () => {});
        await first.connect();
        await first.query("create temporary table admin_scratch (a int)");
        await first.query("set statement_timeout = 1");
        await first.query("set default_transaction_read_only = on");
        await first.end();
        expect(await signUp(server.origin, "after-set@example.com")).toBe(303);

        // One admin client at a time; the second gets a reason, not a dropped connection.
        const holder = adminClient(dataDir);
        await holder.connect();
        const holderErrors: Error[] = [];
        holder.on("error", (error) => holderErrors.push(error));
        const second = adminClient(dataDir);
        second.on("error", () => {});
        await expect(second.connect()).rejects.toThrow(/another admin client .* is connected/);

        // A transaction left open in the admin client: a sign-up that needs the database is refused (503, what
        // was typed kept) once it has waited the overload policy's wait, never stalled; the admin idle in its
        // transaction while the shop wanted the database is ended and told why, and the shop is served again.
        await holder.query("begin");
        await holder.query("insert into public.newsletter_subscribers (email) values ('left-open@example.com')");
        expect(await signUp(server.origin, "during-begin@example.com")).toBe(503);
        for (let i = 0; i < 100 && holderErrors.length === 0; i++) await new Promise((r) => setTimeout(r, 200));
        expect(await signUp(server.origin, "after-begin@example.com")).toBe(303);
        await holder.end().catch(() => undefined);
        const admin = adminClient(dataDir);
        await admin.connect();
        const left = await admin.query(
          "select count(*)::int as n from public.newsletter_subscribers where email = 'left-open@example.com'",
        );
        expect(left.rows[0].n).toBe(0);
        const users = await admin.query("select count(*)::int as n from auth.users where email like '%@example.com'");
        expect(users.rows[0].n).toBe(2);
        await admin.end();
        expect(holderErrors.map((e) => e.message).join(" ")).toMatch(/kept a transaction open/);
      } finally {
        await server.stop();
      }
    },
  );

  it(
    "a role, search_path or temporary table an admin client sets never reaches the shop's queries while it stays connected",
    { timeout: 300_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-admin-state-"));
      dirs.push(dataDir);
      const server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT_SCALE: "1000" });
      try {
        const admin = adminClient(dataDir);
        const adminErrors: Error[] = [];
        admin.on("error", (error) => adminErrors.push(error));
        await admin.connect();
        await admin.query("set role anon");
        await admin.query("set search_path = pg_catalog");
        await admin.query("set work_mem = '8MB'");
        // The shop signs people up meanwhile, as if no admin were there.
        expect(await signUp(server.origin, "while-anon@example.com")).toBe(303);
        // The admin's session is still its own.
        const mine = await admin.query(
          "select current_user as who, current_setting('search_path') as path, current_setting('work_mem') as mem",
        );
        expect(mine.rows[0]).toEqual({ who: "anon", path: "pg_catalog", mem: "8MB" });

        // A temporary table named like the shop's: no cart add that answered 303 lands in it.
        await admin.query("reset role; reset search_path; reset work_mem");
        await admin.query("create temporary table cart_sessions as select * from public.cart_sessions limit 0");
        const shopper = shopCart(server.origin);
        const variants = (await variantsOnSale(server.origin)).slice(0, 3);
        const answers: number[] = [];
        for (const variant of variants)
          answers.push((await shopper.post({ intent: "add", merchandiseId: variant.id })).status);
        expect(answers.every((status) => status === 303 || status === 503)).toBe(true);
        await admin.end().catch(() => undefined);
        const added = variants.filter((_, i) => answers[i] === 303).map((v) => v.id);

        const check = adminClient(dataDir);
        await check.connect();
        const carts = await check.query<{ data: { lines: Array<{ merchandiseId: string }> } }>(
          "select data from public.cart_sessions",
        );
        await check.end();
        // Adds made while the admin held the session waited no longer than the policy's wait: kept in the
        // shopper's offline-cart cookie (cart.ts), never written to the admin's temporary table.
        const stored = carts.rows.flatMap((row) => row.data.lines.map((line) => line.merchandiseId));
        expect(stored.every((id) => added.includes(id))).toBe(true);
        expect(await signUp(server.origin, "after-temp@example.com")).toBe(303);
      } finally {
        await server.stop();
      }
    },
  );
});
