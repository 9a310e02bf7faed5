import { z } from "zod";
import { cartActionSchema, CART_MESSAGES } from "~/lib/cart/form";
import { askSchema } from "~/lib/chat/request";
import { SORT_OPTIONS } from "~/lib/catalogue/sort";
import { categoryCollections } from "~/content/shop-collections";

/**
 * Tool inputs, validated before anything is sent: the forms' own zod schemas
 * (cart, chat) and, for search, the rules the shop's loader applies to its URL.
 */
export const SORTS = SORT_OPTIONS.map((o) => o.value) as [string, ...string[]];
export const CATEGORIES = Object.keys(categoryCollections) as [string, ...string[]];

export const searchInput = z.object({
  query: z
    .string({ invalid_type_error: "Search words must be text" })
    .max(100, "Search words must be under 100 characters")
    .default(""),
  sort: z
    .enum(SORTS, { errorMap: () => ({ message: `Sort must be one of: ${SORTS.join(", ")}` }) })
    .default("featured"),
  category: z
    .enum(CATEGORIES, { errorMap: () => ({ message: `Category must be one of: ${CATEGORIES.join(", ")}` }) })
    .optional(),
  page: z.coerce
    .number({ invalid_type_error: "Page must be a whole number from 1" })
    .int("Page must be a whole number from 1")
    .min(1, "Page must be a whole number from 1")
    .max(1000, "Page must be a whole number from 1")
    .default(1),
});

export const PRODUCT_NOT_FOUND = "Product not found";
export const productInput = z.object({
  handle: z
    .string({ required_error: PRODUCT_NOT_FOUND, invalid_type_error: PRODUCT_NOT_FOUND })
    .regex(/^[a-z0-9-]{1,120}$/i, PRODUCT_NOT_FOUND),
});

/** update_cart's actions that the cart form names otherwise (its intents); checkout is begin_checkout's. */
const INTENTS: Record<string, string | undefined> = {
  apply_discount: "discount",
  remove_discount: "remove-discount",
  discount: undefined,
  "remove-discount": undefined,
  checkout: undefined,
};

/** update_cart speaks of an action; the cart form calls it the intent. */
export const cartInput = z
  .object({
    action: z.unknown(),
    merchandiseId: z.unknown().optional(),
    quantity: z.unknown().optional(),
    code: z.unknown().optional(),
  })
  .transform(({ action, ...rest }) => ({
    intent: typeof action === "string" && action in INTENTS ? INTENTS[action] : action,
    ...rest,
  }))
  .pipe(cartActionSchema);

export const askInput = askSchema.pick({ question: true });

/** A tool's input as a form would carry it: every value a string (a form has no numbers or objects). */
export function asFormValues(input: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (!input || typeof input !== "object") return values;
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    values[name] = typeof value === "object" ? JSON.stringify(value) : String(value);
  }
  return values;
}

/** The first message of a failed parse: what the form would have said. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? CART_MESSAGES.unknown;
}
