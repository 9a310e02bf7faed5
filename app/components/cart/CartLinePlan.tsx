import { formatTotal } from "~/lib/cart/rules";
import type { CartLineView } from "~/lib/cart/view";
import { SUBSCRIPTION_WORDS } from "~/lib/subscriptions/plans";
import { useCartFetcher } from "./useCartFetcher";

/**
 * A line's purchase option: its plan ("Delivered every 30 days") and a
 * choice of frequency or one-time. A plain form with an Update button (no
 * scripts needed); with scripts a change submits it at once.
 */
export function CartLinePlan({ line, name }: { line: CartLineView; name: string }) {
  const { fetcher, redirectTo, submit } = useCartFetcher();
  if (!line.plans?.length) return null;
  const selectId = `plan-${line.merchandiseId.split("/").pop()}-${line.sellingPlanId?.split("/").pop() ?? "once"}`;
  return (
    <form
      method="post"
      action="/cart"
      onSubmit={submit}
      onChange={(event) => event.currentTarget.requestSubmit()}
      className="mt-1 flex flex-wrap items-center gap-2 text-sm"
    >
      <input type="hidden" name="intent" value="plan" />
      <input type="hidden" name="merchandiseId" value={line.merchandiseId} />
      <input type="hidden" name="sellingPlanId" value={line.sellingPlanId ?? ""} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <label htmlFor={selectId} className="sr-only">
        {`${SUBSCRIPTION_WORDS.purchase} for ${name}`}
      </label>
      <select
        id={selectId}
        name="newPlanId"
        defaultValue={line.sellingPlanId ?? ""}
        disabled={fetcher.state !== "idle"}
        className="rounded-md border border-slate-300 px-2 py-1"
      >
        <option value="">{SUBSCRIPTION_WORDS.oneTime}</option>
        {line.plans.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.name}
          </option>
        ))}
      </select>
      <button type="submit" className="btn-ghost px-2 py-1" disabled={fetcher.state !== "idle"}>
        {SUBSCRIPTION_WORDS.changePlan}
      </button>
    </form>
  );
}

/** A subscription line's plan and the one-time price it saves on. */
export function CartLinePlanNote({ line }: { line: CartLineView }) {
  if (!line.sellingPlan) return null;
  return (
    <p className="text-sm text-brand-800" data-testid="cart-line-plan">
      {line.sellingPlan.name} ·{" "}
      <s className="text-slate-500" aria-label={`One-time price ${formatTotal(line.sellingPlan.compareAtPrice)}`}>
        {formatTotal(line.sellingPlan.compareAtPrice)}
      </s>
    </p>
  );
}
