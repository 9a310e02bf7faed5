import type { Money } from "./types";

export function formatMoney(money: Money, locale = "en-US"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: money.currencyCode || "USD", minimumFractionDigits: 2 }).format(
    Number(money.amount),
  );
}
