import { useFetcher, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { CartActionData } from "~/.server/cart/action";

/**
 * Cart forms post to /cart. Before scripts run they carry `redirectTo`, so the
 * server answers a plain form with a 303 back to this page; once hydrated
 * they post through a fetcher and get JSON.
 */
export function useCartFetcher(key?: string) {
  const fetcher = useFetcher<CartActionData>(key ? { key } : undefined);
  const hydrated = useHydrated();
  const location = useLocation();
  const redirectTo = hydrated ? null : `${location.pathname}${location.search}`;
  return { fetcher, redirectTo, busy: fetcher.state !== "idle" };
}

export const OPEN_CART_EVENT = "biolife:open-cart";
export const openCartDrawer = () => window.dispatchEvent(new Event(OPEN_CART_EVENT));
