import { useFetcher, useLocation } from "@remix-run/react";
import type { FormEvent } from "react";
import type { CartActionData } from "~/.server/cart/action";

/**
 * Cart forms are plain `<form method="post" action="/cart">` carrying
 * `redirectTo`, so without scripts the server answers with a 303 back to this
 * page. With scripts, `submit` sends the same fields through a fetcher
 * without `redirectTo`, and the action answers JSON.
 */
export function useCartFetcher(key?: string) {
  const fetcher = useFetcher<CartActionData>(key ? { key } : undefined);
  const location = useLocation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fetcher.state !== "idle") return; // a press while busy (the button is aria-disabled, not disabled)
    const fields = new FormData(event.currentTarget);
    fields.delete("redirectTo");
    fetcher.submit(fields, { method: "post", action: "/cart" });
  };
  return { fetcher, redirectTo: `${location.pathname}${location.search}`, busy: fetcher.state !== "idle", submit };
}

export const OPEN_CART_EVENT = "biolife:open-cart";
export const openCartDrawer = () => window.dispatchEvent(new Event(OPEN_CART_EVENT));
