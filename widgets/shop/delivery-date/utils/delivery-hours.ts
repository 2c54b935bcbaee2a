// The delivery times of spec §5.2 and §9.2, as the server checks them
// (website_sale_checkout_widget/const.py): 10:00 to 18:00 in 60-minute steps,
// 16:00 by default. An hour H stands for H:00 in the delivery time zone.
export const FIRST_DELIVERY_HOUR = 10;
export const LAST_DELIVERY_HOUR = 18;
export const DELIVERY_STEP_MINUTES = 60;
export const DEFAULT_DELIVERY_HOUR = 16;

/** 10, 11, … 18. */
export const DELIVERY_HOURS: readonly number[] = Array.from(
  { length: ((LAST_DELIVERY_HOUR - FIRST_DELIVERY_HOUR) * 60) / DELIVERY_STEP_MINUTES + 1 },
  (_, step) => FIRST_DELIVERY_HOUR + (step * DELIVERY_STEP_MINUTES) / 60,
);

/** "16:00". */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}
