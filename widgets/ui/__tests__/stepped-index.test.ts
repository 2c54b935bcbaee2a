import { arrowKeyStep, steppedIndex } from "../gallery/stepped-index";

test("should step through the images both ways, the last followed by the first", () => {
  expect(steppedIndex(1, 1, 3)).toBe(2);
  expect(steppedIndex(2, 1, 3)).toBe(0);
  expect(steppedIndex(0, -1, 3)).toBe(2);
  expect(steppedIndex(0, 1, 1)).toBe(0);
});

test("should read the left and right arrows as a step back and on, and no other key", () => {
  expect(arrowKeyStep("ArrowLeft")).toBe(-1);
  expect(arrowKeyStep("ArrowRight")).toBe(1);
  expect(arrowKeyStep("ArrowUp")).toBeNull();
  expect(arrowKeyStep("Enter")).toBeNull();
});
