import { DECIMALS, formatDecimal, percentText } from "../format-decimal";

test("should show 2 decimals where a number is fractional", () => {
  expect(DECIMALS).toBe(2);
  expect(formatDecimal(3)).toBe("3");
  expect(formatDecimal(2.5)).toBe("2.50");
  expect(formatDecimal(100 / 3)).toBe("33.33");
  expect(formatDecimal(2.999)).toBe("3");
  expect(percentText(1, 3)).toBe("33.33");
  expect(percentText(0, 0)).toBe("0");
});
