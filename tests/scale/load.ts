import { Shopper } from "./client";

/**
 * A bounded load through nginx for the rolling restart: a few shoppers in a
 * loop, each browsing, filling carts and entering the giveaway, one request at
 * a time with a short pause. Every request's answer is checked; every write
 * that succeeded is remembered, to be found in the database afterwards.
 */
const SHOPPERS = 4;
const PAUSE_MS = 80;
const LINES_PER_CART = 3;

export interface LoadResult {
  sent: number;
  failed: string[];
  /** The variant ids added to each cart that answered (one cart per shopper cookie). */
  carts: string[][];
  cartLines: number;
  /** The emails of the giveaway entries that answered. */
  entries: string[];
}

export function runLoad(options: {
  site: string;
  variants: Array<{ handle: string; id: string }>;
  address: () => string;
  run: string;
}) {
  const { site, variants, run } = options;
  let stopping = false;
  let sent = 0;
  let entryNumber = 0;
  const failed: string[] = [];
  const carts: string[][] = [];
  const entries: string[] = [];
  const pages = ["/", "/shop", "/about", ...variants.slice(0, 4).map((v) => `/product/${v.handle}`)];

  async function check(label: string, request: Promise<{ status: number }>, expected: number): Promise<boolean> {
    sent += 1;
    try {
      const { status } = await request;
      if (status === expected) return true;
      failed.push(`${label}: ${status}`);
    } catch (error) {
      failed.push(`${label}: ${(error as Error).message}`);
    }
    return false;
  }

  async function shopperLoop(n: number) {
    let cart: { shopper: Shopper; lines: string[] } | null = null;
    for (let step = 0; !stopping; step++) {
      const kind = step % 4;
      if (kind < 2) {
        const path = pages[(step * 7 + n) % pages.length];
        await check(`GET ${path}`, new Shopper(site, options.address()).get(path), 200);
      } else if (kind === 2) {
        if (!cart || cart.lines.length >= LINES_PER_CART) {
          cart = { shopper: new Shopper(site, options.address()), lines: [] };
          carts.push(cart.lines);
        }
        const variant = variants[(cart.lines.length + n) % variants.length];
        const added = await check(
          "POST /cart add",
          cart.shopper.post("/cart", {
            form: { intent: "add", merchandiseId: variant.id, quantity: "1", redirectTo: "/cart" },
          }),
          303,
        );
        if (added) cart.lines.push(variant.id);
      } else {
        // Its own address: the giveaway allows 5 entries per address in 10 minutes.
        const email = `load-${run}-${entryNumber++}@example.com`;
        const entered = await check(
          "POST /kia-giveaway",
          new Shopper(site, options.address()).post("/kia-giveaway", {
            form: { name: "Load Shopper", email, phone: "555-123-4567", address: "1 Load St", consent: "on" },
          }),
          303,
        );
        if (entered) entries.push(email);
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  }

  const loops = Array.from({ length: SHOPPERS }, (_, n) => shopperLoop(n));
  return {
    /** Resolves once the load has been running for a moment. */
    async warm() {
      while (sent < 2 * SHOPPERS) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    async stop(): Promise<LoadResult> {
      stopping = true;
      await Promise.all(loops);
      const filled = carts.filter((lines) => lines.length > 0);
      return { sent, failed, carts: filled, cartLines: filled.flat().length, entries };
    },
  };
}
