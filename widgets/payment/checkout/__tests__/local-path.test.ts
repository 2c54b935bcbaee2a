import { localPathOr } from "../utils/local-path";

test("should keep a path of this site", () => {
  expect(localPathOr("/shop/payment/validate", "/x")).toBe("/shop/payment/validate");
  expect(localPathOr("/mealbox/thank-you?order=1#top", "/x")).toBe("/mealbox/thank-you?order=1#top");
});

test("should fall back for anything that could leave the site", () => {
  for (const url of [
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "javascript:alert(1)",
    "",
    undefined,
  ]) {
    expect(localPathOr(url, "/fallback")).toBe("/fallback");
  }
});
