import { Form } from "@remix-run/react";
import { ShoppingCart } from "lucide-react";
import type { FormEvent } from "react";
import { notify } from "~/components/ui/Toasts";
import { quizCopy } from "~/content/quiz";

/**
 * The cart contract: a plain form posted to /cart with intent=add, the
 * variant id, quantity 1 and the page to come back to. Works without
 * JavaScript; with it, Remix posts it and follows the redirect.
 */
export function AddToCartForm({ variantId, productName, redirectTo, onAdded }: { variantId: string | null; productName: string; redirectTo: string; onAdded?: () => void }) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!variantId) {
      event.preventDefault();
      void notify({ title: "Product variant not available", variant: "destructive" });
      return;
    }
    onAdded?.();
  };
  return (
    <Form method="post" action="/cart" preventScrollReset onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="merchandiseId" value={variantId ?? ""} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className="btn-primary w-full whitespace-nowrap px-2" aria-label={`${quizCopy.addToCart}: ${productName}`}>
        <ShoppingCart className="h-4 w-4" aria-hidden="true" /> {quizCopy.addToCart}
      </button>
    </Form>
  );
}
