import type { Catalogue } from "~/.server/storefront";
import type { CartState } from "~/lib/cart/rules";
import { toCartView, type CartLineView, type CartView } from "~/lib/cart/view";
import { logger } from "~/.server/ops/logger";
import { toPlanPrices } from "~/.server/storefront/selling-plans";
import type { CartPricing } from "~/lib/cart/rules";
import { pricingKey, priceLines, withDiscount } from "./discounts";

/**
 * Resolves the cart's variant ids through the (cached) catalogue. A variant
 * that vanished, or a catalogue that cannot be reached, leaves the line in
 * place but unavailable, so nothing the shopper chose is dropped silently.
 */
export async function resolveCartView(cart: CartState, catalogue: Catalogue): Promise<CartView> {
  return (await resolvePricedCart(cart, catalogue)).view;
}

/**
 * The view, and a new pricing when the kept one no longer matches the lines
 * (the action saves it). With codes and no sellable line there is nothing to price.
 */
export async function resolvePricedCart(
  cart: CartState,
  catalogue: Catalogue,
): Promise<{ view: CartView; fresh?: CartPricing }> {
  const lines = await resolveLines(cart, catalogue);
  const view = toCartView(lines, cart.checkoutUrl);
  if (!cart.discountCodes?.length || !lines.some((l) => l.available)) return { view };
  if (cart.pricing?.key === pricingKey(lines)) return { view: withDiscount(view, cart, cart.pricing) };
  try {
    const fresh = await priceLines(lines, cart.discountCodes, catalogue);
    return { view: withDiscount(view, cart, fresh), fresh };
  } catch (error) {
    logger.error({ err: error }, "cart: discount pricing failed");
    return { view: withDiscount(view, cart, undefined) };
  }
}

async function resolveLines(cart: CartState, catalogue: Catalogue): Promise<CartLineView[]> {
  if (cart.lines.length === 0) return [];
  let variants: Awaited<ReturnType<Catalogue["variants"]>> = [];
  try {
    variants = await catalogue.variants(cart.lines.map((l) => l.merchandiseId));
  } catch (error) {
    logger.error({ err: error }, "cart: variant look-up failed");
  }
  const byId = new Map(variants.map((v) => [v.id, v]));
  const lines = cart.lines.map((line): CartLineView => {
    const variant = byId.get(line.merchandiseId);
    if (!variant) {
      return {
        merchandiseId: line.merchandiseId,
        quantity: line.quantity,
        available: false,
        productTitle: "Product no longer available",
        productHandle: null,
        variantTitle: null,
        price: { amount: "0.00", currencyCode: "USD" },
        image: null,
        selectedOptions: [],
        ...(line.sellingPlanId ? { sellingPlanId: line.sellingPlanId } : {}),
      };
    }
    const plans = toPlanPrices(variant.sellingPlanAllocations.nodes);
    const plan = line.sellingPlanId ? plans.find((p) => p.id === line.sellingPlanId) : undefined;
    return {
      merchandiseId: line.merchandiseId,
      quantity: line.quantity,
      // A plan the store no longer offers for this variant cannot be checked out.
      available: variant.availableForSale && (!line.sellingPlanId || plan !== undefined),
      productTitle: variant.product.title,
      productHandle: variant.product.handle,
      variantTitle: variant.title,
      price: plan?.price ?? variant.price,
      image: variant.image,
      selectedOptions: variant.selectedOptions,
      ...(line.sellingPlanId ? { sellingPlanId: line.sellingPlanId } : {}),
      ...(plan ? { sellingPlan: plan } : {}),
      ...(plans.length > 0 ? { plans: plans.map(({ id, name }) => ({ id, name })) } : {}),
    };
  });
  return lines;
}
