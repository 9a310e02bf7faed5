import { z } from "zod";
import { CART_MESSAGES } from "./messages";
import { MAX_DISCOUNT_CODE, MAX_LINE_QUANTITY } from "./rules";
import { SELLING_PLAN_ID } from "~/lib/subscriptions/plans";

export { addedToCart, CART_MESSAGES } from "./messages";

/** The /cart action's form, shared by every cart form (plain HTML or fetcher). */

const merchandiseId = z
  .string({ required_error: CART_MESSAGES.variantMissing })
  .trim()
  .min(1, CART_MESSAGES.variantMissing)
  .max(200, CART_MESSAGES.variantMissing);

/** A selling plan id, or empty for a one-time purchase; anything else is refused as the variant not being available. */
const sellingPlanId = z
  .string()
  .trim()
  .max(200, CART_MESSAGES.variantMissing)
  .refine((id) => id === "" || SELLING_PLAN_ID.test(id), CART_MESSAGES.variantMissing)
  .optional()
  .transform((id) => id || undefined);

const wholeNumber = (min: number) =>
  z.coerce
    .number({ invalid_type_error: CART_MESSAGES.quantity })
    .int(CART_MESSAGES.quantity)
    .min(min, CART_MESSAGES.quantity)
    .max(MAX_LINE_QUANTITY, CART_MESSAGES.quantity);

/** A discount code as typed: trimmed, printable, not too long (the store decides whether it is valid). */
const discountCode = z
  .string({ required_error: CART_MESSAGES.discountMissing })
  .trim()
  .min(1, CART_MESSAGES.discountMissing)
  .max(MAX_DISCOUNT_CODE, CART_MESSAGES.discountInvalid)
  // eslint-disable-next-line no-control-regex
  .refine((code) => !/[\u0000-\u001f\u007f]/.test(code), CART_MESSAGES.discountInvalid);

export const cartActionSchema = z.discriminatedUnion(
  "intent",
  [
    // The product page's choice: "one-time" ignores the frequency radios, "subscription" needs one (see addedPlan).
    z.object({
      intent: z.literal("add"),
      merchandiseId,
      quantity: wholeNumber(1).default(1),
      purchase: z.enum(["one-time", "subscription"], { message: CART_MESSAGES.variantMissing }).optional(),
      sellingPlanId,
    }),
    // 0 or less removes the line.
    z.object({
      intent: z.literal("set"),
      merchandiseId,
      quantity: z.coerce
        .number({ invalid_type_error: CART_MESSAGES.quantity })
        .int(CART_MESSAGES.quantity)
        .max(MAX_LINE_QUANTITY, CART_MESSAGES.quantity),
      sellingPlanId,
    }),
    z.object({ intent: z.literal("remove"), merchandiseId, sellingPlanId }),
    // Subscribe a line, change its frequency, or switch it to one-time (`newPlanId` empty).
    z.object({ intent: z.literal("plan"), merchandiseId, sellingPlanId, newPlanId: sellingPlanId }),
    z.object({ intent: z.literal("discount"), code: discountCode }),
    z.object({ intent: z.literal("remove-discount"), code: discountCode }),
    z.object({ intent: z.literal("clear") }),
    z.object({ intent: z.literal("checkout") }),
  ],
  { errorMap: () => ({ message: CART_MESSAGES.unknown }) },
);

export type CartAction = z.infer<typeof cartActionSchema>;

/** The plan an add is for: none for a one-time purchase; null when a subscription names no plan (refused). */
export function addedPlan(add: Extract<CartAction, { intent: "add" }>): string | undefined | null {
  if (add.purchase === "one-time") return undefined;
  if (add.purchase === "subscription" && !add.sellingPlanId) return null;
  return add.sellingPlanId;
}
