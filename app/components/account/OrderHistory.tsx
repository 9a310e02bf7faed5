import { ACCOUNT_MESSAGES, type Order } from "~/lib/account/order";
import { PROOF_MESSAGES } from "~/lib/account/proof";

const money = (amount: string, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(Number(amount));

export type OrdersView =
  | { state: "unlinked" }
  /** Linked to an address the user has not proved yet: no order is looked up. */
  | { state: "unconfirmed" }
  | { state: "failed" }
  | { state: "loaded"; orders: Order[] };

export function OrderHistory({ view }: { view: OrdersView }) {
  return (
    <section aria-labelledby="orders-heading" className="rounded-xl border border-slate-200 p-6">
      <h2 id="orders-heading" className="text-xl font-bold text-brand-800">
        Order History
      </h2>
      {view.state === "unlinked" ? <p className="mt-3 text-slate-600">{ACCOUNT_MESSAGES.linkPrompt}</p> : null}
      {view.state === "unconfirmed" ? (
        <p className="mt-3 text-slate-600">{PROOF_MESSAGES.ordersNeedConfirmation}</p>
      ) : null}
      {view.state === "failed" ? (
        <p role="alert" className="mt-3 text-red-700">
          {ACCOUNT_MESSAGES.ordersFailed}
        </p>
      ) : null}
      {view.state === "loaded" && view.orders.length === 0 ? (
        <p className="mt-3 text-slate-600">{ACCOUNT_MESSAGES.noOrders}</p>
      ) : null}
      {view.state === "loaded" && view.orders.length > 0 ? (
        <ul className="mt-4 space-y-4">
          {view.orders.map((order) => (
            <li key={order.id} data-testid="order" className="rounded-lg border border-slate-200 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">Order {order.name}</p>
                <p className="font-semibold">{money(order.total_price, order.currency)}</p>
              </div>
              <p className="text-sm text-slate-600">
                {new Date(order.created_at).toLocaleDateString("en-US", {
                  year: "numeric",
                  month: "long",
                  day: "numeric",
                  timeZone: "UTC",
                })}{" "}
                · {order.financial_status}
                {order.fulfillment_status ? ` · ${order.fulfillment_status}` : " · unfulfilled"}
              </p>
              <ul className="mt-2 text-sm text-slate-700">
                {order.line_items.map((item, index) => (
                  <li key={index}>
                    {item.title} × {item.quantity} — {money(item.price, order.currency)}
                    {item.selling_plan ? (
                      <span className="text-brand-800" data-testid="order-subscription">
                        {" "}
                        · Subscription: {item.selling_plan.name}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
