import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { acquireDataDirLock } from "../app/.server/db/data-dir-lock";
import { cartTotals, STORE_DISCOUNT_CODES, usedBefore } from "./discounts";
import type { LocalSellingPlan } from "./selling-plans";
import { nextDelivery, subscriptionsFromOrder, type LocalSubscription, type SubscriptionStatus } from "./subscriptions";

/**
 * Carts and orders of the embedded storefront, kept under the data directory
 * (the stand-in for Shopify's own storage): a JSON snapshot written at start,
 * and a journal of the changes since, one JSON line each, appended in order.
 */
export interface StoredCartLine {
  id: string;
  merchandiseId: string;
  quantity: number;
  productTitle: string;
  variantTitle: string;
  /** Per unit, as charged: under a selling plan, the plan's price. */
  price: string;
  /** Bought by subscription: the plan, and the one-time price it was discounted from. */
  sellingPlan?: LocalSellingPlan;
  oneTimePrice?: string;
  attributes?: CartAttribute[];
}

export interface CartAttribute {
  key: string;
  value: string;
}

/** What cartCreate and cartBuyerIdentityUpdate keep of the buyer (this store has no customer accounts on it). */
export interface StoredBuyerIdentity {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
}

export interface StoredCart {
  token: string;
  currency: string;
  lines: StoredCartLine[];
  createdAt: string;
  orderId?: string;
  /** Codes the buyer entered (cartDiscountCodesUpdate or the checkout's field), as typed. */
  discountCodes?: string[];
  /** Set by every change after creation. */
  updatedAt?: string;
  note?: string;
  attributes?: CartAttribute[];
  buyerIdentity?: StoredBuyerIdentity;
}

/** A cart's own fields that cartCreate takes besides its lines. */
export type CartDetails = Pick<StoredCart, "discountCodes" | "note" | "attributes" | "buyerIdentity">;

export interface LocalOrder {
  id: string;
  name: string;
  email: string;
  created_at: string;
  currency: string;
  total_price: string;
  financial_status: "paid";
  fulfillment_status: string | null;
  /** What the order was charged before and after its code (as Shopify's orders carry them). */
  subtotal_price?: string;
  total_discounts?: string;
  discount_codes?: Array<{ code: string; amount: string; type: "percentage" }>;
  line_items: Array<{
    title: string;
    quantity: number;
    price: string;
    /** The selling plan a subscription line was bought under. */
    selling_plan?: { id: string; name: string } | null;
  }>;
}

interface StoreFile {
  carts: Record<string, StoredCart>;
  orders: LocalOrder[];
  subscriptions?: Record<string, LocalSubscription>;
}

export type PlaceOrderResult = { order: LocalOrder; placedBefore: boolean } | null;

/** An order the store will not place as it stands, for a reason the buyer can act on (a code used up). */
export class CheckoutRefused extends Error {}

export interface LocalStore {
  createCart(lines: Omit<StoredCartLine, "id">[], currency: string, details?: CartDetails): Promise<StoredCart>;
  getCart(token: string): StoredCart | undefined;
  /**
   * Changes an open cart (its lines, note, attributes, buyer) and journals it; undefined when there is no
   * such cart or it was ordered. `change` answers false to leave the cart as it was.
   */
  updateCart(token: string, change: (cart: StoredCart) => boolean | void): Promise<StoredCart | undefined>;
  setDiscountCodes(token: string, codes: string[]): Promise<StoredCart | undefined>;
  /** Throws CheckoutRefused when the cart's code was this email's one use already. */
  placeOrder(token: string, email: string, now?: Date): Promise<PlaceOrderResult>;
  getOrder(id: string): LocalOrder | undefined;
  ordersByEmail(email: string): LocalOrder[];
  subscriptionsByEmail(email: string): LocalSubscription[];
  /** Everything the store holds, as local-storefront.json holds it (for db:backup). */
  snapshot(): string;
  /** Pauses, resumes or cancels one of this email's subscriptions; undefined when it has none by that id. */
  setSubscriptionStatus(
    email: string,
    id: string,
    status: SubscriptionStatus,
    now?: Date,
  ): Promise<LocalSubscription | undefined>;
}

const FIRST_ORDER_NUMBER = 1001;
const CART_LIFETIME_MS = 10 * 24 * 60 * 60 * 1000;

/** A change to the store, as one line of its journal. */
type JournalRecord = { cart: StoredCart } | { order: LocalOrder } | { subscription: LocalSubscription };

function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as T) : undefined;
}

/**
 * The data as last written: the snapshot, then every whole line of the
 * journal after it (a line cut off by a crash is left out).
 */
function load(file: string, journal: string): StoreFile {
  const data = readJson<StoreFile>(file) ?? { carts: {}, orders: [] };
  const lines = fs.existsSync(journal) ? fs.readFileSync(journal, "utf8").split("\n") : [];
  for (const line of lines) {
    let record: JournalRecord;
    try {
      record = JSON.parse(line) as JournalRecord;
    } catch {
      continue;
    }
    if ("cart" in record) data.carts[record.cart.token] = record.cart;
    else if ("subscription" in record) (data.subscriptions ??= {})[record.subscription.id] = record.subscription;
    else if (!data.orders.some((o) => o.id === record.order.id)) data.orders.push(record.order);
  }
  return data;
}

/** The store kept in `dataDir` as one snapshot (the journal folded in), or null when there is none; reads only. */
export function readStoreSnapshot(dataDir: string): string | null {
  const file = path.join(dataDir, "local-storefront.json");
  if (!fs.existsSync(file) && !fs.existsSync(`${file}.journal`)) return null;
  return JSON.stringify(load(file, `${file}.journal`));
}

/**
 * Opens the store in `dataDir` (null: in memory). It folds the journal into the snapshot, so it first
 * takes the directory's lock (a no-op when this process holds it already): it throws
 * DataDirLockedError, having touched nothing, while another process owns the directory.
 */
export function createLocalStore(dataDir: string | null): LocalStore {
  if (dataDir) acquireDataDirLock(dataDir);
  const file = dataDir ? path.join(dataDir, "local-storefront.json") : null;
  const journal = file ? `${file}.journal` : null;
  const data: StoreFile = file && journal ? load(file, journal) : { carts: {}, orders: [] };
  if (file && journal) {
    // Folded into a fresh snapshot at start: the journal only holds this run's changes.
    pruneAbandoned(Date.now());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(data));
    fs.renameSync(`${file}.tmp`, file);
    fs.rmSync(journal, { force: true });
  }
  // Each change is appended to the journal as one line, at once, through a descriptor kept open: a small write
  // to the page cache takes microseconds, while an asynchronous append waited several event-loop turns under load.
  // (A full snapshot per change grew with every cart ever made: seconds per checkout under load.)
  const journalFd = journal ? fs.openSync(journal, "a") : null;
  let created = 0;

  function persist(...records: JournalRecord[]) {
    if (journalFd !== null) fs.writeSync(journalFd, records.map((record) => `${JSON.stringify(record)}\n`).join(""));
  }

  /** Carts never checked out expire, as Shopify's do, so the store does not grow without end. */
  function pruneAbandoned(now: number) {
    for (const [token, cart] of Object.entries(data.carts)) {
      if (!cart.orderId && now - Date.parse(cart.createdAt) > CART_LIFETIME_MS) delete data.carts[token];
    }
  }

  return {
    async createCart(lines, currency, details = {}) {
      const cart: StoredCart = {
        ...details,
        token: randomUUID().replaceAll("-", ""),
        currency,
        lines: lines.map((line) => ({ ...line, id: randomUUID() })),
        createdAt: new Date().toISOString(),
      };
      if (++created % 500 === 0) pruneAbandoned(Date.now());
      data.carts[cart.token] = cart;
      persist({ cart });
      return cart;
    },
    getCart: (token) => data.carts[token],
    async updateCart(token, change) {
      const current = data.carts[token];
      if (!current || current.orderId) return undefined;
      const cart: StoredCart = structuredClone(current);
      if (change(cart) === false) return current;
      cart.updatedAt = new Date().toISOString();
      data.carts[token] = cart;
      persist({ cart });
      return cart;
    },
    snapshot: () => JSON.stringify(data),
    async setDiscountCodes(token, codes) {
      const cart = data.carts[token];
      if (!cart || cart.orderId) return undefined;
      cart.discountCodes = [...new Set(codes.map((code) => code.trim()).filter(Boolean))].slice(0, 10);
      cart.updatedAt = new Date().toISOString();
      persist({ cart });
      return cart;
    },
    async placeOrder(token, email, now = new Date()) {
      const cart = data.carts[token];
      if (!cart) return null;
      if (cart.orderId) {
        const order = data.orders.find((o) => o.id === cart.orderId);
        return order ? { order, placedBefore: true } : null;
      }
      const buyer = email.trim().toLowerCase();
      const { subtotal, discount, total, code } = cartTotals(cart);
      if (
        code &&
        STORE_DISCOUNT_CODES[code].oncePerEmail &&
        data.orders.some((o) => o.email === buyer && o.discount_codes?.some((c) => c.code === code))
      ) {
        throw new CheckoutRefused(usedBefore(code));
      }
      const number = FIRST_ORDER_NUMBER + data.orders.length;
      const order: LocalOrder = {
        id: String(5_600_000_000_000 + number),
        name: `#${number}`,
        email: buyer,
        created_at: now.toISOString(),
        currency: cart.currency,
        subtotal_price: subtotal.toFixed(2),
        total_discounts: discount.toFixed(2),
        total_price: total.toFixed(2),
        discount_codes: code && discount > 0 ? [{ code, amount: discount.toFixed(2), type: "percentage" }] : [],
        financial_status: "paid",
        fulfillment_status: null,
        line_items: cart.lines.map((l) => ({
          title: l.variantTitle ? `${l.productTitle} - ${l.variantTitle}` : l.productTitle,
          quantity: l.quantity,
          price: l.price,
          selling_plan: l.sellingPlan ? { id: l.sellingPlan.id, name: l.sellingPlan.name } : null,
        })),
      };
      data.orders.push(order);
      cart.orderId = order.id;
      const subscriptions = subscriptionsFromOrder(order, cart, now);
      for (const subscription of subscriptions) (data.subscriptions ??= {})[subscription.id] = subscription;
      persist({ order }, ...subscriptions.map((subscription) => ({ subscription })), { cart });
      return { order, placedBefore: false };
    },
    getOrder: (id) => data.orders.find((o) => o.id === id),
    ordersByEmail: (email) =>
      data.orders
        .filter((o) => o.email === email.trim().toLowerCase())
        .sort((a, b) => b.created_at.localeCompare(a.created_at)),
    subscriptionsByEmail: (email) =>
      Object.values(data.subscriptions ?? {})
        .filter((sub) => sub.email === email.trim().toLowerCase())
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id)),
    async setSubscriptionStatus(email, id, status, now = new Date()) {
      const current = data.subscriptions?.[id];
      if (!current || current.email !== email.trim().toLowerCase()) return undefined;
      if (current.status === "cancelled" || current.status === status) return current;
      const subscription: LocalSubscription = {
        ...current,
        status,
        next_delivery_at: status === "active" ? nextDelivery(current, now) : null,
      };
      data.subscriptions![id] = subscription;
      persist({ subscription });
      return subscription;
    },
  };
}
