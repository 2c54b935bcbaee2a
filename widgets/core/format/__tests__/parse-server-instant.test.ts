import { parseServerInstant } from "@/core/format/parse-server-instant";

test("should read Odoo's offset-less datetimes as UTC, whatever the browser's zone", () => {
  expect(parseServerInstant("2024-05-04 22:30:00")).toBe(Date.UTC(2024, 4, 4, 22, 30));
  expect(parseServerInstant("2024-05-04T22:30")).toBe(Date.UTC(2024, 4, 4, 22, 30));
  expect(parseServerInstant("2024-05-04T22:30:00.123456")).toBe(Date.UTC(2024, 4, 4, 22, 30, 0, 123));
});

test("should honour an explicit offset", () => {
  expect(parseServerInstant("2024-05-04T22:30:00Z")).toBe(Date.UTC(2024, 4, 4, 22, 30));
  expect(parseServerInstant("2024-05-05T00:30:00+02:00")).toBe(Date.UTC(2024, 4, 4, 22, 30));
  expect(parseServerInstant("2024-05-05T00:30:00+0200")).toBe(Date.UTC(2024, 4, 4, 22, 30));
  expect(parseServerInstant("2024-05-04T17:30:00-05")).toBe(Date.UTC(2024, 4, 4, 22, 30));
});

test("should refuse what is not a server datetime", () => {
  expect(parseServerInstant("May 4, 2024")).toBeNaN();
  expect(parseServerInstant("2024-05-04")).toBeNaN();
  expect(parseServerInstant("2024-13-04T10:00:00Z")).toBeNaN();
  expect(parseServerInstant("")).toBeNaN();
});
