import type { Translate } from "@/core/i18n/translate";

/**
 * A box's size as the shop words it, "3 meals for 2 people", singular where
 * there is one (Odoo's catalogues have no plural forms: one string per case).
 */
export function boxSizeLabel(t: Translate, meals: number, people: number): string {
  if (meals === 1)
    return people === 1 ? t("1 meal for 1 person") : t("1 meal for {people} people", { people });
  return people === 1
    ? t("{meals} meals for 1 person", { meals })
    : t("{meals} meals for {people} people", { meals, people });
}
