import { Link } from "@remix-run/react";
import { Minus, Plus, Trash2 } from "~/components/ui/icons";
import type { CartLineView } from "~/lib/cart/view";
import { formatTotal, MAX_LINE_QUANTITY } from "~/lib/cart/rules";
import { CartLinePlan, CartLinePlanNote } from "./CartLinePlan";
import { useCartFetcher } from "./useCartFetcher";
import { formTools } from "~/lib/webmcp/form-tools";
import { busyButton } from "~/components/ui/busy";
import { isPending } from "~/lib/cart/optimistic";

function LineForm({
  line,
  intent,
  quantity,
  label,
  tool,
  children,
}: {
  line: CartLineView;
  intent: "set" | "remove";
  quantity?: number;
  label: string;
  tool?: ReturnType<typeof formTools.removeLine>;
  children: React.ReactNode;
}) {
  const { fetcher, redirectTo, submit } = useCartFetcher();
  return (
    <form method="post" action="/cart" onSubmit={submit} {...tool}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="merchandiseId" value={line.merchandiseId} />
      {line.sellingPlanId ? <input type="hidden" name="sellingPlanId" value={line.sellingPlanId} /> : null}
      {quantity !== undefined ? <input type="hidden" name="quantity" value={quantity} /> : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        className="btn-ghost h-9 w-9 p-0"
        aria-label={label}
        {...busyButton(fetcher.state !== "idle")}
      >
        {children}
      </button>
    </form>
  );
}

/** One cart line: image, title, variant, price, quantity stepper and remove. */
export function CartLineItem({
  line,
  onNavigate,
  position,
}: {
  line: CartLineView;
  onNavigate?: () => void;
  /** The line's place in the cart (1 first), naming its WebMCP tools. */
  position?: number;
}) {
  const bought = line.variantTitle ? `${line.productTitle} (${line.variantTitle})` : line.productTitle;
  // The same variant once and by subscription are two lines: their buttons need different names.
  const name = line.sellingPlan ? `${bought}, ${line.sellingPlan.name}` : bought;
  // Not in the server's cart yet (an add on its way): nothing to change until it is.
  const pending = isPending(line);
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
          <>
            <p className="text-sm font-medium" data-testid="cart-line-price">
              {formatTotal(line.price)}
            </p>
            <CartLinePlanNote line={line} />
          </>
        ) : (
          <p className="text-sm text-red-700">This item is no longer available and will not be included in checkout.</p>
        )}
        {line.available && !pending ? <CartLinePlan line={line} name={bought} /> : null}
        {pending ? (
          <p className="mt-2 text-sm text-slate-600" data-testid="line-pending">
            {`Quantity ${line.quantity} · Adding...`}
          </p>
        ) : (
          <div className="mt-2 flex items-center gap-1">
            {line.quantity > 0 ? (
              <LineForm
                line={line}
                intent="set"
                quantity={line.quantity - 1}
                label={`Decrease quantity of ${name}`}
                tool={position ? formTools.decreaseLine(position) : undefined}
              >
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
              <LineForm
                line={line}
                intent="set"
                quantity={line.quantity + 1}
                label={`Increase quantity of ${name}`}
                tool={position ? formTools.increaseLine(position) : undefined}
              >
                <Plus className="h-4 w-4" />
              </LineForm>
            ) : null}
            <LineForm
              line={line}
              intent="remove"
              label={`Remove ${name}`}
              tool={position ? formTools.removeLine(position) : undefined}
            >
              <Trash2 className="h-4 w-4" />
            </LineForm>
          </div>
        )}
      </div>
    </li>
  );
}
