import type { SubscriptionsView } from "~/.server/account/subscriptions";
import { SUBSCRIPTION_MESSAGES, type Subscription, type SubscriptionChange } from "~/lib/account/subscription";

const money = (amount: string, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(Number(amount));

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

function ChangeButton({
  subscription,
  change,
  label,
}: {
  subscription: Subscription;
  change: SubscriptionChange;
  label: string;
}) {
  return (
    <form method="post" action="/account/subscriptions">
      <input type="hidden" name="id" value={subscription.id} />
      <button type="submit" name="intent" value={change} className="btn-ghost px-3 py-1 text-sm">
        {label}
      </button>
    </form>
  );
}

/** The Subscriptions section: each active or paused subscription, its plan and next delivery, pause/resume and cancel. */
export function Subscriptions({ view }: { view: SubscriptionsView }) {
  return (
    <section aria-labelledby="subscriptions-heading" className="rounded-xl border border-slate-200 p-6">
      <h2 id="subscriptions-heading" className="text-xl font-bold text-brand-800">
        Subscriptions
      </h2>
      {view.state === "store" ? (
        <p className="mt-3 text-slate-600">
          {SUBSCRIPTION_MESSAGES.storeManaged}{" "}
          <a href={view.manageUrl} className="font-semibold underline" rel="noopener noreferrer">
            Manage subscriptions
          </a>
        </p>
      ) : null}
      {view.state === "needs-proof" ? <p className="mt-3 text-slate-600">{SUBSCRIPTION_MESSAGES.needsProof}</p> : null}
      {view.state === "failed" ? (
        <p role="alert" className="mt-3 text-red-700">
          {SUBSCRIPTION_MESSAGES.failed}
        </p>
      ) : null}
      {view.state === "loaded" && view.subscriptions.length === 0 ? (
        <p className="mt-3 text-slate-600">{SUBSCRIPTION_MESSAGES.none}</p>
      ) : null}
      {view.state === "loaded" && view.subscriptions.length > 0 ? (
        <ul className="mt-4 space-y-4">
          {view.subscriptions.map((s) => (
            <li key={s.id} data-testid="subscription" className="rounded-lg border border-slate-200 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">
                  {s.title} × {s.quantity}
                </p>
                <p className="font-semibold">{money(s.price, s.currency)} each delivery</p>
              </div>
              <p className="text-sm text-slate-600">
                {s.plan} · from order {s.order_name} ·{" "}
                <span data-testid="subscription-status">
                  {s.status === "paused" || !s.next_delivery_at ? "Paused" : `Next delivery ${day(s.next_delivery_at)}`}
                </span>
              </p>
              <div className="mt-2 flex gap-2">
                {s.status === "paused" ? (
                  <ChangeButton subscription={s} change="resume" label="Resume" />
                ) : (
                  <ChangeButton subscription={s} change="pause" label="Pause" />
                )}
                <ChangeButton subscription={s} change="cancel" label="Cancel subscription" />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
