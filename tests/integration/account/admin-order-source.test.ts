import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "~/lib/account/order";
import { startServerProcess } from "../../../scripts/server-process";
import { PROOF_MESSAGES } from "~/lib/account/proof";
import { startShopifyAdminStandIn, type StandInOrder } from "../../support/shopify-admin-stand-in";
import { startSmtpCapture } from "../../support/smtp-capture";
import { startTestServices } from "../../support/services";

/**
 * Order history with a real store: the production build, configured with a
 * Shopify store and an Admin API token, reads a linked customer's orders
 * from the store's Admin GraphQL API (here a protocol-level stand-in).
 */
const TOKEN = "shpat_stand_in_token";
const buyer = `buyer-${randomBytes(3).toString("hex")}@example.com`;
const orders: StandInOrder[] = [
  {
    email: buyer,
    legacyResourceId: "5001",
    name: "#1001",
    createdAt: "2026-03-02T15:00:00Z",
    currencyCode: "USD",
    total: "59.98",
    financial: "PAID",
    fulfillment: "FULFILLED",
    lines: [{ title: "Joint Formula", quantity: 2, price: "29.99" }],
  },
  {
    email: buyer,
    legacyResourceId: "5002",
    name: "#1002",
    createdAt: "2026-04-10T09:30:00Z",
    currencyCode: "USD",
    total: "24.50",
    financial: "PARTIALLY_REFUNDED",
    fulfillment: "UNFULFILLED",
    lines: [
      { title: "Vitamin D3", quantity: 1, price: "14.50" },
      { title: "Sleep Support", quantity: 1, price: "10.00" },
    ],
  },
  { ...baseOther(), email: "someone.else@example.com" },
];

function baseOther(): StandInOrder {
  return {
    email: "",
    legacyResourceId: "5003",
    name: "#1003",
    createdAt: "2026-05-01T00:00:00Z",
    currencyCode: "USD",
    total: "9.99",
    financial: "PAID",
    fulfillment: "FULFILLED",
    lines: [{ title: "Not Yours", quantity: 1, price: "9.99" }],
  };
}

let store: Awaited<ReturnType<typeof startShopifyAdminStandIn>>;
let server: Awaited<ReturnType<typeof startServerProcess>>;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

async function signedInAs(email: string): Promise<string> {
  const password = "correct horse battery staple";
  await fetch(`${server.origin}/auth`, {
    method: "POST",
    body: new URLSearchParams({ intent: "signup", email, password, confirmPassword: password }),
    redirect: "manual",
  });
  const login = await fetch(`${server.origin}/auth`, {
    method: "POST",
    body: new URLSearchParams({ intent: "login", email, password }),
    redirect: "manual",
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => c.includes("session"))
    .join("; ");
  expect(cookie).not.toBe("");
  return cookie;
}

async function accountPage(cookie: string): Promise<string> {
  const page = await fetch(`${server.origin}/account`, { headers: { Cookie: cookie } });
  expect(page.status).toBe(200);
  return page.text();
}

async function link(cookie: string, linkedEmail: string): Promise<string> {
  const answer = await fetch(`${server.origin}/account`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: new URLSearchParams({ intent: "link", email: linkedEmail }),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  const html = await accountPage(cookie);
  expect(html).toMatch(new RegExp(`data-testid="linked-email"[^>]*>${linkedEmail.replace(/[.+]/g, "\\$&")}<`));
  return html;
}

/** The confirmation link mailed (over SMTP) to `email`, opened and confirmed with `cookie`'s session. */
async function confirmFromMail(cookie: string, email: string): Promise<Response> {
  await expect.poll(() => smtp.confirmationPathFor(email)).not.toBeNull();
  const path = smtp.confirmationPathFor(email)!;
  const token = new URL(path, server.origin).searchParams.get("token")!;
  return fetch(`${server.origin}/confirm-email`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: server.origin },
    body: new URLSearchParams({ token }),
    redirect: "manual",
  });
}

/** Signs up, links `linkedEmail`, proves it from the mailed link, and reads the account page. */
async function linkAndRead(shopper: string, linkedEmail: string): Promise<string> {
  const cookie = await signedInAs(shopper);
  await link(cookie, linkedEmail);
  expect((await confirmFromMail(cookie, linkedEmail)).status).toBe(303);
  return accountPage(cookie);
}

const adminRequestsFor = (email: string) =>
  store.state.requests.filter((r) => String(r.variables.query).includes(email)).length;

const ordersIn = (html: string) =>
  [...html.matchAll(/data-testid="order"[\s\S]*?<\/ul><\/li>/g)].map((m) => m[0].replace(/<!-- -->/g, ""));

beforeAll(async () => {
  store = await startShopifyAdminStandIn({ accessToken: TOKEN, orders });
  smtp = await startSmtpCapture();
  server = await startServerProcess({
    SMTP_URL: smtp.url,
    PUBLIC_STORE_DOMAIN: store.origin,
    PUBLIC_STOREFRONT_API_TOKEN: "stand-in",
    SHOPIFY_ADMIN_API_TOKEN: TOKEN,
    SHOPIFY_ADMIN_API_VERSION: "2026-01",
    STOREFRONT_TIMEOUT_MS: "1500",
    RATE_LIMIT_SCALE: "100",
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await store?.close();
  await smtp?.close();
});

describe("order history only for a proved address (Admin API)", () => {
  it("user B links user A's email and sees no order of A's; the store is never asked", async () => {
    store.state.mode = "ok";
    const before = adminRequestsFor(buyer);
    const cookieB = await signedInAs(`intruder-${randomBytes(3).toString("hex")}@example.com`);
    const html = await link(cookieB, buyer);
    expect(ordersIn(html)).toHaveLength(0);
    expect(html).toContain(PROOF_MESSAGES.ordersNeedConfirmation);
    expect(html).toContain('data-testid="link-pending"');
    expect(html).not.toContain("Joint Formula");
    expect(adminRequestsFor(buyer)).toBe(before);

    // The confirmation went to A's inbox, not B's; another account that gets hold of it cannot use it.
    await expect.poll(() => smtp.confirmationPathFor(buyer)).not.toBeNull();
    const cookieC = await signedInAs(`other-${randomBytes(3).toString("hex")}@example.com`);
    const refused = await confirmFromMail(cookieC, buyer);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(PROOF_MESSAGES.otherAccount);
    expect(ordersIn(await accountPage(cookieB))).toHaveLength(0);
    expect(adminRequestsFor(buyer)).toBe(before);
  });

  it("a user whose own account email is confirmed links it and sees its orders at once", async () => {
    store.state.mode = "ok";
    const own = `own-${randomBytes(3).toString("hex")}@example.com`;
    orders.push({
      ...baseOther(),
      email: own,
      legacyResourceId: "6001",
      name: "#2001",
      lines: [{ title: "Own Order", quantity: 1, price: "9.99" }],
    });
    const cookie = await signedInAs(own);
    // Not yet confirmed: linking it asks for confirmation, and nothing is shown.
    const pending = await link(cookie, own);
    expect(pending).toContain(PROOF_MESSAGES.accountUnconfirmed);
    expect(ordersIn(pending)).toHaveLength(0);
    // The sign-up mail's link confirms the account, which proves the linked address too.
    const signUpMail = smtp.received.find((m) => m.to.includes(own));
    expect(signUpMail?.text).toContain("/confirm-email?token=");
    const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(signUpMail!.text)![1];
    const confirmed = await fetch(`${server.origin}/confirm-email`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.origin },
      body: new URLSearchParams({ token }),
      redirect: "manual",
    });
    expect(confirmed.status).toBe(303);
    const html = await accountPage(cookie);
    expect(html).not.toContain(PROOF_MESSAGES.accountUnconfirmed);
    expect(ordersIn(html)).toHaveLength(1);
    expect(ordersIn(html)[0]).toContain("Own Order");
    // Used once: the same link confirms nothing again.
    const again = await fetch(`${server.origin}/confirm-email`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.origin },
      body: new URLSearchParams({ token }),
      redirect: "manual",
    });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain(PROOF_MESSAGES.linkInvalid);
  });
});

describe("order history from the store's Admin API", () => {
  it("lists the linked email's orders, newest first, in the spec's shape", async () => {
    store.state.mode = "ok";
    const html = await linkAndRead(`shopper-${randomBytes(3).toString("hex")}@example.com`, buyer);
    const shown = ordersIn(html);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toContain("Order #1002");
    expect(shown[0]).toContain("$24.50");
    expect(shown[0]).toContain("partially_refunded · unfulfilled");
    expect(shown[0]).toContain("Vitamin D3 × 1 — $14.50");
    expect(shown[0]).toContain("Sleep Support × 1 — $10.00");
    expect(shown[1]).toContain("Order #1001");
    expect(shown[1]).toContain("paid · fulfilled");
    expect(shown[1]).toContain("Joint Formula × 2 — $29.99");
    expect(html).not.toContain("Not Yours");

    const request = store.state.requests.at(-1)!;
    expect(request).toMatchObject({ version: "2026-01", token: TOKEN, variables: { query: `email:"${buyer}"` } });
  });

  it("says there are none when the store has no orders for the email", async () => {
    store.state.mode = "ok";
    const html = await linkAndRead(`empty-${randomBytes(3).toString("hex")}@example.com`, "never.ordered@example.com");
    expect(ordersIn(html)).toHaveLength(0);
    expect(html).toContain(ACCOUNT_MESSAGES.noOrders);
  });

  it.each(["500", "graphql-error", "down"] as const)(
    "shows the spec's failure when the store answers %s",
    async (mode) => {
      store.state.mode = mode;
      const html = await linkAndRead(`failing-${mode}-${randomBytes(3).toString("hex")}@example.com`, buyer);
      expect(ordersIn(html)).toHaveLength(0);
      expect(html).toContain(ACCOUNT_MESSAGES.ordersFailed);
    },
  );
});

describe("a real store without SHOPIFY_ADMIN_API_TOKEN", () => {
  it("cannot read orders, so the account shows the spec's failure", async () => {
    const shop = startTestServices({
      env: { PUBLIC_STORE_DOMAIN: store.origin, PUBLIC_STOREFRONT_API_TOKEN: "stand-in" },
    });
    try {
      const before = store.state.requests.length;
      await expect(shop.services.orders.ordersFor(buyer)).rejects.toThrow(/SHOPIFY_ADMIN_API_TOKEN/);
      expect(store.state.requests.length).toBe(before);
    } finally {
      await shop.close();
    }
  });
});
