import { cartAttributeValues } from "../utils/cart-attribute-values";
import { initialSelection } from "../utils/initial-selection";
import { quantityBounds } from "../utils/quantity-bounds";
import { selectionCombination } from "../utils/selection-combination";
import { stockStatus } from "../utils/stock-status";
import { unavailableValues } from "../utils/unavailable-values";
import { combinationInfo, DESK_COMBINATION, DESK_LINES, line, stock, value } from "./shop-product-test-kit";

test("should read a combination into a selection and back, in the lines' order", () => {
  const selection = initialSelection(DESK_LINES, [61, 41, 52, 31, 21, 11]);
  expect(selection).toEqual({ 1: [11], 2: [21], 3: [31], 4: [41], 5: [52], 6: [61] });
  expect(selectionCombination(DESK_LINES, selection)).toEqual([11, 21, 31, 41, 52, 61]);
  // A single-choice line the combination misses gets its first value; a multi line none.
  expect(initialSelection(DESK_LINES, [])).toEqual({ 1: [11], 2: [21], 3: [31], 4: [41], 5: [], 6: [61] });
});

test("should exclude in both directions, and whatever completes an archived variant", () => {
  const exclusions = { exclusions: { "12": [22] }, archived_combinations: [] };
  expect([...unavailableValues([12, 21], exclusions)]).toEqual([22]);
  expect([...unavailableValues([11, 22], exclusions)]).toEqual([12]);
  const archived = { exclusions: {}, archived_combinations: [[11, 22, 31]] };
  expect([...unavailableValues([11, 21, 31], archived)]).toEqual([22]);
  expect([...unavailableValues([11, 22, 31], archived).values()].sort()).toEqual([11, 22, 31]);
  expect([...unavailableValues([12, 21, 31], archived)]).toEqual([]);
});

test("should send custom texts and no-variant values as Odoo 17's form does", () => {
  const selection = initialSelection(DESK_LINES, [...DESK_COMBINATION.slice(0, 4), 51, 52, 62]);
  expect(cartAttributeValues(DESK_LINES, selection, { 62: "For Ann" })).toEqual({
    product_custom_attribute_values: JSON.stringify([
      { custom_product_template_attribute_value_id: 62, custom_value: "For Ann" },
    ]),
    no_variant_attribute_values: JSON.stringify([{ value: 51 }, { value: 52 }, { value: 62 }]),
  });
  // A single no-variant value with nothing to type is left to the server (Odoo's is_single).
  const single = [line(8, "Gift wrap", "radio", [value(81, "Yes")], "no_variant")];
  expect(cartAttributeValues(single, { 8: [81] }, {})).toEqual({});
  expect(cartAttributeValues(DESK_LINES, initialSelection(DESK_LINES, DESK_COMBINATION), {})).toEqual({
    no_variant_attribute_values: JSON.stringify([{ value: 61 }]),
  });
});

test("should leave free quantity less the cart's, 0 at least", () => {
  expect(stockStatus(combinationInfo(stock({ free_qty: 5, cart_qty: 3 }))).available).toBe(2);
  expect(stockStatus(combinationInfo(stock({ free_qty: 2, cart_qty: 3 }))).available).toBe(0);
  expect(
    stockStatus(combinationInfo(stock({ free_qty: 5, allow_out_of_stock_order: true }))).available,
  ).toBeNull();
  expect(stockStatus(combinationInfo()).available).toBeNull();
  expect(
    stockStatus(combinationInfo(stock({ free_qty: 0, prevent_zero_price_sale: true }))).available,
  ).toBeNull();
});

test("should pick website_sale_stock's notices", () => {
  const notices = (overrides: Parameters<typeof stock>[0]) =>
    stockStatus(combinationInfo(stock(overrides))).notices.map((notice) => notice.kind);
  expect(notices({ free_qty: 0, cart_qty: 0 })).toEqual(["out-of-stock"]);
  expect(notices({ free_qty: 4, cart_qty: 0, available_threshold: 5 })).toEqual(["threshold"]);
  expect(notices({ free_qty: 5, cart_qty: 0, available_threshold: 5 })).toEqual(["threshold"]);
  expect(notices({ free_qty: 6, cart_qty: 0, available_threshold: 5 })).toEqual(["in-stock"]);
  expect(notices({ free_qty: 5, cart_qty: 3, available_threshold: 1 })).toEqual(["in-stock", "in-cart"]);
  expect(notices({ free_qty: 3, cart_qty: 3 })).toEqual(["all-in-cart"]);
  expect(notices({ free_qty: 3, cart_qty: 3, show_availability: false })).toEqual(["all-in-cart"]);
  expect(notices({ free_qty: 0, cart_qty: 0, allow_out_of_stock_order: true })).toEqual([]);
});

test("should bound the quantity by the page and by what is left (at least 1)", () => {
  expect(quantityBounds(1, null, null)).toEqual({ min: 1, max: Infinity });
  expect(quantityBounds(1, 10, 2)).toEqual({ min: 1, max: 2 });
  expect(quantityBounds(1, 10, 0)).toEqual({ min: 1, max: 1 });
  expect(quantityBounds(0, 3, 8)).toEqual({ min: 0, max: 3 });
});
