import { formatDate } from "@/core/format/format-date";

test("should format a calendar day as a long date in the website language", () => {
  expect(formatDate("2024-05-04", "fr_BE", { zone: "Europe/Brussels" })).toBe("samedi 4 mai 2024");
  expect(formatDate("2024-05-04", "nl_BE", { zone: "America/New_York" })).toBe("zaterdag 4 mei 2024");
});

test("should show Odoo's UTC datetimes in the given zone", () => {
  const format = {
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  } as const;

  expect(formatDate("2024-05-04 22:30:00", "en_US", { zone: "Europe/Brussels", format })).toBe(
    "May 5 at 00:30",
  );
  expect(formatDate("2024-05-04T22:30:00Z", "en_US", { zone: "UTC", format })).toBe("May 4 at 22:30");
});

test("should return the input when it is not a date", () => {
  expect(formatDate("soon", "fr_BE")).toBe("soon");
});

test("should keep a calendar day whatever the zone asked for", () => {
  expect(formatDate("2024-05-04", "en_US", { zone: "Pacific/Kiritimati" })).toBe("Saturday, May 4, 2024");
  expect(formatDate("2024-05-04", "en_US", { zone: "Pacific/Pago_Pago" })).toBe("Saturday, May 4, 2024");
});

test("should return the input for a day that does not exist or an unknown zone", () => {
  expect(formatDate("2024-02-30", "fr_BE")).toBe("2024-02-30");
  expect(formatDate("2024-05-04 22:30:00", "fr_BE", { zone: "Mars/Olympus" })).toBe("2024-05-04 22:30:00");
});
