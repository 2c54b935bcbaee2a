import { FIRST_PAGE, pageCount, pageRows, tableHeight } from "../utils/answer-pages";

const rows = Array.from({ length: 25 }, (_unused, index) => index);

test("should show rows limit×(N−1) to limit×N−1 on page N", () => {
  expect(FIRST_PAGE).toBe(1);
  expect(pageRows(rows, 10, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(pageRows(rows, 10, 2)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  expect(pageRows(rows, 10, 3)).toEqual([20, 21, 22, 23, 24]);
  expect(pageRows(rows, 7, 2)).toEqual([7, 8, 9, 10, 11, 12, 13]);
});

test("should count the pages the server's limit makes", () => {
  expect(pageCount(25, 10)).toBe(3);
  expect(pageCount(20, 10)).toBe(2);
  expect(pageCount(0, 10)).toBe(1);
  expect(pageCount(5, 0)).toBe(5);
});

test("should take the room Odoo's page gives the first page", () => {
  expect(tableHeight(25, 10, false)).toBe("401px");
  expect(tableHeight(3, 10, false)).toBe("156px");
  expect(tableHeight(25, 10, true)).toBe("881px");
});
