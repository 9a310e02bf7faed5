import { z } from "zod";
import { CART_MESSAGES } from "./messages";
import { MAX_LINE_QUANTITY } from "./rules";

export { addedToCart, CART_MESSAGES } from "./messages";

/** The /cart action's form, shared by every cart form (plain HTML or fetcher). */

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
      quantity: z.coerce
        .number({ invalid_type_error: CART_MESSAGES.quantity })
        .int(CART_MESSAGES.quantity)
        .max(MAX_LINE_QUANTITY, CART_MESSAGES.quantity),
    }),
    z.object({ intent: z.literal("remove"), merchandiseId }),
    z.object({ intent: z.literal("clear") }),
    z.object({ intent: z.literal("checkout") }),
  ],
  { errorMap: () => ({ message: CART_MESSAGES.unknown }) },
);

export type CartAction = z.infer<typeof cartActionSchema>;
