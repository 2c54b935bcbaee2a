import fc from "fast-check";
import { keepEqual } from "@/core/data/keep-equal";

const json = fc.jsonValue();

test("should answer a value equal to the new one, whatever the old one", () => {
  fc.assert(
    fc.property(json, json, (previous, next) => {
      expect(keepEqual(previous, next)).toEqual(next);
    }),
  );
});

test("should answer the old value itself when the new one is equal to it", () => {
  fc.assert(
    fc.property(json, (value) => {
      const copy = structuredClone(value) as unknown;
      expect(keepEqual(value, copy)).toBe(value);
    }),
  );
});

test("should keep the unchanged parts of a changed cart and replace the changed ones", () => {
  const previous = {
    currency: { symbol: "€", position: "after", decimals: 2 },
    lines: [
      { id: 1, quantity: 1, price_total: 5 },
      { id: 2, quantity: 1, price_total: 4 },
    ],
    suggested: [{ product_id: 3, price: 3 }],
    amount_total: 9,
  };
  const next = structuredClone(previous);
  next.lines[0] = { id: 1, quantity: 3, price_total: 15 };
  next.amount_total = 19;

  const kept = keepEqual(previous, next);

  expect(kept).not.toBe(previous);
  expect(kept.lines).not.toBe(previous.lines);
  expect(kept.lines[0]).toBe(next.lines[0]);
  expect(kept.lines[1]).toBe(previous.lines[1]);
  expect(kept.currency).toBe(previous.currency);
  expect(kept.suggested).toBe(previous.suggested);
});

test("should not share a part whose keys differ, nor an array of another length", () => {
  const one = { a: 1 };
  expect(keepEqual(one, { a: 1, b: undefined })).not.toBe(one);
  expect(keepEqual({ a: 1, b: 2 }, one)).toBe(one);
  const shorter = [1];
  expect(keepEqual([1, 2], shorter)).toBe(shorter);
  const date = new Date(0);
  expect(keepEqual(new Date(0), date)).toBe(date);
});
