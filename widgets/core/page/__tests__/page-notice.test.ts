import { leavePageNotice, takePageNotice } from "../page-notice";

beforeEach(() => sessionStorage.clear());

test("should give the message to the page it was left for, once", () => {
  leavePageNotice("/mealbox", "Your box is no longer complete: please check your meals.");
  expect(takePageNotice("/shop")).toBeNull();
  expect(takePageNotice("/mealbox")).toBe("Your box is no longer complete: please check your meals.");
  expect(takePageNotice("/mealbox")).toBeNull();
});

test("should ignore what it cannot read", () => {
  sessionStorage.setItem("weekbox.page-notice", "{not json");
  expect(takePageNotice("/mealbox")).toBeNull();
  sessionStorage.setItem("weekbox.page-notice", JSON.stringify({ path: "/mealbox", message: 3 }));
  expect(takePageNotice("/mealbox")).toBeNull();
});
