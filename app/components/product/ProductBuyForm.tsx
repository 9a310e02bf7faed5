import { useEffect, useRef, useState, type FormEvent } from "react";
import { useAddToCart } from "~/components/cart/useAddToCart";
import { notify } from "~/components/ui/Toasts";
import { CART_MESSAGES } from "~/lib/cart/messages";
import { previewLine } from "~/lib/cart/optimistic";
import { formatMoney } from "~/lib/catalogue/money";
import type { PageProduct } from "~/lib/catalogue/types";
import type { PurchaseOptions } from "~/lib/subscriptions/plans";
import { busyButton } from "~/components/ui/busy";
import { PurchaseChoice } from "./PurchaseChoice";
import { formTools } from "~/lib/webmcp/form-tools";

export const SELECT_VARIANT = "Please select a variant";

/**
 * Select Size (radio inputs, so it works without scripts; unavailable sizes
 * disabled; the first available chosen), the purchase choice when the
 * product has selling plans (`purchase`), and Add to Cart.
 */
export function ProductBuyForm({
  product,
  purchase,
  onAdded,
}: {
  product: PageProduct;
  purchase?: PurchaseOptions | null;
  onAdded?: () => void;
}) {
  const { redirectTo, busy, submit, preview } = useAddToCart(onAdded);
  const minPrice = product.priceRange.minVariantPrice.amount;
  const firstAvailable = product.variants.find((v) => v.availableForSale);
  // The purchase choice shows the chosen size's prices (without scripts: the first available size's).
  const [variantId, setVariantId] = useState(firstAvailable?.id);
  // A size chosen before the scripts started (they start after the load event: decision 0030) is kept by the
  // radios themselves; the prices shown follow it once they run.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const chosen = form.current?.querySelector<HTMLInputElement>('input[name="merchandiseId"]:checked');
    if (chosen) setVariantId(chosen.value);
  }, []);
  const optionName = product.options[0]?.name ?? "Size";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const fields = new FormData(event.currentTarget);
    const chosen = fields.get("merchandiseId");
    if (chosen) {
      const variant = product.variants.find((v) => v.id === chosen);
      // A subscription's price is the plan's: that line shows once the server has priced it.
      const oneTime = variant && fields.get("purchase") !== "subscription";
      preview(oneTime ? previewLine({ ...product, image: product.images[0] }, variant) : null);
      return submit(event);
    }
    event.preventDefault();
    void notify({ title: SELECT_VARIANT, variant: "destructive", position: "top-center" });
  };

  return (
    <form ref={form} method="post" action="/cart" onSubmit={onSubmit} className="buy-form" {...formTools.addToCart}>
      {/* Quantity 1 is the action's default: not sent. */}
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {product.variants.length > 1 ? (
        <fieldset>
          <legend>{`Select ${optionName}`}</legend>
          <div className="variants">
            {product.variants.map((variant) => (
              <label key={variant.id} className="variant">
                <input
                  type="radio"
                  name="merchandiseId"
                  value={variant.id}
                  defaultChecked={variant.id === firstAvailable?.id}
                  disabled={!variant.availableForSale}
                  onChange={() => setVariantId(variant.id)}
                />
                <span>
                  {`${variant.title}${variant.price.amount !== minPrice ? ` – ${formatMoney(variant.price)}` : ""}${
                    variant.availableForSale ? "" : " (sold out)"
                  }`}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : firstAvailable ? (
        <input type="hidden" name="merchandiseId" value={firstAvailable.id} />
      ) : null}
      {purchase && firstAvailable ? <PurchaseChoice options={purchase} variantId={variantId} /> : null}
      {firstAvailable ? (
        <button type="submit" className="btn-buy i-cart" {...busyButton(busy)}>
          {busy ? "Adding..." : "Add to Cart"}
        </button>
      ) : (
        <p className="font-semibold text-red-700">{CART_MESSAGES.noVariants}</p>
      )}
    </form>
  );
}
