import { Link } from "@remix-run/react";
import { Minus, Plus, Trash2 } from "~/components/ui/icons";
import type { CartLineView } from "~/lib/cart/view";
import { formatTotal, MAX_LINE_QUANTITY } from "~/lib/cart/rules";
import { useCartFetcher } from "./useCartFetcher";

function LineForm({
  line,
  intent,
  quantity,
  label,
  children,
}: {
  line: CartLineView;
  intent: "set" | "remove";
  quantity?: number;
  label: string;
  children: React.ReactNode;
}) {
  const { fetcher, redirectTo, submit } = useCartFetcher();
  return (
    <form method="post" action="/cart" onSubmit={submit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="merchandiseId" value={line.merchandiseId} />
      {quantity !== undefined ? <input type="hidden" name="quantity" value={quantity} /> : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className="btn-ghost h-9 w-9 p-0" aria-label={label} disabled={fetcher.state !== "idle"}>
        {children}
      </button>
    </form>
  );
}

/** One cart line: image, title, variant, price, quantity stepper and remove. */
export function CartLineItem({ line, onNavigate }: { line: CartLineView; onNavigate?: () => void }) {
  const name = line.variantTitle ? `${line.productTitle} (${line.variantTitle})` : line.productTitle;
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      {line.image ? (
        <img
          src={`${line.image.url}${line.image.url.includes("?") ? "&" : "?"}width=160`}
          alt={line.image.altText ?? ""}
          width={80}
          height={80}
          className="h-20 w-20 rounded-lg bg-slate-50 object-contain"
          loading="lazy"
        />
      ) : (
        <div className="h-20 w-20 rounded-lg bg-slate-100" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        {line.productHandle ? (
          <Link
            to={`/product/${line.productHandle}`}
            className="font-semibold text-brand-900 hover:underline"
            onClick={onNavigate}
          >
            {line.productTitle}
          </Link>
        ) : (
          <p className="font-semibold text-slate-600">{line.productTitle}</p>
        )}
        {line.variantTitle ? <p className="text-sm text-slate-600">{line.variantTitle}</p> : null}
        {line.available ? (
          <p className="text-sm font-medium">{formatTotal(line.price)}</p>
        ) : (
          <p className="text-sm text-red-700">This item is no longer available and will not be included in checkout.</p>
        )}
        <div className="mt-2 flex items-center gap-1">
          {line.quantity > 0 ? (
            <LineForm line={line} intent="set" quantity={line.quantity - 1} label={`Decrease quantity of ${name}`}>
              <Minus className="h-4 w-4" />
            </LineForm>
          ) : null}
          <span
            className="w-8 text-center font-semibold"
            role="status"
            aria-label={`Quantity of ${name}`}
            data-testid="line-quantity"
          >
            {line.quantity}
          </span>
          {line.quantity < MAX_LINE_QUANTITY ? (
            <LineForm line={line} intent="set" quantity={line.quantity + 1} label={`Increase quantity of ${name}`}>
              <Plus className="h-4 w-4" />
            </LineForm>
          ) : null}
          <LineForm line={line} intent="remove" label={`Remove ${name}`}>
            <Trash2 className="h-4 w-4" />
          </LineForm>
        </div>
      </div>
    </li>
  );
}
