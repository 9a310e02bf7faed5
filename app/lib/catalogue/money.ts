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

export function formatMoney(money: Money, locale = "en-US"): string {
  return currencyFormat(locale, money.currencyCode || "USD").format(Number(money.amount));
}
