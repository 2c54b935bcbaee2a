import { isNoDate } from "./pay-checks";

/** The portal's contract form (website_sale_mealbox_subscription, controllers/subscription_pages.py). */
export const SUBSCRIBE_PATH = "/my/subscriptions/new";

/**
 * Where "Subscribe weekly" goes: the contract form filled in with this box and
 * the weekday of the date chosen here; a guest logs in first and comes back to it.
 */
export function subscribeUrl(input: {
  orderId: number;
  date: string;
  isGuest: boolean;
  loginUrl: string;
}): string {
  const query = new URLSearchParams({ order_id: String(input.orderId) });
  if (!isNoDate(input.date)) query.set("date", input.date);
  const form = `${SUBSCRIBE_PATH}?${query.toString()}`;
  if (!input.isGuest) return form;
  const separator = input.loginUrl.includes("?") ? "&" : "?";
  return `${input.loginUrl}${separator}redirect=${encodeURIComponent(form)}`;
}
