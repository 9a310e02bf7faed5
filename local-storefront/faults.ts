import { z } from "zod";

/**
 * Faults the embedded storefront can be told to act out, so end-to-end tests
 * can see how the shop behaves when Shopify refuses: cartCreate answering a
 * user error for carts holding one given variant (scoped to a variant so
 * tests running side by side do not disturb each other). Only reachable when
 * the server runs with DEV_ROUTES.
 */
export const faultsSchema = z.object({
  cartCreateError: z.object({ merchandiseId: z.string().min(1), message: z.string().min(1).max(200) }).nullable(),
});

export type Faults = z.infer<typeof faultsSchema>;

export const noFaults = (): Faults => ({ cartCreateError: null });
