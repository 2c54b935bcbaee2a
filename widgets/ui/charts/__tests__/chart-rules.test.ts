import {
  chartLabel,
  cutLabel,
  integerTicks,
  LABEL_MAX_LENGTH,
  labelOffset,
  STAGGER_OFFSET,
  TRANSITION_MS,
  transitionOf,
} from "../chart-rules";

test("should cut labels beyond 25 characters for multi_bar and pie, 35 for bar, with '...'", () => {
  expect(LABEL_MAX_LENGTH).toEqual({ multi_bar: 25, pie: 25, bar: 35 });
  const text = "Oven-baked salmon with a lemon and dill crust";
  expect(chartLabel("multi_bar", text)).toBe("Oven-baked salmon with a ...");
  expect(chartLabel("pie", text)).toBe("Oven-baked salmon with a ...");
  expect(chartLabel("bar", text)).toBe("Oven-baked salmon with a lemon and ...");
  expect(cutLabel("x".repeat(25), 25)).toBe("x".repeat(25));
  expect(cutLabel("x".repeat(26), 25)).toBe(`${"x".repeat(25)}...`);
  expect(chartLabel("bar", "y".repeat(35))).toBe("y".repeat(35));
});

test("should give a y axis of whole numbers reaching at least the highest count", () => {
  for (const max of [0, 1, 2, 3, 7, 9, 13, 250]) {
    const ticks = integerTicks(max);
    expect(ticks.every(Number.isInteger)).toBe(true);
    expect(ticks[0]).toBe(0);
    expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(Math.max(1, max));
  }
  expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
  expect(integerTicks(0)).toEqual([0, 1]);
});

test("should stagger every other x label", () => {
  expect([0, 1, 2, 3].map((index) => labelOffset(index, true))).toEqual([
    0,
    STAGGER_OFFSET,
    0,
    STAGGER_OFFSET,
  ]);
  expect([0, 1].map((index) => labelOffset(index, false))).toEqual([0, 0]);
});

test("should last 500 ms, and not at all under reduced motion", () => {
  expect(TRANSITION_MS).toBe(500);
  expect(transitionOf(["y", "height"], false)).toBe("y 500ms ease, height 500ms ease");
  expect(transitionOf(["y", "height"], true)).toBe("none");
});
