import { createContext, useContext, type FormEvent, type ReactNode } from "react";
import { notify } from "~/components/ui/Toasts";
import { CART_MESSAGES } from "~/lib/cart/messages";
import { busyButton } from "~/components/ui/busy";
import { useAddToCart } from "./useAddToCart";

const CardsCart = createContext<{ form: string; adding: string | null } | null>(null);

/**
 * One Add to Cart form for a grid of cards (docs/decisions/0027): each card's button names it (`form`) and carries
 * its variant as the submitted `merchandiseId`, so a card's markup holds one button instead of a form of its own.
 * Without scripts the browser posts the pressed button's variant; with them a fetcher does, and the drawer opens.
 */
export function CardsCartForm({ id, redirectTo, children }: { id: string; redirectTo?: string; children: ReactNode }) {
  const { fetcher, redirectTo: here } = useAddToCart();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fetcher.state !== "idle") return; // a press while an add is on its way
    const fields = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    if (!fields.get("merchandiseId")) {
      void notify({ title: CART_MESSAGES.variantMissing, variant: "destructive", position: "top-center" });
      return;
    }
    fields.delete("redirectTo");
    fetcher.submit(fields, { method: "post", action: "/cart" });
  };
  const adding = fetcher.state === "idle" ? null : String(fetcher.formData?.get("merchandiseId") ?? "");
  return (
    <CardsCart.Provider value={{ form: id, adding }}>
      {children}
      <form id={id} method="post" action="/cart" onSubmit={onSubmit} hidden>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="redirectTo" value={redirectTo ?? here} />
      </form>
    </CardsCart.Provider>
  );
}

/** A card's Add to Cart: a submit button of the grid's CardsCartForm. */
export function CardAddButton({
  variantId,
  productTitle,
  className,
}: {
  variantId: string | null;
  productTitle: string;
  /** A product card's button is styled by its place (.card > :last-child > div > button); others name a class. */
  className?: string;
}) {
  const cart = useContext(CardsCart);
  if (!cart) throw new Error("CardAddButton needs a CardsCartForm around its grid");
  const busy = cart.adding !== null && cart.adding === (variantId ?? "");
  return (
    // The cart icon is drawn by CSS (.btn-cart::before and a card's button's): this button repeats on every card.
    <button
      form={cart.form}
      name="merchandiseId"
      value={variantId ?? ""}
      className={className}
      {...busyButton(busy)}
      aria-label={`Add to Cart: ${productTitle}`}
    >
      {busy ? "Adding..." : "Add to Cart"}
    </button>
  );
}
