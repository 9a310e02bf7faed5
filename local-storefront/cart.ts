import type { LocalCatalogue } from "./catalogue/catalogue";
import { connection, type ConnectionArgs } from "./connection";
import { cartTotals, isKnownCode } from "./discounts";
import { gid } from "./ids";
import { CURRENCY, money, type NodeFactory } from "./nodes";
import { sellingPlanAllocation } from "./selling-plan-nodes";
import { findSellingPlan, planAppliesTo, subscriptionPrice } from "./selling-plans";
import type { LocalStore, StoredCart } from "./store";

interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  sellingPlanId?: string | null;
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
    if (line.sellingPlanId != null) {
      const plan = findSellingPlan(catalogue, line.sellingPlanId);
      if (!plan) {
        return [
          userError(i, "sellingPlanId", `The selling plan with id ${line.sellingPlanId} does not exist.`, "INVALID"),
        ];
      }
      if (!planAppliesTo(plan, variant)) {
        return [
          userError(
            i,
            "sellingPlanId",
            `The selling plan is not applicable to the merchandise '${variant.product.title}'.`,
            "SELLING_PLAN_NOT_APPLICABLE",
          ),
        ];
      }
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
      // The price the line was added at (kept on the line), under the plan it was added with.
      sellingPlanAllocation: line.sellingPlan
        ? sellingPlanAllocation(line.sellingPlan, { price: line.oneTimePrice ?? line.price })
        : null,
      attributes: [],
      discountAllocations: [],
      cost: {
        amountPerQuantity: money(line.price),
        subtotalAmount: money(Number(line.price) * line.quantity),
        totalAmount: money(Number(line.price) * line.quantity),
        compareAtAmountPerQuantity: line.oneTimePrice ? money(line.oneTimePrice) : null,
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
  // Shopify merges lines of the same variant bought the same way (once, or under the same plan).
  const merged = new Map<string, { merchandiseId: string; sellingPlanId: string | null; quantity: number }>();
  for (const line of lines) {
    const key = `${line.merchandiseId} ${line.sellingPlanId ?? ""}`;
    const quantity = (merged.get(key)?.quantity ?? 0) + (line.quantity ?? 1);
    merged.set(key, { merchandiseId: line.merchandiseId, sellingPlanId: line.sellingPlanId ?? null, quantity });
  }
  const cart = await deps.store.createCart(
    [...merged.values()].map(({ merchandiseId, sellingPlanId, quantity }) => {
      const variant = deps.catalogue.variantsById.get(merchandiseId)!;
      const plan = sellingPlanId ? findSellingPlan(deps.catalogue, sellingPlanId) : undefined;
      const line = {
        merchandiseId,
        quantity,
        productTitle: variant.product.title,
        variantTitle: variant.title,
        price: variant.price,
      };
      if (!plan) return line;
      return {
        ...line,
        price: subscriptionPrice(variant.price, plan.percentOff),
        oneTimePrice: variant.price,
        sellingPlan: plan,
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
