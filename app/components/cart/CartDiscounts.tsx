import { useActionData } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { FormAlert } from "~/components/ui/FormAlert";
import { formatTotal, MAX_DISCOUNT_CODE } from "~/lib/cart/rules";
import type { CartView } from "~/lib/cart/view";
import type { FormFailure } from "~/lib/forms/result";
import { formTools } from "~/lib/webmcp/form-tools";
import { useCartFetcher } from "./useCartFetcher";

/**
 * The cart's discount codes: a plain form (intent "discount") that the store
 * checks with cartDiscountCodesUpdate, the applied codes each with a remove
 * button, and what they take off. A refused code stays in the field with the
 * message beside it (without scripts the /cart page answers 400 with it).
 */
export function CartDiscounts({ cart }: { cart: CartView }) {
  const { fetcher, redirectTo, busy, submit } = useCartFetcher("cart-discount");
  const pageResult = useActionData<FormFailure | { ok: true }>();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const result = fetcher.data ?? pageResult;
  const failed = result && !result.ok && result.values?.intent === "discount" ? result : undefined;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);

  const codes = cart.discount?.codes ?? [];
  return (
    <div className="space-y-2">
      {codes.length > 0 ? (
        <ul className="space-y-1 text-sm" aria-label="Discount codes" data-testid="cart-discount-codes">
          {codes.map(({ code, applicable }) => (
            <li key={code} className="flex items-center justify-between gap-2">
              <span>
                <span className="font-mono font-semibold">{code}</span>
                {applicable ? null : <span className="text-slate-600"> (not applicable to this cart)</span>}
              </span>
              <RemoveCode code={code} />
            </li>
          ))}
        </ul>
      ) : null}
      <form
        ref={form}
        method="post"
        action="/cart"
        onSubmit={submit}
        className="flex gap-2"
        aria-describedby={failed ? `${id}-error` : undefined}
        {...formTools.discount}
      >
        <input type="hidden" name="intent" value="discount" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <label htmlFor={`${id}-code`} className="sr-only">
          Discount code
        </label>
        <input
          id={`${id}-code`}
          name="code"
          placeholder="Discount code"
          autoComplete="off"
          maxLength={MAX_DISCOUNT_CODE}
          defaultValue={failed?.values?.code ?? ""}
          key={failed?.values?.code}
          aria-invalid={failed ? true : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
        <button type="submit" className="btn-secondary" disabled={busy}>
          Apply
        </button>
      </form>
      <FormAlert id={`${id}-error`} message={failed?.formError?.title} />
      {cart.discount?.amount ? (
        <p className="flex justify-between text-sm text-brand-800">
          <span>Discount</span>
          <span data-testid="cart-discount">−{formatTotal(cart.discount.amount)}</span>
        </p>
      ) : null}
    </div>
  );
}

function RemoveCode({ code }: { code: string }) {
  const { redirectTo, busy, submit } = useCartFetcher();
  return (
    <form method="post" action="/cart" onSubmit={submit}>
      <input type="hidden" name="intent" value="remove-discount" />
      <input type="hidden" name="code" value={code} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className="btn-ghost px-2 py-1 text-sm" disabled={busy} aria-label={`Remove code ${code}`}>
        Remove
      </button>
    </form>
  );
}
