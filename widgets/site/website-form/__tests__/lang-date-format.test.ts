import { DateTime } from "luxon";
import { langDateFormat, serverValue, toLuxonFormat } from "../utils/lang-date-format";

// res.lang of the demo database: en_US %m/%d/%Y, fr_BE and nl_BE %d/%m/%Y, all %H:%M:%S.
const EN_US = langDateFormat({ date_format: "%m/%d/%Y", time_format: "%H:%M:%S" });
const FR_BE = langDateFormat({ date_format: "%d/%m/%Y", time_format: "%H:%M:%S" });

test("should turn Odoo's strftime formats into luxon's, literal text quoted", () => {
  expect(toLuxonFormat("%m/%d/%Y")).toBe("MM/dd/yyyy");
  expect(toLuxonFormat("%d-%m-%Y %H:%M")).toBe("dd-MM-yyyy HH:mm");
  expect(toLuxonFormat("%Y年%m月")).toBe("yyyy年MM月");
  expect(toLuxonFormat("le %d")).toBe("'le' dd");
});

test("should read a date in the language's format with or without leading zeros", () => {
  expect(EN_US.parse("3/5/2024", "date")?.toISODate()).toBe("2024-03-05");
  expect(EN_US.parse("03/05/2024", "date")?.toISODate()).toBe("2024-03-05");
  expect(FR_BE.parse("3/5/2024", "date")?.toISODate()).toBe("2024-05-03");
  expect(FR_BE.parse("03/05/2024", "date")?.toISODate()).toBe("2024-05-03");
});

test("should refuse a date not in the language's format or not in the calendar", () => {
  expect(FR_BE.parse("2024-05-03", "date")).toBeNull();
  expect(FR_BE.parse("03/05/24", "date")).toBeNull();
  expect(FR_BE.parse("31/02/2024", "date")).toBeNull();
  expect(FR_BE.parse("3/5/2024 tomorrow", "date")).toBeNull();
  expect(EN_US.parse("13/01/2024", "date")).toBeNull();
  expect(FR_BE.parse("3/5/2024", "datetime")).toBeNull();
});

test("should read a datetime with the language's time, leading zeros optional", () => {
  expect(FR_BE.parse("3/5/2024 9:05:00", "datetime")?.toFormat("yyyy-MM-dd HH:mm:ss")).toBe(
    "2024-05-03 09:05:00",
  );
  expect(EN_US.parse("05/03/2024 14:30:15", "datetime")?.toFormat("yyyy-MM-dd HH:mm:ss")).toBe(
    "2024-05-03 14:30:15",
  );
  expect(FR_BE.parse("3/5/2024 25:00:00", "datetime")).toBeNull();
});

test("should write a picked date zero-padded in the language's format", () => {
  const day = DateTime.fromObject({ year: 2024, month: 5, day: 3, hour: 9, minute: 5 });
  expect(FR_BE.format(day, "date")).toBe("03/05/2024");
  expect(EN_US.format(day, "datetime")).toBe("05/03/2024 09:05:00");
});

test("should give the server a day as YYYY-MM-DD and a moment in UTC", () => {
  const moment = DateTime.fromISO("2024-05-03T09:05:00", { zone: "Europe/Brussels" });
  expect(serverValue(moment, "date")).toBe("2024-05-03");
  expect(serverValue(moment, "datetime")).toBe("2024-05-03 07:05:00");
});
