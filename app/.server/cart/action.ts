import { data, redirect } from "@remix-run/node";
import { formFailure, formValues, readFormData, replyFailure } from "~/.server/forms/submission";
import { publicOrigin } from "~/.server/http/public-origin";
import { toastHeader } from "~/.server/toast";
import { safeRedirectPath } from "~/.server/http/redirect";
import { addedPlan, addedToCart, CART_MESSAGES, cartActionSchema, type CartAction } from "~/lib/cart/form";
import { addLine, changePlan, clearCart, removeLine, setQuantity, type CartState } from "~/lib/cart/rules";
import type { CartView } from "~/lib/cart/view";
import { firstError, validateForm, type FormFailure } from "~/lib/forms/result";
import { changeCart, loadCart, type CartServices } from "./cart";
import { applies, checkoutLines, priceLines, withCode, withoutCode } from "./discounts";
import { resolvePricedCart } from "./view";
import { CartUnavailableError } from "./offline-cookie";
import { logger } from "~/.server/ops/logger";
import { codeGuesses } from "~/.server/rate-limit";
import type { Services } from "~/.server/services";
import type { VariantLookup } from "~/.server/storefront/shape";

/**
 * The /cart action. A form carrying `redirectTo` (plain HTML, no scripts)
 * is answered with a 303 back to that page and a flash toast; a fetcher
 * (no `redirectTo`) gets JSON. Bad input is a 400 with the spec's message.
 */
export type CartActionData =
  { ok: true; intent: CartAction["intent"]; cart: CartView; added?: string; checkoutUrl?: string } | FormFailure;

function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** A refused cart change: the spec's message as the form's error (a toast with scripts, a box without). */
function failure(form: FormData | null, title: string, status: number, description?: string) {
  const formError = { title, ...(description ? { description } : {}), variant: "destructive" as const };
  return replyFailure(formFailure(form ?? {}, { formError }), status);
}

async function success(
  request: Request,
  services: CartServices,
  result: { cart: CartState; setCookie: string[] },
  intent: CartAction["intent"],
  redirectTo: string | null,
  added?: string,
) {
  const headers = cookieHeaders(result.setCookie);
  // With codes applied, a change of lines is priced by the store again and kept with the cart.
  const { view, fresh } = await resolvePricedCart(result.cart, services.catalogue);
  if (fresh) {
    await changeCart(request, services, (cart) => (cart.discountCodes?.length ? { ...cart, pricing: fresh } : cart));
  }
  if (redirectTo) {
    if (added) {
      headers.append(
        "Set-Cookie",
        await toastHeader({
          title: addedToCart(added),
          description: CART_MESSAGES.addedDescription,
          variant: "success",
        }),
      );
    }
    return redirect(redirectTo, { status: 303, headers });
  }
  return data<CartActionData>({ ok: true, intent, cart: view, added }, { headers });
}

async function checkout(request: Request, services: CartServices, form: FormData, redirectTo: string | null) {
  const { cart } = await loadCart(request, services);
  const lines = checkoutLines(cart.lines);
  if (lines.length === 0) return failure(form, CART_MESSAGES.emptyCheckout, 400);
  const codes = cart.discount?.codes.map((c) => c.code) ?? [];
  try {
    const result = codes.length
      ? await services.catalogue.priceWithCodes(lines, codes, publicOrigin())
      : await services.catalogue.createCheckout(lines, publicOrigin());
    const saved = await changeCart(request, services, (state) => ({
      ...state,
      cartId: result.cartId,
      checkoutUrl: result.checkoutUrl,
    }));
    if (redirectTo) return redirect(result.checkoutUrl, { status: 303, headers: cookieHeaders(saved.setCookie) });
    return data<CartActionData>(
      {
        ok: true,
        intent: "checkout",
        cart: (await resolvePricedCart(saved.cart, services.catalogue)).view,
        checkoutUrl: result.checkoutUrl,
      },
      { headers: cookieHeaders(saved.setCookie) },
    );
  } catch (error) {
    logger.error({ err: error }, "cart: checkout failed");
    return failure(form, CART_MESSAGES.checkoutFailed, 502, CART_MESSAGES.checkoutFailedDescription);
  }
}

/**
 * Applies a code only when the store says it applies to these very lines;
 * otherwise the cart is left as it was and the shopper told so.
 */
async function applyDiscount(
  request: Request,
  services: CartServices,
  form: FormData,
  code: string,
  redirectTo: string | null,
) {
  const { cart } = await loadCart(request, services);
  if (!cart.lines.some((l) => l.available)) return failure(form, CART_MESSAGES.discountEmpty, 400);
  const codes = withCode(
    cart.discount?.codes.map((c) => c.code),
    code,
  );
  let pricing;
  try {
    pricing = await priceLines(cart.lines, codes, services.catalogue);
  } catch (error) {
    logger.error({ err: error }, "cart: discount code check failed");
    return failure(form, CART_MESSAGES.discountUnavailable, 503);
  }
  if (!applies(pricing, code)) return failure(form, CART_MESSAGES.discountInvalid, 400);
  const result = await changeCart(request, services, (state) => ({ ...state, discountCodes: codes, pricing }));
  return success(request, services, result, "discount", redirectTo);
}

const offersPlan = (variant: VariantLookup, planId: string) =>
  variant.sellingPlanAllocations.nodes.some((allocation) => allocation.sellingPlan.id === planId);

/** The cart action's services: the cart's, and the abuse limiter for discount-code attempts. */
export type CartActionServices = CartServices & Pick<Services, "limiter">;

export async function cartAction(request: Request, services: CartActionServices, clientKey = "local") {
  try {
    return await applyCartAction(request, services, clientKey);
  } catch (error) {
    if (!(error instanceof CartUnavailableError)) throw error;
    return failure(null, CART_MESSAGES.unavailable, 503);
  }
}

async function applyCartAction(request: Request, services: CartActionServices, clientKey: string) {
  const form = await readFormData(request);
  if (!form) return failure(null, CART_MESSAGES.unknown, 400);
  // A plain form names the page to go back to; a fetcher sends none and gets JSON.
  const returnTo = form.get("redirectTo");
  const redirectTo = returnTo === null ? null : safeRedirectPath(returnTo);
  const parsed = validateForm(cartActionSchema, formValues(form));
  if (!parsed.ok) return failure(form, firstError({ fieldErrors: parsed.fieldErrors }) ?? CART_MESSAGES.unknown, 400);
  const action = parsed.data;

  switch (action.intent) {
    case "add": {
      const plan = addedPlan(action);
      if (plan === null) return failure(form, CART_MESSAGES.variantMissing, 400);
      const [variant] = await services.catalogue.variants([action.merchandiseId]).catch(() => []);
      if (!variant) return failure(form, CART_MESSAGES.productMissing, 400);
      if (!variant.availableForSale) return failure(form, CART_MESSAGES.variantMissing, 400);
      // A plan must be one the store offers for this very variant: never a silent one-time line.
      if (plan && !offersPlan(variant, plan)) return failure(form, CART_MESSAGES.variantMissing, 400);
      const result = await changeCart(request, services, (cart) =>
        addLine(cart, action.merchandiseId, action.quantity, plan),
      );
      return success(request, services, result, "add", redirectTo, variant.product.title);
    }
    case "set":
      return success(
        request,
        services,
        await changeCart(request, services, (cart) =>
          setQuantity(cart, action.merchandiseId, action.quantity, action.sellingPlanId),
        ),
        "set",
        redirectTo,
      );
    case "remove":
      return success(
        request,
        services,
        await changeCart(request, services, (cart) => removeLine(cart, action.merchandiseId, action.sellingPlanId)),
        "remove",
        redirectTo,
      );
    case "plan": {
      if (action.newPlanId) {
        const [variant] = await services.catalogue.variants([action.merchandiseId]).catch(() => []);
        if (!variant || !offersPlan(variant, action.newPlanId)) return failure(form, CART_MESSAGES.variantMissing, 400);
      }
      return success(
        request,
        services,
        await changeCart(request, services, (cart) =>
          changePlan(cart, action.merchandiseId, action.sellingPlanId, action.newPlanId),
        ),
        "plan",
        redirectTo,
      );
    }
    case "discount":
      if (!(await codeGuesses(services.limiter)(clientKey))) {
        return failure(form, CART_MESSAGES.discountTooMany, 429);
      }
      return applyDiscount(request, services, form, action.code, redirectTo);
    case "remove-discount":
      return success(
        request,
        services,
        await changeCart(request, services, (cart) => ({
          ...cart,
          discountCodes: withoutCode(cart.discountCodes, action.code),
          pricing: undefined,
        })),
        "remove-discount",
        redirectTo,
      );
    case "clear":
      return success(request, services, await changeCart(request, services, () => clearCart()), "clear", redirectTo);
    case "checkout":
      return checkout(request, services, form, redirectTo);
  }
}
