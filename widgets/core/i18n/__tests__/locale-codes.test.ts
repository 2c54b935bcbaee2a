import { fromBcp47, toBcp47 } from "@/core/i18n/locale-codes";

test("should convert between Odoo language codes and BCP 47 tags", () => {
  expect(toBcp47("fr_BE")).toBe("fr-BE");
  expect(toBcp47("sr@latin")).toBe("sr-Latn");
  expect(fromBcp47("fr-BE")).toBe("fr_BE");
  expect(fromBcp47("nl-be")).toBe("nl_BE");
  expect(fromBcp47("en")).toBe("en");
});
