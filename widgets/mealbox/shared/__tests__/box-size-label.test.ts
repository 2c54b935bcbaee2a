import { translateWith } from "@/core/i18n/translate";
import { ENGLISH_CATALOGUE, type TranslationCatalogue } from "@/core/i18n/translation-catalogue";
import { boxSizeLabel } from "../box-size-label";

const dutch: TranslationCatalogue = {
  ...ENGLISH_CATALOGUE,
  lang: "nl_BE",
  messages: new Map([
    ["{meals} meals for {people} people", "{meals} maaltijden voor {people} personen"],
    ["{meals} meals for 1 person", "{meals} maaltijden voor 1 persoon"],
  ]),
};
const t = (source: string, values?: Record<string, string | number>) => translateWith(dutch, source, values);

test("should word one person in the singular", () => {
  expect(boxSizeLabel(t, 3, 1)).toBe("3 maaltijden voor 1 persoon");
  expect(boxSizeLabel(t, 3, 2)).toBe("3 maaltijden voor 2 personen");
});

test("should word one meal in the singular", () => {
  expect(boxSizeLabel(t, 1, 1)).toBe("1 meal for 1 person");
  expect(boxSizeLabel(t, 1, 4)).toBe("1 meal for 4 people");
});
