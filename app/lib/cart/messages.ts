import { MAX_LINE_QUANTITY } from "./rules";

/** The cart's messages (SPEC §8), kept apart from the form schema so pages do not ship zod. */
export const CART_MESSAGES = {
  variantMissing: "Product variant not available",
  productMissing: "Product not available",
  noVariants: "Unable to add to cart: This product has no available variants.",
  quantity: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
  emptyCheckout: "Checkout creation requires at least one cart item",
  checkoutFailed: "Failed to create checkout",
  checkoutFailedDescription: "Please try again or contact support",
  unknown: "Unknown cart action",
  unavailable: "Your cart could not be saved just now. Please try again.",
  discountMissing: "Enter a discount code",
  discountInvalid: "That code isn't valid for this cart.",
  discountEmpty: "Add an item to your cart before applying a code.",
  discountTooMany: "Too many attempts. Please wait a few minutes and try again.",
  discountUnavailable: "Discount codes can't be checked just now. Please try again.",
  addedDescription: "Click the cart icon in the header to checkout",
} as const;

export const addedToCart = (title: string) => `${title} added to cart!`;
