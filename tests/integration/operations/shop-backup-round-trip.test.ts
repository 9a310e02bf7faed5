import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { readStoreSnapshot } from "../../../local-storefront/store";
import { startServerProcess } from "../../../scripts/server-process";
import { allRows, runAdminCommand, tempDirs } from "../../support/admin-commands";
import {
  checkOut,
  graphql,
  shopCart,
  signUp,
  storefrontCart,
  variantsOnSale,
  type StorefrontLine,
} from "../../support/shop-http";

/**
 * Issue 56 item 3: a shop on the embedded defaults, with generated accounts,
 * orders (subscriptions among their lines), open checkouts and carts, goes
 * through db:backup (on the running shop) and db:restore into a new DATA_DIR:
 * the restored shop has every row and every order, its open checkouts stay
 * open with their carts full, and order numbering continues.
 */
const temp = tempDirs();
afterAll(temp.removeAll);
const tempDir = temp.make;

const line = fc.record({ variant: fc.nat(), quantity: fc.integer({ min: 1, max: 3 }), subscribe: fc.boolean() });
const plan = fc.record({
  accounts: fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9]{2,9}$/), { minLength: 1, maxLength: 3 }),
  orders: fc.array(fc.record({ buyer: fc.nat(), lines: fc.array(line, { minLength: 1, maxLength: 3 }) }), {
    maxLength: 4,
  }),
  carts: fc.array(fc.record({ lines: fc.array(line, { minLength: 1, maxLength: 3 }), checkout: fc.boolean() }), {
    maxLength: 3,
  }),
});

const orderNames = (store: string | null) =>
  (JSON.parse(store ?? '{"orders":[]}') as { orders: Array<{ name: string }> }).orders.map((o) => o.name);

const OPERATOR_ACTIONS = new Set(["db.restore", "admin-socket.session", "admin-socket.backup"]);
const withoutOperatorLines = (rows: Record<string, unknown[]>) => ({
  ...rows,
  "public.admin_audit_log": (rows["public.admin_audit_log"] as Array<{ action: string }>).filter(
    (line) => !OPERATOR_ACTIONS.has(line.action),
  ),
});

describe("db:backup and db:restore move a whole shop", () => {
  it(
    "every row, order, subscription and open checkout comes back; numbering continues",
    { timeout: 900_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(plan, async ({ accounts, orders, carts }) => {
          const from = tempDir("ops-move-from-");
          const backupFile = path.join(tempDir("ops-move-file-"), "shop.backup");
          const server = await startServerProcess({ DATA_DIR: from, RATE_LIMIT_SCALE: "1000" });
          const checkouts: Array<{ cookie: string; token: string }> = [];
          let before: Record<string, unknown[]>;
          try {
            const variants = await variantsOnSale(server.origin);
            const toLine = (l: { variant: number; quantity: number; subscribe: boolean }): StorefrontLine => {
              const variant = variants[l.variant % variants.length]!;
              const plan = l.subscribe ? variant.sellingPlanIds[0] : undefined;
              return { merchandiseId: variant.id, quantity: l.quantity, ...(plan ? { sellingPlanId: plan } : {}) };
            };
            const emails = accounts.map((name) => `${name}@example.com`);
            for (const email of emails) expect(await signUp(server.origin, email)).toBe(303);
            for (const order of orders) {
              const token = await storefrontCart(server.origin, order.lines.map(toLine));
              await checkOut(server.origin, token, emails[order.buyer % emails.length]!);
            }
            for (const cart of carts) {
              const shopper = shopCart(server.origin);
              for (const l of cart.lines.map(toLine)) {
                const fields: Record<string, string> = { intent: "add", merchandiseId: l.merchandiseId };
                if (l.sellingPlanId)
                  Object.assign(fields, { purchase: "subscription", sellingPlanId: l.sellingPlanId });
                expect((await shopper.post(fields)).status).toBe(303);
              }
              if (!cart.checkout) continue;
              const started = await shopper.post({ intent: "checkout" });
              expect(started.status).toBe(303);
              checkouts.push({ cookie: shopper.cookie, token: new URL(started.location!).pathname.split("/").pop()! });
            }
            before = await allRows(from);
            const made = await runAdminCommand("db-backup", [backupFile, "--with-secrets"], from);
            expect(made.code, made.output).toBe(0);
          } finally {
            await server.stop();
          }
          const storeBefore = readStoreSnapshot(from);

          const to = tempDir("ops-move-to-");
          const restored = await runAdminCommand("db-restore", [backupFile], to);
          expect(restored.code, restored.output).toBe(0);
          const moved = await startServerProcess({ DATA_DIR: to, RATE_LIMIT_SCALE: "1000" });
          try {
            // Every open checkout is still open, and its shopper's cart (read through the page) still full.
            for (const { cookie, token } of checkouts) {
              const { data } = await graphql<{ cart: { id: string } | null }>(
                moved.origin,
                `
                  query ($id: ID!) {
                    cart(id: $id) {
                      id
                    }
                  }
                `,
                { id: `gid://shopify/Cart/${token}` },
              );
              expect(data.cart).not.toBeNull();
              expect((await fetch(`${moved.origin}/cart`, { headers: { Cookie: cookie } })).status).toBe(200);
            }
            const after = await allRows(to);
            // The restore and these reads are operator actions of their own: the audit log records them (issue 59).
            expect(after["public.admin_audit_log"]).toContainEqual(expect.objectContaining({ action: "db.restore" }));
            expect(withoutOperatorLines(after)).toEqual(withoutOperatorLines(before!));
            expect(readStoreSnapshot(to)).toEqual(storeBefore);
            // Numbering continues after the last order moved.
            const [first] = await variantsOnSale(moved.origin, 1);
            const token = await storefrontCart(moved.origin, [{ merchandiseId: first!.id, quantity: 1 }]);
            const next = await checkOut(moved.origin, token, "next@example.com");
            expect(next).toBe(`#${1001 + orderNames(storeBefore).length}`);
          } finally {
            await moved.stop();
          }
        }),
        { numRuns: Number(process.env.SHOP_MOVE_RUNS ?? 2), endOnFailure: true },
      );
    },
  );
});
