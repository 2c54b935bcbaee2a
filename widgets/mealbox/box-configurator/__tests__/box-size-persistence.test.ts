import { composeUrl, readSavedBoxSize, saveBoxSize } from "../utils/box-size-persistence";

afterEach(() => {
  document.cookie = "meal=; max-age=0; path=/";
  document.cookie = "people=; max-age=0; path=/";
  window.history.replaceState(null, "", "/");
});

test("should read the size from the URL first, then from cookies", () => {
  expect(readSavedBoxSize("?meal=4&people=3", "meal=2; people=5")).toEqual({ meals: 4, people: 3 });
  expect(readSavedBoxSize("?meal=4", "people=5")).toEqual({ meals: 4, people: 5 });
  expect(readSavedBoxSize("", "foo=1; meal=3; people=2")).toEqual({ meals: 3, people: 2 });
});

test("should ignore junk values", () => {
  expect(readSavedBoxSize("?meal=abc&people=-2", "meal=99999")).toEqual({});
});

test("should write the size into the URL without a new history entry, and into cookies", () => {
  window.history.replaceState(null, "", "/?utm_source=news");
  const historyLength = window.history.length;
  saveBoxSize({ meals: 5, people: 2 });
  expect(window.location.search).toBe("?utm_source=news&meal=5&people=2");
  expect(window.history.length).toBe(historyLength);
  expect(readSavedBoxSize("", document.cookie)).toEqual({ meals: 5, people: 2 });
});

test("should round-trip through a reload", () => {
  saveBoxSize({ meals: 3, people: 4 });
  expect(readSavedBoxSize(window.location.search, document.cookie)).toEqual({ meals: 3, people: 4 });
});

test("should lead to the compose step with the size", () => {
  expect(composeUrl({ meals: 3, people: 2 })).toBe("/mealbox?meal=3&people=2&state=compose");
});
