import type { LocalCatalogue } from "./catalogue/catalogue";
import { connection, type ConnectionArgs } from "./connection";
import { cartTotals, isKnownCode } from "./discounts";
import { gid } from "./ids";
import { CURRENCY, money, type NodeFactory } from "./nodes";
import type { LocalStore, StoredCart } from "./store";

interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
}

interface UserError {
  __typename: "CartUserError";
  field: string[];
  message: string;
  code: string;
}

const MAX_LINE_QUANTITY = 999;

function userError(index: number, field: string, message: string, code: string): UserError {
  return { __typename: "CartUserError", field: ["input", "lines", String(index), field], message, code };
}

/** Validates lines the way Shopify's cartCreate does: unknown, unsellable and out-of-range lines are user errors. */
export function validateLines(catalogue: LocalCatalogue, lines: CartLineInput[]): UserError[] {
  return lines.flatMap((line, i) => {
    const variant = catalogue.variantsById.get(line.merchandiseId);
    const quantity = line.quantity ?? 1;
    if (!variant) {
      return [
        userError(i, "merchandiseId", `The merchandise with id ${line.merchandiseId} does not exist.`, "INVALID"),
      ];
    }
    if (!variant.available) {
      return [
        userError(
          i,
          "merchandiseId",
          `The product '${variant.product.title}' is already sold out.`,
          "MERCHANDISE_NOT_APPLICABLE",
        ),
      ];
    }
    if (quantity < 1) return [userError(i, "quantity", "The quantity must be at least 1.", "INVALID")];
    if (quantity > MAX_LINE_QUANTITY) {
      return [userError(i, "quantity", `The quantity must be at most ${MAX_LINE_QUANTITY}.`, "MAXIMUM_EXCEEDED")];
    }
    return [];
  });
}

export function cartNode(cart: StoredCart, catalogue: LocalCatalogue, nodes: NodeFactory, checkoutOrigin: string) {
  const lines = cart.lines.map((line) => {
    const variant = catalogue.variantsById.get(line.merchandiseId);
    return {
      __typename: "CartLine",
      id: gid("CartLine", line.id),
      quantity: line.quantity,
      merchandise: variant ? nodes.variant(variant) : null,
      attributes: [],
      discountAllocations: [],
      cost: {
        amountPerQuantity: money(line.price),
        subtotalAmount: money(Number(line.price) * line.quantity),
        totalAmount: money(Number(line.price) * line.quantity),
        compareAtAmountPerQuantity: null,
      },
    };
  });
  const totals = cartTotals(cart);
  const discounted = totals.discount > 0 && totals.code;
  return {
    __typename: "Cart",
    id: gid("Cart", cart.token),
    checkoutUrl: `${checkoutOrigin}/local-storefront/checkout/${cart.token}`,
    createdAt: cart.createdAt,
    updatedAt: cart.createdAt,
    note: null,
    attributes: [],
    discountCodes: (cart.discountCodes ?? []).map((code) => ({ code, applicable: isKnownCode(code) })),
    discountAllocations: discounted
      ? [{ __typename: "CartCodeDiscountAllocation", code: totals.code, discountedAmount: money(totals.discount) }]
      : [],
    appliedGiftCards: [],
    totalQuantity: cart.lines.reduce((sum, l) => sum + l.quantity, 0),
    buyerIdentity: { countryCode: "US", email: null, phone: null, customer: null, deliveryAddressPreferences: [] },
    cost: {
      subtotalAmount: money(totals.subtotal),
      totalAmount: money(totals.total),
      checkoutChargeAmount: money(totals.total),
      totalTaxAmount: null,
      totalDutyAmount: null,
    },
    lines: (args: ConnectionArgs) => connection(lines, args),
  };
}

export async function createCart(
  input: { lines?: CartLineInput[] | null },
  deps: { catalogue: LocalCatalogue; store: LocalStore; nodes: NodeFactory; checkoutOrigin: string },
) {
  const lines = input.lines ?? [];
  const userErrors = validateLines(deps.catalogue, lines);
  if (userErrors.length > 0) return { cart: null, userErrors, warnings: [] };
  // Shopify merges lines of the same variant.
  const merged = new Map<string, number>();
  for (const line of lines)
    merged.set(line.merchandiseId, (merged.get(line.merchandiseId) ?? 0) + (line.quantity ?? 1));
  const cart = await deps.store.createCart(
    [...merged].map(([merchandiseId, quantity]) => {
      const variant = deps.catalogue.variantsById.get(merchandiseId)!;
      return {
        merchandiseId,
        quantity,
        productTitle: variant.product.title,
        variantTitle: variant.title,
        price: variant.price,
      };
    }),
    CURRENCY,
  );
  return { cart: cartNode(cart, deps.catalogue, deps.nodes, deps.checkoutOrigin), userErrors: [], warnings: [] };
}

/** cartDiscountCodesUpdate: replaces the cart's codes; unknown codes stay on the cart as not applicable, as on Shopify. */
export async function updateDiscountCodes(
  input: { cartId: string; discountCodes?: string[] | null },
  deps: {
    catalogue: LocalCatalogue;
    store: LocalStore;
    nodes: NodeFactory;
    checkoutOrigin: string;
    token: string | null;
  },
) {
  const cart = deps.token ? await deps.store.setDiscountCodes(deps.token, input.discountCodes ?? []) : undefined;
  if (!cart)
    return {
      cart: null,
      userErrors: [
        {
          __typename: "CartUserError",
          field: ["cartId"],
          message: "The specified cart does not exist.",
          code: "INVALID",
        },
      ],
      warnings: [],
    };
  return { cart: cartNode(cart, deps.catalogue, deps.nodes, deps.checkoutOrigin), userErrors: [], warnings: [] };
}
