import { boxSizeHint, clampBoxSize, mealBounds, peopleBounds } from "../utils/box-size-rules";

describe("meal bounds", () => {
  test("should require 3 meals for one person and 2 otherwise", () => {
    expect(mealBounds(1, { maxMeal: 5 }).min).toBe(3);
    expect(mealBounds(2, { maxMeal: 5 }).min).toBe(2);
    expect(mealBounds(6, { maxMeal: 5 }).min).toBe(2);
  });

  test("should take the maximum from the limits, else fall back to 2", () => {
    expect(mealBounds(2, { maxMeal: 5 }).max).toBe(5);
    expect(mealBounds(2, {}).max).toBe(2);
    expect(mealBounds(2, { maxMeal: 0 }).max).toBe(2);
  });

  test("should never offer a maximum below the minimum", () => {
    expect(mealBounds(1, {})).toEqual({ min: 3, max: 3 });
  });
});

describe("people bounds", () => {
  test("should require 2 people for a 2-meal box and 1 otherwise", () => {
    expect(peopleBounds(2, {}).min).toBe(2);
    expect(peopleBounds(3, {}).min).toBe(1);
  });

  test("should be unbounded above without a maximum", () => {
    expect(peopleBounds(3, {}).max).toBe(Number.POSITIVE_INFINITY);
    expect(peopleBounds(3, { maxPeople: 6 }).max).toBe(6);
  });
});

describe("clampBoxSize", () => {
  const limits = { maxMeal: 5, maxPeople: 6 };

  test("should keep a valid size", () => {
    expect(clampBoxSize({ meals: 4, people: 3 }, limits)).toEqual({ meals: 4, people: 3 });
  });

  test("should raise meals to 3 for one person", () => {
    expect(clampBoxSize({ meals: 2, people: 1 }, limits)).toEqual({ meals: 3, people: 1 });
  });

  test("should cap both values at their maxima", () => {
    expect(clampBoxSize({ meals: 9, people: 40 }, limits)).toEqual({ meals: 5, people: 6 });
  });

  test("should turn junk into the smallest valid size", () => {
    expect(clampBoxSize({ meals: Number.NaN, people: -4 }, limits)).toEqual({ meals: 3, people: 1 });
  });
});

describe("boxSizeHint", () => {
  test("should explain the 3-meal minimum for one person", () => {
    expect(boxSizeHint({ meals: 3, people: 1 })).toBe("meals-min-for-one-person");
  });

  test("should explain the 2-people minimum for a 2-meal box", () => {
    expect(boxSizeHint({ meals: 2, people: 2 })).toBe("people-min-for-two-meals");
  });

  test("should say nothing otherwise", () => {
    expect(boxSizeHint({ meals: 4, people: 2 })).toBeNull();
  });
});
