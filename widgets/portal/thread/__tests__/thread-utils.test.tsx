import { roundToHalf } from "../utils/round-to-half";
import { threadPager } from "../utils/thread-pager";

test("should count pages of 10 and show every page when there are 5 or fewer", () => {
  expect(threadPager(0, 1, 10)).toMatchObject({
    pageCount: 0,
    page: 1,
    pages: [],
    previous: null,
    next: null,
  });
  expect(threadPager(10, 1, 10)).toMatchObject({ pageCount: 1, pages: [1], previous: null, next: null });
  expect(threadPager(11, 1, 10)).toMatchObject({ pageCount: 2, pages: [1, 2], next: 2 });
  expect(threadPager(50, 3, 10)).toMatchObject({
    pageCount: 5,
    pages: [1, 2, 3, 4, 5],
    previous: 2,
    next: 4,
  });
});

test("should show a window of 5 page links, starting at page 1 and sliding with the current page", () => {
  expect(threadPager(120, 1, 10).pages).toEqual([1, 2, 3, 4, 5]);
  expect(threadPager(120, 3, 10).pages).toEqual([1, 2, 3, 4, 5]);
  expect(threadPager(120, 4, 10).pages).toEqual([2, 3, 4, 5, 6]);
  expect(threadPager(120, 7, 10).pages).toEqual([5, 6, 7, 8, 9]);
  expect(threadPager(120, 12, 10)).toMatchObject({ pages: [8, 9, 10, 11, 12], previous: 11, next: null });
});

test("should keep the page within the pages there are", () => {
  expect(threadPager(25, 9, 10)).toMatchObject({ page: 3, pages: [1, 2, 3] });
  expect(threadPager(25, -2, 10).page).toBe(1);
  expect(threadPager(7, 1, 5)).toMatchObject({ pageCount: 2, pages: [1, 2] });
});

test("should round ratings and percentages to the nearest half", () => {
  expect(roundToHalf(3.24)).toBe(3);
  expect(roundToHalf(3.25)).toBe(3.5);
  expect(roundToHalf(3.74)).toBe(3.5);
  expect(roundToHalf(3.75)).toBe(4);
  expect(roundToHalf(33.333)).toBe(33.5);
  expect(roundToHalf(66.667)).toBe(66.5);
  expect(roundToHalf(0)).toBe(0);
  expect(roundToHalf(Number.NaN)).toBe(0);
});
