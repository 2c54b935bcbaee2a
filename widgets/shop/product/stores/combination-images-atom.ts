// The buy box and the gallery are separate React roots of the product page:
// they share jotai's default store (no Provider), through which the buy box
// hands the gallery the images of the combination the visitor chose.
import { atom } from "jotai";
import type { ShopImage } from "../types/shop-product-types";

export type CombinationImages = {
  images: readonly ShopImage[];
  /** False when the chosen combination does not exist: the gallery greys its images (Odoo's css_not_available). */
  isPossible: boolean;
};

/** Product template id → its current combination's images; a template missing here shows its page's images. */
export const combinationImagesAtom = atom<Readonly<Record<number, CombinationImages>>>({});
