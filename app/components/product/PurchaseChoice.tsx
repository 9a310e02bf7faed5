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
    <fieldset className="choices">
      <legend>{SUBSCRIPTION_WORDS.purchase}</legend>
      <label className="choice-box choice-row">
        <input type="radio" name="purchase" value="one-time" defaultChecked />
        <span>{SUBSCRIPTION_WORDS.oneTime}</span>
        <span>{formatMoney(prices.compareAtPrice)}</span>
      </label>
      <div className="choice-box choice-subscribe">
        <label className="choice-row">
          <input type="radio" name="purchase" value="subscription" />
          <span>{options.label}</span>
          <span>{formatMoney(prices.price)}</span>
        </label>
        <p className="choice-saving">{`Save ${formatMoney(prices.saving)} on every delivery`}</p>
        <fieldset className="choice-frequency">
          <legend>{SUBSCRIPTION_WORDS.frequency}</legend>
          <div className="choice-plans">
            {options.plans.map((plan, index) => (
              <label key={plan.id}>
                <input type="radio" name="sellingPlanId" value={plan.id} defaultChecked={index === 0} />
                {plan.name}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </fieldset>
  );
}
