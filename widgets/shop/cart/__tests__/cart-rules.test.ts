import type { CartLine } from "@/core/rpc/routes/shop-routes";
import { clampQuantity, parseQuantity } from "../utils/cart-quantity";
import { displayOrder, groupCartLines } from "../utils/group-cart-lines";
import { isDiscounted } from "@/shop/shared/is-discounted";
import { cartLine } from "./cart-test-kit";

test("should read a typed quantity as its leading whole number, and anything else as 1", () => {
  expect(parseQuantity("4")).toBe(4);
  expect(parseQuantity(" 12 ")).toBe(12);
  expect(parseQuantity("3.7")).toBe(3);
  expect(parseQuantity("abc")).toBe(1);
  expect(parseQuantity("")).toBe(1);
  expect(parseQuantity("-2")).toBe(-2);
});

test("should keep a quantity between 0 and the stock, or the route's bound when unbounded", () => {
  expect(clampQuantity(-2, null)).toBe(0);
  expect(clampQuantity(7, 5)).toBe(5);
  expect(clampQuantity(7, null)).toBe(7);
  expect(clampQuantity(10 ** 9, null)).toBe(100_000);
  expect(clampQuantity(3, -1)).toBe(0);
});

test("should strike a list price only when it exceeds the price by more than 0.01", () => {
  expect(isDiscounted(10, 10.01)).toBe(false);
  expect(isDiscounted(10, 10.02)).toBe(true);
  expect(isDiscounted(10, 9)).toBe(false);
  // Float noise: 1.02 - 1.01 is a hair above 0.01 in binary.
  expect(isDiscounted(1.01, 1.02)).toBe(false);
});

test("should put optional lines under their main line, in the server's order otherwise", () => {
  const lines: CartLine[] = [
    cartLine({ id: 1, name: "Box" }),
    cartLine({ id: 2, name: "Soup" }),
    cartLine({ id: 3, name: "Ribbon", linked_line_id: 1 }),
    cartLine({ id: 4, name: "Card", linked_line_id: 3 }),
    cartLine({ id: 5, name: "Orphan", linked_line_id: 99 }),
    cartLine({ id: 6, name: "Loop A", linked_line_id: 7 }),
    cartLine({ id: 7, name: "Loop B", linked_line_id: 6 }),
  ];
  expect(groupCartLines(lines).map((g) => [g.line.id, g.options.map((o) => o.id)])).toEqual([
    [1, [3, 4]],
    [2, []],
    [5, []],
    [6, []],
    [7, []],
  ]);
  expect(displayOrder(lines).map((l) => l.id)).toEqual([1, 3, 4, 2, 5, 6, 7]);
});
