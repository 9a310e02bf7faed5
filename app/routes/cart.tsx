import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { cartAction } from "~/.server/cart/action";
import { loadCart } from "~/.server/cart/cart";
import { clientIp } from "~/.server/rate-limit";
import { FormAlert } from "~/components/ui/FormAlert";
import { CartContents, EMPTY_CART } from "~/components/cart/CartContents";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { useFocusRescue } from "~/lib/react/focus-rescue";

/** The full cart for shoppers without scripts and anyone who follows View Cart; also the one cart action. */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Shopping Cart",
    description: "Review your cart and check out.",
    path: "/cart",
    siteUrl: siteUrlFrom(matches),
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cart } = await loadCart(request, context.services);
  return data({ cart }, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  cartAction(request, context.services, clientIp(context));

export default function CartPage() {
  const { cart } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // A refused discount code is told beside its field (CartDiscounts).
  const failed = result && !result.ok && result.values?.intent !== "discount" ? result : undefined;
  const continueShopping = useRef<HTMLAnchorElement>(null);
  // The last line removed takes the focused button and the lines' list with it: Continue Shopping gets focus.
  useFocusRescue(cart.lines.length, () => continueShopping.current);
  return (
    <main id="main" className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold text-brand-900">Shopping Cart</h1>
      {failed ? (
        <div className="mt-4">
          <FormAlert message={failed.formError} />
        </div>
      ) : null}
      {cart.lines.length === 0 ? (
        <div className="py-12 text-center">
          <p className="text-xl font-semibold">{EMPTY_CART}</p>
          <p className="mt-2 text-slate-600">
            Products are purchased securely through our storefront provider&apos;s checkout.
          </p>
          <Link ref={continueShopping} to="/shop" className="btn-primary mt-6">
            Continue Shopping
          </Link>
        </div>
      ) : (
        <div className="mt-6">
          <CartContents cart={cart} />
        </div>
      )}
    </main>
  );
}

export { keepPageAfterRefusedPost as shouldRevalidate } from "~/lib/forms/revalidate";
