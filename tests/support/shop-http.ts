/**
 * A shopper driving a running shop (startServerProcess) over real HTTP: the
 * forms as a browser without JavaScript posts them, and the embedded
 * storefront's GraphQL endpoint and checkout page.
 */
const form = (origin: string, fields: Record<string, string>, cookie = "") => ({
  method: "POST",
  redirect: "manual" as const,
  headers: {
    Origin: origin,
    "Content-Type": "application/x-www-form-urlencoded",
    ...(cookie ? { Cookie: cookie } : {}),
  },
  body: new URLSearchParams(fields),
});

export async function graphql<T = Record<string, unknown>>(
  origin: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data: T; extensions?: Record<string, unknown> }> {
  const response = await fetch(`${origin}/api/2026-04/graphql.json`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown; extensions?: Record<string, unknown> };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body;
}

/** Signs up an account (the /auth form); answers the HTTP status (303 when made). */
export async function signUp(origin: string, email: string, password = "secret123"): Promise<number> {
  const response = await fetch(
    `${origin}/auth`,
    form(origin, { intent: "signup", email, password, confirmPassword: password }),
  );
  return response.status;
}

export type Variant = { id: string; sellingPlanIds: string[] };

/** The catalogue's variants on sale, each with its selling plans (subscriptions). */
export async function variantsOnSale(origin: string, first = 12): Promise<Variant[]> {
  const { data } = await graphql<{
    products: {
      nodes: Array<{
        variants: {
          nodes: Array<{
            id: string;
            availableForSale: boolean;
            sellingPlanAllocations: { nodes: Array<{ sellingPlan: { id: string } }> };
          }>;
        };
      }>;
    };
  }>(
    origin,
    `{ products(first: ${first}) { nodes { variants(first: 3) { nodes { id availableForSale
       sellingPlanAllocations(first: 3) { nodes { sellingPlan { id } } } } } } } }`,
  );
  return data.products.nodes
    .flatMap((p) => p.variants.nodes)
    .filter((v) => v.availableForSale)
    .map((v) => ({ id: v.id, sellingPlanIds: v.sellingPlanAllocations.nodes.map((a) => a.sellingPlan.id) }));
}

export type StorefrontLine = { merchandiseId: string; quantity: number; sellingPlanId?: string };

/** A storefront cart of these lines (cartCreate); answers its token (the checkout page's last path segment). */
export async function storefrontCart(origin: string, lines: StorefrontLine[]): Promise<string> {
  const { data } = await graphql<{ cartCreate: { cart: { checkoutUrl: string } } }>(
    origin,
    `
      mutation Create($lines: [CartLineInput!]) {
        cartCreate(input: { lines: $lines }) {
          cart {
            checkoutUrl
          }
        }
      }
    `,
    { lines },
  );
  return new URL(data.cartCreate.cart.checkoutUrl).pathname.split("/").pop()!;
}

/** Pays a storefront cart on its checkout page; answers the order's name (#1001 …). */
export async function checkOut(origin: string, token: string, email: string): Promise<string> {
  const placed = await fetch(`${origin}/local-storefront/checkout/${token}`, form(origin, { email }));
  if (placed.status !== 303) throw new Error(`checkout answered ${placed.status}`);
  const page = await (await fetch(`${origin}/local-storefront/checkout/${token}`)).text();
  const name = /#\d{4,}/.exec(page)?.[0];
  if (!name) throw new Error("the paid checkout page names no order");
  return name;
}

/** One order of the first variant on sale, paid by `email`; answers its name. */
export async function placeLocalOrder(origin: string, email: string): Promise<string> {
  const [variant] = await variantsOnSale(origin, 1);
  return checkOut(origin, await storefrontCart(origin, [{ merchandiseId: variant!.id, quantity: 1 }]), email);
}

/** A shopper's cart on the shop (the /cart form), kept by its cookie. */
export function shopCart(origin: string) {
  let cookie = "";
  return {
    get cookie() {
      return cookie;
    },
    async post(fields: Record<string, string>): Promise<{ status: number; location: string | null }> {
      const response = await fetch(`${origin}/cart`, form(origin, { redirectTo: "/cart", ...fields }, cookie));
      const set = response.headers
        .getSetCookie()
        .find((c) => c.startsWith("__Host-biolife_cart=") || c.startsWith("biolife_cart="));
      if (set) cookie = set.split(";")[0]!;
      await response.arrayBuffer();
      return { status: response.status, location: response.headers.get("Location") };
    },
  };
}
