import { atom } from "jotai";
import type { MoneyCurrency } from "@/core/format/format-money";

export type MealboxCart = {
  orderId: number;
  /** Meals the box holds. */
  meals: number;
  people: number;
  /** Meals chosen so far. */
  count: number;
  amountTotal: number;
  currency: MoneyCurrency;
};

/**
 * The visitor's meal box as the wizard last heard it from the server, in the
 * page store: another island (a header cart badge) can read it. Null until loaded.
 */
export const mealboxCartAtom = atom<MealboxCart | null>(null);
