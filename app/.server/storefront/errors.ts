/** The Storefront error catalogue of SPEC §8, messages verbatim. */
export type StorefrontErrorKind = "payment-required" | "http" | "graphql" | "network" | "cart" | "checkout";

export class StorefrontError extends Error {
  constructor(
    message: string,
    readonly kind: StorefrontErrorKind,
    readonly status?: number,
  ) {
    super(message);
    this.name = "StorefrontError";
  }

  /** Worth one more try: the network failed or Shopify had a server fault. */
  get retryable(): boolean {
    return this.kind === "network" || (this.kind === "http" && (this.status ?? 0) >= 500);
  }
}

export const paymentRequired = () => new StorefrontError("Payment required", "payment-required", 402);
export const httpError = (status: number) => new StorefrontError(`HTTP error! status: ${status}`, "http", status);
export const graphqlError = (messages: string[]) =>
  new StorefrontError(`Error calling Shopify: ${messages.join(", ")}`, "graphql");
export const cartCreationFailed = (messages: string[]) =>
  new StorefrontError(`Cart creation failed: ${messages.join(", ")}`, "cart");
export const noCheckoutUrl = () => new StorefrontError("No checkout URL returned from Shopify", "checkout");

/** The toast a page shows when the store's Shopify plan lapsed. */
export const PAYMENT_REQUIRED_TOAST = {
  title: "Shopify: Payment required",
  description: "The store needs an active Shopify billing plan before products can be shown. Please try again later.",
  variant: "destructive",
} as const;

/**
 * By name, not instanceof: the client is built in server.ts, which is bundled
 * apart from the Remix build, so the two hold different StorefrontError classes.
 */
export function isStorefrontError(error: unknown): error is StorefrontError {
  return error instanceof Error && error.name === "StorefrontError" && "kind" in error;
}

export function storefrontErrorToast(error: unknown) {
  return isStorefrontError(error) && error.kind === "payment-required" ? PAYMENT_REQUIRED_TOAST : null;
}
