import type { Catalogue } from "~/.server/storefront";
import type { CartState } from "~/lib/cart/rules";
import { toCartView, type CartLineView, type CartView } from "~/lib/cart/view";
import { logger } from "~/.server/ops/logger";
import { toPlanPrices } from "~/.server/storefront/selling-plans";

/**
 * Resolves the cart's variant ids through the (cached) catalogue. A variant
 * that vanished, or a catalogue that cannot be reached, leaves the line in
 * place but unavailable, so nothing the shopper chose is dropped silently.
 */
export async function resolveCartView(cart: CartState, catalogue: Catalogue): Promise<CartView> {
  if (cart.lines.length === 0) return toCartView([], cart.checkoutUrl);
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
  return toCartView(lines, cart.checkoutUrl);
}
