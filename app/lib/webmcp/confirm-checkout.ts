import { formatTotal, itemCountLabel } from "~/lib/cart/rules";
import type { CartView } from "~/lib/cart/view";

/**
 * The shopper's own yes before an agent may open checkout: a modal dialog on
 * the page, answered only by the shopper's click (an agent's tools cannot
 * press it). Resolves true for "Go to checkout", false for "Not now" or Escape.
 */
export function confirmCheckout(cart: CartView): Promise<boolean> {
  const dialog = document.createElement("dialog");
  dialog.className = "rounded-2xl p-6 shadow-xl backdrop:bg-black/40";
  dialog.setAttribute("aria-labelledby", "agent-checkout-title");
  const title = document.createElement("h2");
  title.id = "agent-checkout-title";
  title.className = "text-lg font-bold text-brand-900";
  title.textContent = "Your AI assistant wants to start checkout";
  const summary = document.createElement("p");
  summary.className = "mt-2 text-slate-700";
  summary.textContent = `${itemCountLabel(cart.count)}, total ${formatTotal(cart.total)}. Go to the secure checkout?`;
  const buttons = document.createElement("div");
  buttons.className = "mt-6 flex justify-end gap-3";
  const no = Object.assign(document.createElement("button"), {
    type: "button",
    textContent: "Not now",
    className: "btn-ghost",
  });
  const yes = Object.assign(document.createElement("button"), {
    type: "button",
    textContent: "Go to checkout",
    className: "btn-primary",
  });
  buttons.append(no, yes);
  dialog.append(title, summary, buttons);
  document.body.append(dialog);
  return new Promise<boolean>((resolve) => {
    const close = (confirmed: boolean, event?: Event) => {
      // Only a trusted click (the shopper's) confirms; a scripted click does not.
      if (confirmed && event && !event.isTrusted) return;
      dialog.close();
      dialog.remove();
      resolve(confirmed);
    };
    yes.addEventListener("click", (event) => close(true, event));
    no.addEventListener("click", () => close(false));
    dialog.addEventListener("cancel", () => close(false));
    dialog.showModal();
    no.focus();
  });
}
