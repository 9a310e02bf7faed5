import type { Money } from "./types";

// Building a NumberFormat costs far more than using one, and a page formats dozens of prices.
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format;
}

/**
 * US dollars in en-US, as Intl writes them ("-$1,234.50"). The first
 * currency NumberFormat a page builds loads locale data: some 30 ms of one
 * hydration task on a fast machine, a long task on a phone (docs/decisions/0024).
 */
function formatUsd(amount: number): string | null {
  // Intl rounds the number's shortest decimal form half away from zero (0.015 -> 0.02), so this does too.
  const digits = String(Math.abs(amount));
  if (!Number.isFinite(amount) || digits.includes("e") || Math.abs(amount) >= 1e13) return null;
  const [whole, fraction = ""] = digits.split(".");
  const cents = Number(whole + fraction.slice(0, 2).padEnd(2, "0")) + (fraction[2] >= "5" ? 1 : 0);
  const text = String(cents).padStart(3, "0");
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  return `${sign}$${text.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ",")}.${text.slice(-2)}`;
}

export function formatMoney(money: Money, locale = "en-US"): string {
  const currency = money.currencyCode || "USD";
  const amount = Number(money.amount);
  return (
    (locale === "en-US" && currency === "USD" ? formatUsd(amount) : null) ??
    currencyFormat(locale, currency).format(amount)
  );
}
