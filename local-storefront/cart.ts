import { randomUUID } from "node:crypto";
import type { LocalCatalogue } from "./catalogue/catalogue";
import { connection, type ConnectionArgs } from "./connection";
import { cartTotals, isKnownCode } from "./discounts";
import { gid } from "./ids";
import { CURRENCY, money, type NodeFactory } from "./nodes";
import { sellingPlanAllocation } from "./selling-plan-nodes";
import { findSellingPlan, planAppliesTo, subscriptionPrice } from "./selling-plans";
import { emptyConnection, noMetafield, noMetafields } from "./empty-values";
import { parseGid } from "./ids";
import type { CartAttribute, CartDetails, LocalStore, StoredBuyerIdentity, StoredCart, StoredCartLine } from "./store";

interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  sellingPlanId?: string | null;
  attributes?: CartAttribute[] | null;
}

export interface CartInput {
  lines?: CartLineInput[] | null;
  note?: string | null;
  attributes?: CartAttribute[] | null;
  discountCodes?: string[] | null;
  buyerIdentity?: (StoredBuyerIdentity & Record<string, unknown>) | null;
}

interface CartDeps {
  catalogue: LocalCatalogue;
  store: LocalStore;
  nodes: NodeFactory;
  checkoutOrigin: string;
}

interface UserError {
  __typename: "CartUserError";
  field: string[];
  message: string;
  code: string;
}

const MAX_LINE_QUANTITY = 999;
// What a cart or a line holds beside its lines is bounded: every change is journalled, and any caller may write.
const MAX_NOTE_CHARS = 5_000;
const MAX_ATTRIBUTES = 250;
const MAX_ATTRIBUTE_CHARS = 1_000;

const detailError = (field: string[], message: string, code: string): UserError => ({
  __typename: "CartUserError",
  field,
  message,
  code,
});

/** A note or a set of attributes past the bounds above, as user errors under `at`. */
export function detailsErrors(
  details: { note?: string | null; attributes?: readonly CartAttribute[] | null },
  at: string[],
): UserError[] {
  const errors: UserError[] = [];
  if ((details.note?.length ?? 0) > MAX_NOTE_CHARS)
    errors.push(
      detailError([...at, "note"], `The note must be at most ${MAX_NOTE_CHARS} characters.`, "NOTE_TOO_LONG"),
    );
  const attributes = details.attributes ?? [];
  if (attributes.length > MAX_ATTRIBUTES)
    errors.push(
      detailError([...at, "attributes"], `A cart holds at most ${MAX_ATTRIBUTES} attributes.`, "MAXIMUM_EXCEEDED"),
    );
  else if (attributes.some((a) => a.key.length + a.value.length > MAX_ATTRIBUTE_CHARS))
    errors.push(
      detailError([...at, "attributes"], `An attribute must be at most ${MAX_ATTRIBUTE_CHARS} characters.`, "INVALID"),
    );
  return errors;
}

/**
 * Validates lines the way Shopify's cartCreate and cartLinesAdd do: unknown, unsellable and out-of-range lines
 * are user errors, under `at` (["input", "lines"] for cartCreate, ["lines"] for cartLinesAdd).
 */
export function validateLines(catalogue: LocalCatalogue, lines: CartLineInput[], at = ["input", "lines"]): UserError[] {
  const userError = (index: number, field: string, message: string, code: string): UserError => ({
    __typename: "CartUserError",
    field: [...at, String(index), field],
    message,
    code,
  });
  return lines.flatMap((line, i) => {
    const detailErrors = detailsErrors({ attributes: line.attributes }, [...at, String(i)]);
    if (detailErrors.length > 0) return detailErrors;
    const variant = catalogue.variantsById.get(line.merchandiseId);
    const quantity = line.quantity ?? 1;
    if (!variant) {
      return [
        userError(i, "merchandiseId", `The merchandise with id ${line.merchandiseId} does not exist.`, "INVALID"),
      ];
    }
    if (!variant.available) {
      return [
        userError(
          i,
          "merchandiseId",
          `The product '${variant.product.title}' is already sold out.`,
          "MERCHANDISE_NOT_APPLICABLE",
        ),
      ];
    }
    if (line.sellingPlanId != null) {
      const plan = findSellingPlan(catalogue, line.sellingPlanId);
      if (!plan) {
        return [
          userError(i, "sellingPlanId", `The selling plan with id ${line.sellingPlanId} does not exist.`, "INVALID"),
        ];
      }
      if (!planAppliesTo(plan, variant)) {
        return [
          userError(
            i,
            "sellingPlanId",
            `The selling plan is not applicable to the merchandise '${variant.product.title}'.`,
            "SELLING_PLAN_NOT_APPLICABLE",
          ),
        ];
      }
    }
    if (quantity < 1) return [userError(i, "quantity", "The quantity must be at least 1.", "INVALID")];
    if (quantity > MAX_LINE_QUANTITY) {
      return [userError(i, "quantity", `The quantity must be at most ${MAX_LINE_QUANTITY}.`, "MAXIMUM_EXCEEDED")];
    }
    return [];
  });
}

export function cartNode(cart: StoredCart, catalogue: LocalCatalogue, nodes: NodeFactory, checkoutOrigin: string) {
  const lines = cart.lines.map((line) => {
    const variant = catalogue.variantsById.get(line.merchandiseId);
    return {
      __typename: "CartLine",
      id: gid("CartLine", line.id),
      quantity: line.quantity,
      merchandise: variant ? nodes.variant(variant) : null,
      // The price the line was added at (kept on the line), under the plan it was added with.
      sellingPlanAllocation: line.sellingPlan
        ? sellingPlanAllocation(line.sellingPlan, { price: line.oneTimePrice ?? line.price })
        : null,
      attributes: line.attributes ?? [],
      attribute: ({ key }: { key: string }) => line.attributes?.find((a) => a.key === key) ?? null,
      discountAllocations: [],
      instructions: { canRemove: true, canUpdateQuantity: true },
      parentRelationship: null,
      cost: {
        amountPerQuantity: money(line.price),
        subtotalAmount: money(Number(line.price) * line.quantity),
        totalAmount: money(Number(line.price) * line.quantity),
        compareAtAmountPerQuantity: line.oneTimePrice ? money(line.oneTimePrice) : null,
      },
    };
  });
  const totals = cartTotals(cart);
  const discounted = totals.discount > 0 && totals.code;
  return {
    __typename: "Cart",
    id: gid("Cart", cart.token),
    checkoutUrl: `${checkoutOrigin}/local-storefront/checkout/${cart.token}`,
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt ?? cart.createdAt,
    note: cart.note ?? null,
    attributes: cart.attributes ?? [],
    attribute: ({ key }: { key: string }) => cart.attributes?.find((a) => a.key === key) ?? null,
    discountCodes: (cart.discountCodes ?? []).map((code) => ({ code, applicable: isKnownCode(code) })),
    discountAllocations: discounted
      ? [{ __typename: "CartCodeDiscountAllocation", code: totals.code, discountedAmount: money(totals.discount) }]
      : [],
    appliedGiftCards: [],
    totalQuantity: cart.lines.reduce((sum, l) => sum + l.quantity, 0),
    buyerIdentity: {
      countryCode: cart.buyerIdentity?.countryCode ?? "US",
      email: cart.buyerIdentity?.email ?? null,
      phone: cart.buyerIdentity?.phone ?? null,
      customer: null,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    },
    // Delivery is chosen on the hosted checkout: none on the cart.
    delivery: { addresses: () => [] },
    deliveryGroups: emptyConnection,
    metafield: noMetafield,
    metafields: noMetafields,
    cost: {
      subtotalAmount: money(totals.subtotal),
      totalAmount: money(totals.total),
      checkoutChargeAmount: money(totals.total),
      totalTaxAmount: null,
      totalDutyAmount: null,
    },
    lines: (args: ConnectionArgs) => connection(lines, args),
  };
}

/** A line as the store keeps it: the variant's title and price, under the selling plan it was bought with. */
function storedLine(
  catalogue: LocalCatalogue,
  input: { merchandiseId: string; sellingPlanId: string | null; quantity: number; attributes?: CartAttribute[] | null },
): Omit<StoredCartLine, "id"> {
  const variant = catalogue.variantsById.get(input.merchandiseId)!;
  const plan = input.sellingPlanId ? findSellingPlan(catalogue, input.sellingPlanId) : undefined;
  const line = {
    merchandiseId: input.merchandiseId,
    quantity: input.quantity,
    productTitle: variant.product.title,
    variantTitle: variant.title,
    price: variant.price,
    ...(input.attributes?.length ? { attributes: input.attributes.map(({ key, value }) => ({ key, value })) } : {}),
  };
  if (!plan) return line;
  return {
    ...line,
    price: subscriptionPrice(variant.price, plan.percentOff),
    oneTimePrice: variant.price,
    sellingPlan: plan,
  };
}

const lineKey = (line: { merchandiseId: string; sellingPlanId?: string | null; sellingPlan?: { id: string } }) =>
  `${line.merchandiseId} ${line.sellingPlanId ?? line.sellingPlan?.id ?? ""}`;

/** Shopify merges lines of the same variant bought the same way (once, or under the same plan). */
function mergeLines(lines: CartLineInput[]) {
  const merged = new Map<
    string,
    { merchandiseId: string; sellingPlanId: string | null; quantity: number; attributes?: CartAttribute[] | null }
  >();
  for (const line of lines) {
    const key = lineKey(line);
    const quantity = (merged.get(key)?.quantity ?? 0) + (line.quantity ?? 1);
    merged.set(key, { ...line, sellingPlanId: line.sellingPlanId ?? null, quantity });
  }
  return [...merged.values()];
}

const codesOf = (codes: string[] | null | undefined) =>
  [...new Set((codes ?? []).map((code) => code.trim()).filter(Boolean))].slice(0, 10);

const answer = (cart: StoredCart, deps: CartDeps) => ({
  cart: cartNode(cart, deps.catalogue, deps.nodes, deps.checkoutOrigin),
  userErrors: [],
  warnings: [],
});

const failed = (userErrors: UserError[]) => ({ cart: null, userErrors, warnings: [] });

const NO_CART: UserError = {
  __typename: "CartUserError",
  field: ["cartId"],
  message: "The specified cart does not exist.",
  code: "INVALID",
};

/** The cart token of a Cart gid (Hydrogen appends `?key=...`). */
export const cartToken = (cartId: string | null | undefined) => {
  const parsed = parseGid(cartId ?? "");
  return parsed?.type === "Cart" ? parsed.id : null;
};

/** cartCreate: the lines, and the codes, note, attributes and buyer given with them. */
export async function createCart(input: CartInput, deps: CartDeps) {
  const lines = input.lines ?? [];
  const userErrors = [...validateLines(deps.catalogue, lines), ...detailsErrors(input, ["input"])];
  if (userErrors.length > 0) return failed(userErrors);
  const buyer = input.buyerIdentity;
  const details: CartDetails = {
    ...(input.discountCodes?.length ? { discountCodes: codesOf(input.discountCodes) } : {}),
    ...(input.note ? { note: input.note } : {}),
    ...(input.attributes?.length ? { attributes: input.attributes.map(({ key, value }) => ({ key, value })) } : {}),
    ...(buyer ? { buyerIdentity: { email: buyer.email, phone: buyer.phone, countryCode: buyer.countryCode } } : {}),
  };
  const cart = await deps.store.createCart(
    mergeLines(lines).map((line) => storedLine(deps.catalogue, line)),
    CURRENCY,
    details,
  );
  return answer(cart, deps);
}

/** Runs `change` on the cart `cartId` names; the user error Shopify gives when there is no such open cart. */
async function changeCart(
  cartId: string,
  deps: CartDeps,
  change: (cart: StoredCart) => UserError[] | void,
): Promise<ReturnType<typeof answer> | ReturnType<typeof failed>> {
  const token = cartToken(cartId);
  let errors: UserError[] = [];
  const cart = token
    ? await deps.store.updateCart(token, (draft) => {
        errors = change(draft) ?? [];
        return errors.length === 0;
      })
    : undefined;
  if (!cart) return failed([NO_CART]);
  if (errors.length > 0) return failed(errors);
  return answer(cart, deps);
}

const MAX_QUANTITY_ERROR = (at: string[]): UserError => ({
  __typename: "CartUserError",
  field: at,
  message: `The quantity must be at most ${MAX_LINE_QUANTITY}.`,
  code: "MAXIMUM_EXCEEDED",
});

/** cartLinesAdd: new lines, merged into the cart's lines of the same variant and plan. */
export function addLines(args: { cartId: string; lines: CartLineInput[] }, deps: CartDeps) {
  return changeCart(args.cartId, deps, (cart) => {
    const errors = validateLines(deps.catalogue, args.lines, ["lines"]);
    if (errors.length > 0) return errors;
    for (const line of mergeLines(args.lines)) {
      const existing = cart.lines.find((l) => lineKey(l) === lineKey(line));
      if (existing && existing.quantity + line.quantity > MAX_LINE_QUANTITY) return [MAX_QUANTITY_ERROR(["lines"])];
      if (existing) existing.quantity += line.quantity;
      else cart.lines.push({ ...storedLine(deps.catalogue, line), id: randomLineId() });
    }
  });
}

const randomLineId = () => randomUUID();

const lineIdOf = (id: string) => {
  const parsed = parseGid(id);
  return parsed?.type === "CartLine" ? parsed.id : null;
};

const noLine = (at: string[], id: string): UserError => ({
  __typename: "CartUserError",
  field: at,
  message: `The merchandise line with id ${id} does not exist.`,
  code: "INVALID",
});

interface CartLineUpdateInput {
  id: string;
  quantity?: number | null;
  merchandiseId?: string | null;
  sellingPlanId?: string | null;
  attributes?: CartAttribute[] | null;
}

/** cartLinesUpdate: new quantities (0 removes the line), variants, plans or attributes of existing lines. */
export function updateLines(args: { cartId: string; lines: CartLineUpdateInput[] }, deps: CartDeps) {
  return changeCart(args.cartId, deps, (cart) => {
    const errors: UserError[] = [];
    args.lines.forEach((update, i) => {
      const at = ["lines", String(i)];
      const line = cart.lines.find((l) => l.id === lineIdOf(update.id));
      if (!line) return errors.push(noLine([...at, "id"], update.id));
      const quantity = update.quantity ?? line.quantity;
      if (quantity < 0)
        return errors.push({
          ...MAX_QUANTITY_ERROR([...at, "quantity"]),
          message: "The quantity must be at least 0.",
          code: "INVALID",
        });
      if (quantity > MAX_LINE_QUANTITY) return errors.push(MAX_QUANTITY_ERROR([...at, "quantity"]));
      const merchandiseId = update.merchandiseId ?? line.merchandiseId;
      const sellingPlanId = update.sellingPlanId !== undefined ? update.sellingPlanId : (line.sellingPlan?.id ?? null);
      if (quantity === 0) {
        cart.lines = cart.lines.filter((l) => l !== line);
        return;
      }
      const changed = merchandiseId !== line.merchandiseId || sellingPlanId !== (line.sellingPlan?.id ?? null);
      if (changed) {
        const invalid = validateLines(deps.catalogue, [{ merchandiseId, sellingPlanId, quantity }], ["lines"]);
        if (invalid.length > 0)
          return errors.push(...invalid.map((e) => ({ ...e, field: [...at, ...e.field.slice(2)] })));
      }
      const attributes = update.attributes ?? line.attributes;
      const tooMuch = detailsErrors({ attributes }, at);
      if (tooMuch.length > 0) return errors.push(...tooMuch);
      Object.assign(
        line,
        changed
          ? storedLine(deps.catalogue, { merchandiseId, sellingPlanId, quantity, attributes })
          : { quantity, attributes },
      );
    });
    return errors;
  });
}

/** cartLinesRemove: every id must name a line of the cart. */
export function removeLines(args: { cartId: string; lineIds: string[] }, deps: CartDeps) {
  return changeCart(args.cartId, deps, (cart) => {
    const ids = args.lineIds.map(lineIdOf);
    const errors = args.lineIds.flatMap((id, i) =>
      cart.lines.some((l) => l.id === ids[i]) ? [] : [noLine(["lineIds", String(i)], id)],
    );
    if (errors.length > 0) return errors;
    cart.lines = cart.lines.filter((l) => !ids.includes(l.id));
  });
}

/** cartNoteUpdate, cartAttributesUpdate and cartBuyerIdentityUpdate. */
export const updateNote = (args: { cartId: string; note?: string | null }, deps: CartDeps) =>
  changeCart(args.cartId, deps, (cart) => {
    const errors = detailsErrors({ note: args.note }, []);
    if (errors.length > 0) return errors;
    cart.note = args.note ?? undefined;
  });

export const updateAttributes = (args: { cartId: string; attributes: CartAttribute[] }, deps: CartDeps) =>
  changeCart(args.cartId, deps, (cart) => {
    // Shopify merges by key: a new value replaces the old one.
    const byKey = new Map((cart.attributes ?? []).map((a) => [a.key, a.value]));
    for (const { key, value } of args.attributes) byKey.set(key, value);
    const attributes = [...byKey].map(([key, value]) => ({ key, value }));
    const errors = detailsErrors({ attributes }, []);
    if (errors.length > 0) return errors;
    cart.attributes = attributes;
  });

export const updateBuyerIdentity = (
  args: { cartId: string; buyerIdentity: StoredBuyerIdentity & Record<string, unknown> },
  deps: CartDeps,
) =>
  changeCart(args.cartId, deps, (cart) => {
    const { email, phone, countryCode } = args.buyerIdentity;
    cart.buyerIdentity = {
      ...cart.buyerIdentity,
      ...(email !== undefined ? { email } : {}),
      ...(phone !== undefined ? { phone } : {}),
      ...(countryCode !== undefined ? { countryCode } : {}),
    };
  });

/** cartDiscountCodesUpdate: replaces the cart's codes; unknown codes stay on the cart as not applicable, as on Shopify. */
export async function updateDiscountCodes(
  input: { cartId: string; discountCodes?: string[] | null },
  deps: {
    catalogue: LocalCatalogue;
    store: LocalStore;
    nodes: NodeFactory;
    checkoutOrigin: string;
    token: string | null;
  },
) {
  const cart = deps.token ? await deps.store.setDiscountCodes(deps.token, input.discountCodes ?? []) : undefined;
  if (!cart)
    return {
      cart: null,
      userErrors: [
        {
          __typename: "CartUserError",
          field: ["cartId"],
          message: "The specified cart does not exist.",
          code: "INVALID",
        },
      ],
      warnings: [],
    };
  return { cart: cartNode(cart, deps.catalogue, deps.nodes, deps.checkoutOrigin), userErrors: [], warnings: [] };
}
