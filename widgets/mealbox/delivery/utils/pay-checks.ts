// The checks the pay button makes before asking the server, in this order:
// home delivery needs a zip, an option (when several are offered and none is
// chosen: the step shows no total then), a date and a shipping phone; pick-up a
// store, a date and a billing phone (spec §5.3 Home delivery pay / Pick-up pay,
// §8.3). The first failing one's message, or null.
import type { Translate } from "@/core/i18n/translate";

export type HomePayInput = {
  shippingZip: string;
  /** Options can be chosen and none is. */
  noOption?: boolean;
  /** The select's value: a date, or "0" (placeholder). */
  date: string;
  shippingPhone: string;
};

export type PickupPayInput = {
  storeId: number;
  date: string;
  billingPhone: string;
};

export function isNoDate(date: string): boolean {
  return !date || date === "0";
}

export function homePayProblem(input: HomePayInput, t: Translate): string | null {
  if (!input.shippingZip.trim()) return t("Please add zip code in your shipping address");
  if (input.noOption) return t("Please choose a delivery option");
  if (isNoDate(input.date)) return t("Please select delivery date");
  if (!input.shippingPhone.trim()) return t("Please fill the proper shipping details");
  return null;
}

export function pickupPayProblem(input: PickupPayInput, t: Translate): string | null {
  if (!input.storeId) return t("Please select pickup store");
  if (isNoDate(input.date)) return t("Please select pickup date");
  if (!input.billingPhone.trim()) return t("Please fill the proper billing details");
  return null;
}
