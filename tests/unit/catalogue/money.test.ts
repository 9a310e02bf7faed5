import { describe, expect, it } from "vitest";
import { formatMoney } from "~/lib/catalogue/money";

const intl = (amount: number, currency = "USD", locale = "en-US") =>
  new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2 }).format(amount);

describe("formatMoney", () => {
  it("writes US dollars exactly as Intl does, rounding and grouping included", () => {
    const amounts = [
      0, -0, 0.004, 0.005, 0.015, 1.005, 2.675, 9.99, 10, 29.95, 999.995, 1000, 1234.5, 99999.99, 1234567.891, -0.001,
      -1, -1234.56, 123456789012.34,
    ];
    for (let i = 0; i < 2000; i++) amounts.push(Math.round(Math.random() * 10 ** (1 + (i % 9))) / 1000);
    for (const amount of amounts)
      expect(formatMoney({ amount: String(amount), currencyCode: "USD" }), String(amount)).toBe(
        intl(Number(String(amount))),
      );
  });

  it("leaves other currencies, locales and odd amounts to Intl", () => {
    expect(formatMoney({ amount: "12.5", currencyCode: "EUR" })).toBe(intl(12.5, "EUR"));
    expect(formatMoney({ amount: "1234.5", currencyCode: "USD" }, "de-DE")).toBe(intl(1234.5, "USD", "de-DE"));
    expect(formatMoney({ amount: "abc", currencyCode: "USD" })).toBe(intl(NaN));
    expect(formatMoney({ amount: "1e21", currencyCode: "USD" })).toBe(intl(1e21));
    expect(formatMoney({ amount: "5", currencyCode: "" })).toBe("$5.00");
  });
});
