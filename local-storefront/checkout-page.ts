import { cartTotals } from "./discounts";
import type { LocalOrder, StoredCart, StoredCartLine } from "./store";

/** The hosted checkout of the embedded storefront: plain HTML that works without JavaScript. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const usd = (amount: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f3ee;color:#1c1c1c}
main{max-width:40rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:12px}
h1{font-size:1.5rem}table{width:100%;border-collapse:collapse}td,th{padding:.5rem 0;border-bottom:1px solid #eee;text-align:left}
td:last-child,th:last-child{text-align:right}label{display:block;font-weight:600;margin-top:1rem}
input{width:100%;padding:.6rem;font-size:1rem;border:1px solid #999;border-radius:6px;box-sizing:border-box}
button{margin-top:1rem;background:#14532d;color:#fff;border:0;padding:.8rem 1.4rem;font-size:1rem;border-radius:6px;cursor:pointer}
.error{color:#b91c1c;margin:.4rem 0 0}a{color:#14532d}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} – BioLife Checkout</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** A subscription line's plan: how often it is delivered and what each delivery costs. */
function planNote(line: StoredCartLine, currency: string): string {
  if (!line.sellingPlan) return "";
  const each = `${usd(Number(line.price), currency)} each delivery, ${line.sellingPlan.percentOff}% off ${usd(Number(line.oneTimePrice), currency)}`;
  return `<br><small data-testid="checkout-plan">Subscription: ${escapeHtml(line.sellingPlan.name)} (${each})</small>`;
}

export function checkoutPage(
  cart: StoredCart,
  options: { email?: string; error?: string; code?: string; codeError?: string; shopUrl: string },
): string {
  const { subtotal, discount, total, code } = cartTotals(cart);
  const rows = cart.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.productTitle)}${l.variantTitle ? ` <small>(${escapeHtml(l.variantTitle)})</small>` : ""}${planNote(l, cart.currency)}</td><td>${l.quantity}</td><td>${usd(Number(l.price) * l.quantity, cart.currency)}</td></tr>`,
    )
    .join("");
  const error = options.error ? `<p class="error" id="email-error">${escapeHtml(options.error)}</p>` : "";
  return page(
    "Checkout",
    `<h1>Checkout</h1>
<table><thead><tr><th>Item</th><th>Qty</th><th>Price</th></tr></thead><tbody>${rows}</tbody>
<tfoot>${
      discount > 0 && code
        ? `<tr><th colspan="2">Subtotal</th><td>${usd(subtotal, cart.currency)}</td></tr>
<tr><th colspan="2">Discount (${escapeHtml(code)})</th><td data-testid="checkout-discount">−${usd(discount, cart.currency)}</td></tr>`
        : ""
    }<tr><th colspan="2">Total</th><th data-testid="checkout-total">${usd(total, cart.currency)}</th></tr></tfoot></table>
${
  code
    ? `<form method="post" action="/local-storefront/checkout/${escapeHtml(cart.token)}/discount">
<input type="hidden" name="remove" value="1"><button type="submit">Remove code ${escapeHtml(code)}</button>
</form>`
    : ""
}
<form method="post" action="/local-storefront/checkout/${escapeHtml(cart.token)}/discount">
<label for="discount-code">Discount code</label>
<input id="discount-code" name="code" autocomplete="off" value="${escapeHtml(options.code ?? "")}"${options.codeError ? ' aria-invalid="true" aria-describedby="code-error"' : ""}>
${options.codeError ? `<p class="error" id="code-error">${escapeHtml(options.codeError)}</p>` : ""}
<button type="submit">Apply</button>
</form>
<form method="post" action="/local-storefront/checkout/${escapeHtml(cart.token)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? "")}"${options.error ? ' aria-invalid="true" aria-describedby="email-error"' : ""}>
${error}
<button type="submit">Place order</button>
</form>
<p><a href="${escapeHtml(options.shopUrl)}">Return to the shop</a></p>`,
  );
}

export function orderPage(order: LocalOrder, shopUrl: string): string {
  const items = order.line_items
    .map(
      (l) =>
        `<li>${escapeHtml(l.title)} × ${l.quantity}${l.selling_plan ? ` <small>(Subscription: ${escapeHtml(l.selling_plan.name)})</small>` : ""}</li>`,
    )
    .join("");
  return page(
    `Order ${order.name}`,
    `<h1>Thank you! Order ${escapeHtml(order.name)} is confirmed</h1>
<p>A confirmation goes to ${escapeHtml(order.email)}. Total paid: ${usd(Number(order.total_price), order.currency)}.</p>
<ul>${items}</ul>
<p><a href="${escapeHtml(shopUrl)}">Continue shopping</a></p>`,
  );
}

export function notFoundPage(shopUrl: string): string {
  return page(
    "Checkout not found",
    `<h1>This checkout has expired</h1><p>Your cart could not be found. Please return to the shop and check out again.</p><p><a href="${escapeHtml(shopUrl)}">Return to the shop</a></p>`,
  );
}
