import { useEffect } from "react";
import { useIdle } from "~/lib/react/idle";

type RemixWindow = Window & { __remixManifest?: { routes: Record<string, { module: string } | undefined> } };

/**
 * Fetches, once the page is idle, the code an Add to Cart needs: the drawer's (`loadDrawer`) and the /cart route's
 * module (its action answers the add). A tap then waits for the server alone, not for scripts the shopper could have
 * had while reading (issue 61). The route is in the manifest once the header's cart link has been discovered.
 */
export function useWarmCart(loadDrawer: () => Promise<unknown>) {
  const idle = useIdle();
  useEffect(() => {
    if (!idle) return;
    loadDrawer().catch(() => {});
    const cartRoute = (window as RemixWindow).__remixManifest?.routes["routes/cart"];
    if (cartRoute) import(/* @vite-ignore */ cartRoute.module).catch(() => {});
  }, [idle, loadDrawer]);
}
