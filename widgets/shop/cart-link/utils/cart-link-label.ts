import type { Translate } from "@/core/i18n/translate";

/** The cart link's accessible name: what it is and how many products the cart holds. */
export function cartLinkLabel(count: number, t: Translate): string {
  if (count <= 0) return t("Cart, empty");
  if (count === 1) return t("Cart, 1 item");
  return t("Cart, {count} items", { count });
}
