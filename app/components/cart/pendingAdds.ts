import { useFetchers } from "@remix-run/react";
import type { CartLineView } from "~/lib/cart/view";

/** What each add on its way will put in the cart, by its fetcher's key (set at the tap, read by the drawer). */
const previews = new Map<string, CartLineView>();

export function previewAdd(fetcherKey: string, line: CartLineView) {
  previews.set(fetcherKey, line);
}

/**
 * The lines of the adds still on their way: their fetcher is posting or reloading the page's data. In the render
 * where a fetcher turns idle the server's cart is already the root's, so a line is never counted twice.
 */
export function usePendingAdds(): CartLineView[] {
  const pending: CartLineView[] = [];
  for (const fetcher of useFetchers()) {
    const line = previews.get(fetcher.key);
    if (!line) continue;
    if (fetcher.state === "idle") previews.delete(fetcher.key);
    else pending.push(line);
  }
  return pending;
}
