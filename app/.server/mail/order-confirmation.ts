import type { Order } from "~/lib/account/order";
import { BRAND } from "~/lib/meta";
import { CONTACT } from "~/content/contact";
import type { OutgoingMail } from "./mailer";

/** An order as the embedded storefront's checkout records it (Shopify's REST order fields). */
export interface PlacedOrder extends Order {
  email: string;
  subtotal_price?: string;
  total_discounts?: string;
  discount_codes?: Array<{ code: string; amount: string }>;
}

const money = (amount: string | number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(Number(amount));

/**
 * The order confirmation the embedded storefront's checkout promises ("A
 * confirmation goes to …"): items, plans, totals and the store's address.
 * With a real store, Shopify sends its own.
 */
export function orderConfirmationMail(order: PlacedOrder, siteUrl: string): OutgoingMail {
  const items = order.line_items.flatMap((line) => [
    `- ${line.title} × ${line.quantity}: ${money(Number(line.price) * line.quantity, order.currency)}`,
    ...(line.selling_plan ? [`  Subscription: ${line.selling_plan.name}`] : []),
  ]);
  const discounts = (order.discount_codes ?? []).map(
    (d) => `Discount (${d.code}): −${money(d.amount, order.currency)}`,
  );
  return {
    to: order.email,
    subject: `${BRAND} order ${order.name} confirmed`,
    text: [
      `Thank you for your order! Order ${order.name} is confirmed.`,
      "",
      ...items,
      "",
      ...(order.subtotal_price ? [`Subtotal: ${money(order.subtotal_price, order.currency)}`] : []),
      ...discounts,
      `Total: ${money(order.total_price, order.currency)}`,
      "",
      `Your orders and subscriptions: ${new URL("/account", siteUrl).href} (sign in with this email and confirm it).`,
      "",
      `The ${BRAND} team`,
      ...CONTACT.address,
      siteUrl,
    ].join("\n"),
  };
}
