import { translateWith } from "@/core/i18n/translate";
import { ENGLISH_CATALOGUE } from "@/core/i18n/translation-catalogue";
import { cartLinkLabel } from "../utils/cart-link-label";

const t = (source: string, values?: Record<string, string | number>) =>
  translateWith(ENGLISH_CATALOGUE, source, values);

test("should name the cart with its count, singular, plural or empty", () => {
  expect(cartLinkLabel(0, t)).toBe("Cart, empty");
  expect(cartLinkLabel(1, t)).toBe("Cart, 1 item");
  expect(cartLinkLabel(12, t)).toBe("Cart, 12 items");
});
