// What the customer may do with a week of their subscription, by the compose
// step's rules (mealbox/shared/compose-rules.ts) on that week's menu. The
// server holds the same rules on every route; these only spare a call the
// server would refuse, and say why at once.
import { addStep, fitsInBox } from "@/mealbox/shared/compose-rules";
import type { SubscriptionState, SubscriptionWeek } from "@/core/rpc/routes/subscription-routes";

/** The week's dishes may change: before its cut-off, delivered, not skipped, the subscription changeable. */
export function canChooseDishes(state: SubscriptionState, week: SubscriptionWeek): boolean {
  return canSkip(state, week) && !week.skipped;
}

/** The week may be skipped or brought back: before its cut-off, with a delivery that day. */
export function canSkip(state: SubscriptionState, week: SubscriptionWeek): boolean {
  return state.changeable && week.open && !week.closed;
}

/**
 * The quantity to ask for when the stepper asks for `requested` instead of
 * `current`: a dish starts at its minimum ("added n at a time"), and one
 * stepped below its minimum leaves the box (spec §4.3).
 */
export function dishQuantity(current: number, requested: number, minQuant: number): number {
  const minimum = addStep(minQuant);
  if (requested <= 0) return 0;
  if (requested >= minimum) return requested;
  return requested > current ? minimum : 0;
}

/** Whether `quantity` of a dish now at `current` still fits a box of `meals` holding `chosen`. */
export function quantityFits(chosen: number, current: number, quantity: number, meals: number): boolean {
  return quantity <= current || fitsInBox(chosen - current, quantity, meals);
}
