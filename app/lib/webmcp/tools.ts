import type { CardProduct } from "~/lib/catalogue/card";
import type { ListedProduct } from "~/lib/catalogue/types";
import { displayDescription } from "~/lib/catalogue/description";
import { CART_MESSAGES } from "~/lib/cart/form";
import type { CartView } from "~/lib/cart/view";
import { replySegments } from "~/lib/chat/reply-segments";
import { confirmCheckout } from "./confirm-checkout";
import { actionData, loaderData, RouteError } from "./route-data";
import { answer, failureMessage, refuse, type ToolResult } from "./result";
import {
  askInput,
  asFormValues,
  cartInput,
  CATEGORIES,
  firstIssue,
  PRODUCT_NOT_FOUND,
  productInput,
  searchInput,
  SORTS,
} from "./schemas";

/** The client the browser hands to `execute`; `requestUserInteraction` is in the draft, not yet in Chromium 156. */
export interface ToolClient {
  requestUserInteraction?: <T>(callback: () => Promise<T>) => Promise<T>;
}

export interface ShopTool {
  name: string;
  description: string;
  inputSchema: object;
  annotations?: { readOnlyHint?: boolean };
  execute: (input: unknown, client?: ToolClient) => Promise<ToolResult>;
}

const COULD_NOT_ANSWER = "The shop could not answer just now. Please try again.";
const object = (properties: Record<string, object>, required: string[] = []) => ({
  type: "object",
  properties,
  required,
});

const money = (m: { amount: string; currencyCode: string }) => ({ amount: m.amount, currency: m.currencyCode });

const cartSummary = (cart: CartView) => ({
  lines: cart.lines.map((l) => ({
    merchandiseId: l.merchandiseId,
    product: l.productTitle,
    variant: l.variantTitle,
    quantity: l.quantity,
    price: money(l.price),
    available: l.available,
    url: l.productHandle ? `/product/${l.productHandle}` : null,
  })),
  itemCount: cart.count,
  discountCodes: cart.discount?.codes ?? [],
  discount: cart.discount?.amount ? money(cart.discount.amount) : null,
  total: money(cart.total),
});

const searchProducts: ShopTool = {
  name: "search_products",
  description:
    "Search the supplement catalogue. Answers matching products (handle, title, price, availability, URL), 12 a page.",
  inputSchema: object({
    query: { type: "string", description: "Words to search for, such as a health goal or an ingredient" },
    sort: { type: "string", enum: SORTS, description: "Order of the results" },
    category: { type: "string", enum: CATEGORIES, description: "A health-goal category to search within" },
    page: { type: "integer", minimum: 1, description: "Page of results, from 1" },
  }),
  annotations: { readOnlyHint: true },
  async execute(input) {
    const parsed = searchInput.safeParse(asFormValues(input));
    if (!parsed.success) return refuse(firstIssue(parsed.error));
    const { query, sort, category, page } = parsed.data;
    const params = new URLSearchParams({ q: query, sort, page: String(page) });
    if (category) params.set("category", category);
    type ShopData = { listing: { items: CardProduct[]; page: number; pageCount: number; total: number } };
    const { listing } = await loaderData<ShopData>(`/shop?${params}`, "routes/shop");
    return answer({
      total: listing.total,
      page: listing.page,
      pageCount: listing.pageCount,
      products: listing.items.map((p) => ({
        handle: p.handle,
        title: p.title,
        price: money(p.price),
        available: p.variantId !== null,
        url: `/product/${p.handle}`,
      })),
    });
  },
};

const getProduct: ShopTool = {
  name: "get_product",
  description: "One product by its handle: variants with prices and availability, and its description as plain text.",
  inputSchema: object(
    { handle: { type: "string", description: "The product's handle, as search_products gives it" } },
    ["handle"],
  ),
  annotations: { readOnlyHint: true },
  async execute(input) {
    const parsed = productInput.safeParse(asFormValues(input));
    if (!parsed.success) return refuse(firstIssue(parsed.error));
    try {
      const { product } = await loaderData<{ product: ListedProduct }>(
        `/product/${parsed.data.handle}`,
        "routes/product.$handle",
      );
      return answer({
        handle: product.handle,
        title: product.title,
        url: `/product/${product.handle}`,
        description: displayDescription(product.description),
        variants: product.variants.map((v) => ({
          merchandiseId: v.id,
          title: v.title,
          price: money(v.price),
          available: v.availableForSale,
        })),
      });
    } catch (error) {
      if (error instanceof RouteError && error.status === 404) return refuse(PRODUCT_NOT_FOUND);
      throw error;
    }
  },
};

const readCart = async () => (await loaderData<{ cart: CartView }>("/cart", "routes/cart")).cart;

const getCart: ShopTool = {
  name: "get_cart",
  description: "The shopper's cart: lines, quantities, prices, discount codes and the total.",
  inputSchema: object({}),
  annotations: { readOnlyHint: true },
  execute: async () => answer(cartSummary(await readCart())),
};

type CartAnswer = { ok: true; cart: CartView } | { ok: false };

const updateCart: ShopTool = {
  name: "update_cart",
  description:
    "Change the shopper's cart: add a variant, set a line's quantity (0 removes it), remove a line, clear the cart, or apply or remove a discount code. Answers the cart.",
  inputSchema: object(
    {
      action: { type: "string", enum: ["add", "set", "remove", "clear", "apply_discount", "remove_discount"] },
      merchandiseId: { type: "string", description: "The variant's merchandiseId, from get_product or get_cart" },
      quantity: {
        type: "integer",
        minimum: 0,
        maximum: 99,
        description: "How many (add: to add; set: the new quantity)",
      },
      code: { type: "string", maxLength: 64, description: "The discount code (apply_discount, remove_discount)" },
    },
    ["action"],
  ),
  async execute(input) {
    const parsed = cartInput.safeParse(asFormValues(input));
    if (!parsed.success) return refuse(firstIssue(parsed.error));
    const result = await actionData<CartAnswer>("/cart", "routes/cart", asFormValues(parsed.data));
    if (!result?.ok) return refuse(failureMessage(result, CART_MESSAGES.unknown));
    return answer(cartSummary(result.cart));
  },
};

const askNora: ShopTool = {
  name: "ask_nora",
  description:
    "Ask Nora, the shop's AI nutritionist, a question about supplements or nutrition. Educational information, not medical advice.",
  inputSchema: object({ question: { type: "string", maxLength: 2000 } }, ["question"]),
  annotations: { readOnlyHint: true },
  async execute(input) {
    const parsed = askInput.safeParse(asFormValues(input));
    if (!parsed.success) return refuse(firstIssue(parsed.error));
    const result = await actionData<{ ok: boolean; answer?: string }>("/chat", "routes/chat", {
      question: parsed.data.question,
      sessionId: "",
    });
    if (!result?.ok || !result.answer) return refuse(failureMessage(result, COULD_NOT_ANSWER));
    const segments = replySegments(result.answer);
    return answer({
      answer: segments.map((s) => (s.type === "link" ? s.label : s.text)).join(""),
      links: segments.flatMap((s) => (s.type === "link" ? [{ title: s.label, url: s.href }] : [])),
    });
  },
};

const beginCheckout: ShopTool = {
  name: "begin_checkout",
  description:
    "Take the shopper to the secure checkout with the cart. The shopper confirms on the page first; nothing is bought by this tool.",
  inputSchema: object({}),
  async execute(_input, client) {
    const cart = await readCart();
    if (!cart.lines.some((l) => l.available)) return refuse(CART_MESSAGES.emptyCheckout);
    const ask = () => confirmCheckout(cart);
    const confirmed = client?.requestUserInteraction ? await client.requestUserInteraction(ask) : await ask();
    if (!confirmed) return answer("The shopper chose not to check out now.");
    const result = await actionData<{ ok: boolean; checkoutUrl?: string }>("/cart", "routes/cart", {
      intent: "checkout",
    });
    if (!result?.ok || !result.checkoutUrl) return refuse(failureMessage(result, CART_MESSAGES.checkoutFailed));
    window.location.assign(result.checkoutUrl);
    return answer("The shopper is on the checkout page.");
  },
};

export const shopTools: ShopTool[] = [searchProducts, getProduct, getCart, updateCart, askNora, beginCheckout];
export { COULD_NOT_ANSWER };
