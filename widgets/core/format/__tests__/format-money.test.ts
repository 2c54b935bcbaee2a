import { formatMoney } from "@/core/format/format-money";

const euroAfter = { symbol: "€", position: "after", decimals: 2 } as const;
const dollarBefore = { symbol: "$", position: "before", decimals: 2 } as const;
const french = { decimal_point: ",", thousands_sep: "\u202f", grouping: "[3,0]" };

test("should place the symbol the way Odoo does, with a non-breaking space", () => {
  expect(formatMoney(12.5, dollarBefore)).toBe("$\u00a012.50");
  expect(formatMoney(12.5, euroAfter)).toBe("12.50\u00a0€");
});

test("should use the language's separators and grouping", () => {
  expect(formatMoney(1234567.891, euroAfter, french)).toBe("1\u202f234\u202f567,89\u00a0€");
  expect(formatMoney(1234567, euroAfter, { ...french, grouping: "[3,2,0]" })).toBe(
    "12\u202f34\u202f567,00\u00a0€",
  );
  expect(formatMoney(1234567, euroAfter, { ...french, thousands_sep: "" })).toBe("1234567,00\u00a0€");
});

test("should round half up to the currency's decimals", () => {
  expect(formatMoney(1.005, euroAfter)).toBe("1.01\u00a0€");
  expect(formatMoney(7, { symbol: "¥", position: "before", decimals: 0 })).toBe("¥\u00a07");
});

test("should keep the sign of negative amounts but never show minus zero", () => {
  expect(formatMoney(-5.5, euroAfter)).toBe("-5.50\u00a0€");
  expect(formatMoney(-0.001, euroAfter)).toBe("0.00\u00a0€");
});
