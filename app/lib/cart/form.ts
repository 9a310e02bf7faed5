import { z } from "zod";
import { MAX_LINE_QUANTITY } from "./rules";

/** The /cart action's form, shared by every cart form (plain HTML or fetcher). */
export const CART_MESSAGES = {
  variantMissing: "Product variant not available",
  productMissing: "Product not available",
  noVariants: "Unable to add to cart: This product has no available variants.",
  quantity: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
  emptyCheckout: "Checkout creation requires at least one cart item",
  checkoutFailed: "Failed to create checkout",
  checkoutFailedDescription: "Please try again or contact support",
  unknown: "Unknown cart action",
  addedDescription: "Click the cart icon in the header to checkout",
} as const;

export const addedToCart = (title: string) => `${title} added to cart!`;

const merchandiseId = z
  .string({ required_error: CART_MESSAGES.variantMissing })
  .trim()
  .min(1, CART_MESSAGES.variantMissing)
  .max(200, CART_MESSAGES.variantMissing);

const wholeNumber = (min: number) =>
  z.coerce
    .number({ invalid_type_error: CART_MESSAGES.quantity })
    .int(CART_MESSAGES.quantity)
    .min(min, CART_MESSAGES.quantity)
    .max(MAX_LINE_QUANTITY, CART_MESSAGES.quantity);

export const cartActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add"), merchandiseId, quantity: wholeNumber(1).default(1) }),
    // 0 or less removes the line.
    z.object({
      intent: z.literal("set"),
      merchandiseId,
      quantity: z.coerce.number({ invalid_type_error: CART_MESSAGES.quantity }).int(CART_MESSAGES.quantity).max(MAX_LINE_QUANTITY, CART_MESSAGES.quantity),
    }),
    z.object({ intent: z.literal("remove"), merchandiseId }),
    z.object({ intent: z.literal("clear") }),
    z.object({ intent: z.literal("checkout") }),
  ],
  { errorMap: () => ({ message: CART_MESSAGES.unknown }) },
);

export type CartAction = z.infer<typeof cartActionSchema>;

/** Only same-site paths are followed after a cart change. */
export function safeRedirect(value: FormDataEntryValue | null | undefined): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}
