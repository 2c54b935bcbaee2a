import type { Translate } from "@/core/i18n/translate";

export const STAR_VALUES = [1, 2, 3, 4, 5] as const;
export type StarValue = (typeof STAR_VALUES)[number];

/** The star input's labels (spec §9.1). */
export function ratingLabel(value: StarValue, t: Translate): string {
  switch (value) {
    case 1:
      return t("I hate it");
    case 2:
      return t("I don't like it");
    case 3:
      return t("It's okay");
    case 4:
      return t("I like it");
    case 5:
      return t("I love it");
  }
}
