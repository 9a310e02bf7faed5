import { formatMoney } from "~/lib/catalogue/money";
import { SUBSCRIPTION_WORDS, type PurchaseOptions } from "~/lib/subscriptions/plans";

/**
 * One-time purchase (the default) or Subscribe & save with a delivery
 * frequency: plain radios inside the add-to-cart form. The frequency radios
 * are always sent; the server reads them only when "subscription" is chosen.
 */
export function PurchaseChoice({ options, variantId }: { options: PurchaseOptions; variantId: string | undefined }) {
  const prices = variantId ? options.prices[variantId] : undefined;
  if (!prices) return null;
  return (
    <fieldset className="space-y-2" data-testid="purchase-choice">
      <legend className="mb-2 font-semibold">{SUBSCRIPTION_WORDS.purchase}</legend>
      <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
        <input type="radio" name="purchase" value="one-time" defaultChecked className="accent-brand-700" />
        <span className="flex-1 font-medium">{SUBSCRIPTION_WORDS.oneTime}</span>
        <span className="font-semibold">{formatMoney(prices.compareAtPrice)}</span>
      </label>
      <div className="rounded-lg border border-slate-300 px-4 py-3 has-[input[value=subscription]:checked]:border-brand-600 has-[input[value=subscription]:checked]:bg-brand-50">
        <label className="flex cursor-pointer items-center gap-3">
          <input type="radio" name="purchase" value="subscription" className="accent-brand-700" />
          <span className="flex-1 font-medium">{options.label}</span>
          <span className="font-semibold" data-testid="subscription-price">
            {formatMoney(prices.price)}
          </span>
        </label>
        <p className="ml-7 text-sm text-brand-800">Save {formatMoney(prices.saving)} on every delivery</p>
        <fieldset className="ml-7 mt-2">
          <legend className="text-sm text-slate-600">{SUBSCRIPTION_WORDS.frequency}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {options.plans.map((plan, index) => (
              <label key={plan.id} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="sellingPlanId"
                  value={plan.id}
                  defaultChecked={index === 0}
                  className="accent-brand-700"
                />
                {plan.name}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </fieldset>
  );
}
