import { useEffect } from "react";
import { useIdle } from "~/lib/react/idle";

type RemixWindow = Window & { __remixManifest?: { routes: Record<string, { module: string } | undefined> } };

/** How often, and how many times, to look for the /cart route in the manifest while it is being discovered. */
const LOOK_EVERY_MS = 500;
const LOOKS = 20;

/**
 * Fetches, once the page is idle, the code an Add to Cart needs: the drawer's (`loadDrawer`) and the /cart route's
 * module (its action answers the add, and the router loads the module before it posts). A tap then waits for the
 * server alone, not for scripts the shopper could have had while reading (issue 61). The route is in the manifest
 * once the header's cart link has been discovered, a round trip after hydration: until then it is looked for again.
 */
export function useWarmCart(loadDrawer: () => Promise<unknown>) {
  const idle = useIdle();
  useEffect(() => {
    if (!idle) return;
    loadDrawer().catch(() => {});
    let looks = 0;
    const look = () => {
      const cartRoute = (window as RemixWindow).__remixManifest?.routes["routes/cart"];
      if (cartRoute) import(/* @vite-ignore */ cartRoute.module).catch(() => {});
      return Boolean(cartRoute) || ++looks >= LOOKS;
    };
    if (look()) return;
    const timer = setInterval(() => look() && clearInterval(timer), LOOK_EVERY_MS);
    return () => clearInterval(timer);
  }, [idle, loadDrawer]);
}
