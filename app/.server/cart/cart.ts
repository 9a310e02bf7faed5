import { getDb } from "~/.server/db/database";
import { catalogue } from "~/.server/storefront";
import { clearCart, type CartState } from "~/lib/cart/rules";
import { emptyCartView, type CartView } from "~/lib/cart/view";
import { cartCookieHeader, readCartId } from "./cookie";
import { createCartStore } from "./store";
import { resolveCartView } from "./view";

/** The shopper's server-side cart: read by the root loader, changed by the /cart action. */
async function store() {
  return createCartStore(await getDb());
}

/**
 * The cart as the shopper sees it. When a checkout was started and its order
 * has since been placed (the storefront no longer knows the cart), the cart
 * is emptied: the shopper bought it.
 */
export async function loadCart(request: Request): Promise<{ cart: CartView }> {
  const id = await readCartId(request);
  if (!id) return { cart: emptyCartView() };
  const carts = await store();
  let state = await carts.read(id);
  if (state.cartId) {
    const open = await catalogue()
      .checkoutOpen(state.cartId)
      .catch(() => true);
    if (!open) state = (await carts.update(id, () => clearCart())).cart;
  }
  return { cart: await resolveCartView(state, catalogue()) };
}

export async function changeCart(
  request: Request,
  change: (cart: CartState) => CartState,
): Promise<{ cart: CartState; setCookie: string }> {
  const id = await readCartId(request);
  const result = await (await store()).update(id, change);
  return { cart: result.cart, setCookie: await cartCookieHeader(result.id) };
}

export async function cartView(cart: CartState): Promise<CartView> {
  return resolveCartView(cart, catalogue());
}


/** The root loader's cart: a database fault must not take every page down. */
export async function loadCartSafely(request: Request): Promise<{ cart: CartView }> {
  try {
    return await loadCart(request);
  } catch (error) {
    console.error("cart: could not load the cart", error);
    return { cart: emptyCartView() };
  }
}
