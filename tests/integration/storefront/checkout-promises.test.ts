import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../../../scripts/server-process";

/**
 * The production build on the embedded defaults, as a shopper and as a
 * guesser meet it: what the checkout and the sign-up say happens (a
 * confirmation mail, a first-order code), and one budget of discount-code
 * guesses per client on every path that tries a code. Each client is its own
 * X-Forwarded-For address on this host (TRUSTED_PROXIES=1): the embedded
 * storefront's endpoint answers this host's callers only.
 */
type Server = Awaited<ReturnType<typeof startServerProcess>>;
let server: Server;

beforeAll(async () => {
  server = await startServerProcess({ TRUSTED_PROXIES: "1", RATE_LIMIT_SCALE: "1" }, undefined, {
    keepLines: /mail not sent/,
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

let clients = 0;
const newClient = () => `127.0.0.${++clients + 1}`;

async function graphql(query: string, variables: Record<string, unknown>, client: string) {
  const response = await fetch(`${server.origin}/api/2026-04/graphql.json`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> } };
}

/** A new cart with one available product on the embedded storefront: its checkout URL and cart id. */
async function newCheckout(client: string) {
  const products = await graphql(
    `
      {
        products(first: 10) {
          nodes {
            variants(first: 1) {
              nodes {
                id
                availableForSale
              }
            }
          }
        }
      }
    `,
    {},
    client,
  );
  const variant = (
    products.body.data as {
      products: { nodes: Array<{ variants: { nodes: Array<{ id: string; availableForSale: boolean }> } }> };
    }
  ).products.nodes
    .flatMap((p) => p.variants.nodes)
    .find((v) => v.availableForSale)!;
  const created = await graphql(
    `
      mutation ($lines: [CartLineInput!]!) {
        cartCreate(input: { lines: $lines }) {
          cart {
            id
            checkoutUrl
          }
        }
      }
    `,
    { lines: [{ merchandiseId: variant.id, quantity: 1 }] },
    client,
  );
  const cart = (created.body.data as { cartCreate: { cart: { id: string; checkoutUrl: string } } }).cartCreate.cart;
  return { cartId: cart.id, url: cart.checkoutUrl.split("?")[0] };
}

const post = (url: string, fields: Record<string, string>, client: string) =>
  fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

/** The mails the server printed (the embedded default's delivery), as their text. */
const printedMails = () =>
  server.keptLines().flatMap((line) => {
    try {
      return [String((JSON.parse(line) as { msg: string }).msg)];
    } catch {
      return [];
    }
  });

async function printedMail(match: RegExp): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const found = printedMails().find((mail) => match.test(mail));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail matching ${match} in the log:\n${printedMails().join("\n---\n")}`);
}

describe("discount-code guesses: one limit on every path (issue 56, item 11)", () => {
  it("30 guesses through the storefront endpoint's cartDiscountCodesUpdate: refused with 429 after 10", async () => {
    const client = newClient();
    const { cartId } = await newCheckout(client);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const answer = await graphql(
        `
          mutation ($cartId: ID!, $codes: [String!]!) {
            cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) {
              cart {
                discountCodes {
                  code
                  applicable
                }
              }
            }
          }
        `,
        { cartId, codes: [`GUESS${i}`] },
        client,
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
  });

  it("codes in one call count one guess each: 30 as a list, 15 as aliases", async () => {
    const client = newClient();
    const { cartId } = await newCheckout(client);
    const codes = Array.from({ length: 30 }, (_, i) => `LIST${i}`);
    const listed = await graphql(
      `
        mutation ($cartId: ID!, $codes: [String!]!) {
          cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) {
            cart {
              id
            }
          }
        }
      `,
      { cartId, codes },
      client,
    );
    expect(listed.status).toBe(429);
    const other = newClient();
    // As many aliases as the endpoint takes in one document (GraphQL Armor's max-aliases, 15).
    const aliases = codes
      .slice(0, 15)
      .map((code, i) => `a${i}: cartDiscountCodesUpdate(cartId: $cartId, discountCodes: ["${code}"]) { cart { id } }`)
      .join("\n");
    const aliased = await graphql(`mutation ($cartId: ID!) { ${aliases} }`, { cartId }, other);
    const answered = Object.values(aliased.body.data ?? {}).filter((value) => value !== null);
    expect(answered.length).toBeLessThanOrEqual(10);
    expect(aliased.status).toBe(429);
  });

  it("codes sent with cartCreate count as guesses too", async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await graphql(
        `
          mutation ($codes: [String!]!) {
            cartCreate(input: { discountCodes: $codes }) {
              cart {
                id
              }
            }
          }
        `,
        { codes: [`CREATE${i}`] },
        client,
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("30 guesses through the hosted checkout's code field: refused with 429 after 10, the typed code kept", async () => {
    const client = newClient();
    const { url } = await newCheckout(client);
    const statuses: number[] = [];
    let last = "";
    for (let i = 0; i < 30; i++) {
      const response = await post(`${url}/discount`, { code: `GUESS${i}` }, client);
      statuses.push(response.status);
      last = await response.text();
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expect(last).toContain("Too many attempts. Please wait a few minutes and try again.");
    expect(last).toContain('value="GUESS29"');
  });
});

describe("what the checkout and the sign-up promise (issue 58, items 10-12)", () => {
  it("WELCOME10, a first-order code, is refused on a second order by the same email, with the page's message", async () => {
    const client = newClient();
    const first = await newCheckout(client);
    expect((await post(`${first.url}/discount`, { code: "WELCOME10" }, client)).status).toBe(303);
    expect((await post(first.url, { email: "Repeat@Example.com" }, client)).status).toBe(303);

    const second = await newCheckout(client);
    expect((await post(`${second.url}/discount`, { code: "welcome10" }, client)).status).toBe(303);
    const refused = await post(second.url, { email: "repeat@example.com" }, client);
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain("WELCOME10 is for a first order, and this email has used it already.");
    expect(page).toContain('value="repeat@example.com"');

    // Another shopper's first order still takes it; this one can order without it.
    const other = await newCheckout(client);
    await post(`${other.url}/discount`, { code: "WELCOME10" }, client);
    expect((await post(other.url, { email: "newcomer@example.com" }, client)).status).toBe(303);
    expect((await post(`${second.url}/discount`, { remove: "1" }, client)).status).toBe(303);
    expect((await post(second.url, { email: "repeat@example.com" }, client)).status).toBe(303);
    expect(await (await fetch(second.url)).text()).toContain("is confirmed");
  });

  it("the order page's “A confirmation goes to …” is kept: the order mail, with items, plan, totals and the store's address", async () => {
    const client = newClient();
    const { url } = await newCheckout(client);
    await post(`${url}/discount`, { code: "WELCOME10" }, client);
    await post(url, { email: "confirm-me@example.com" }, client);
    const page = await (await fetch(url)).text();
    expect(page).toContain("A confirmation goes to confirm-me@example.com");
    const orderName = /Order (#\d+) is confirmed/.exec(page)![1];
    const mail = await printedMail(new RegExp(`order ${orderName} confirmed`));
    expect(mail).toContain(`Order ${orderName} is confirmed`);
    expect(mail).toMatch(/- .+ × 1: \$\d+\.\d\d/);
    expect(mail).toMatch(/Subtotal: \$\d+\.\d\d/);
    expect(mail).toMatch(/Discount \(WELCOME10\): −\$\d+\.\d\d/);
    expect(mail).toMatch(/Total: \$\d+\.\d\d/);
    expect(mail).toContain("1200 Peachtree Street NE, Suite 400");
    expect(mail).not.toContain("confirm-me@example.com");
  });

  it("on the embedded defaults a mail's text, its link included, is in the server's log (no address)", async () => {
    const email = `newcomer-${Date.now()}@example.com`;
    const signup = await post(
      `${server.origin}/auth`,
      { intent: "signup", email, password: "correct-horse-42", confirmPassword: "correct-horse-42" },
      newClient(),
    );
    expect(signup.status).toBeLessThan(500);
    const mail = await printedMail(/confirm-email\?token=/);
    expect(mail).toMatch(/https?:\/\/[^\s]+\/confirm-email\?token=[\w-]{20,}/);
    expect(mail).not.toContain(email);
  });
});
