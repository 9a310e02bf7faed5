/** "$24.95" style price with two decimals in the given currency (SPEC §9: dollars, two decimals). */
export function formatPrice({ amount, currencyCode }: { amount: string; currencyCode: string }): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currencyCode}`;
  try {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: currencyCode || "USD",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currencyCode}`;
  }
}
