import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";
import { subscriptionMapRoutes } from "@/core/rpc/route-map-subscription";

// The state's schema through the subscriptions' route map, which the page's
// first change fetches anyway: imported apart, its file would be split into a
// chunk of its own that the page then loads as one file more.
const subscriptionStateSchema = subscriptionMapRoutes["/my/subscriptions/state"].result;

const weekdays = v.array(v.pipe(int(), v.minValue(0), v.maxValue(6)));

/**
 * What a customer may choose for their subscription
 * (mealbox.subscription._prepare_mealbox_options): box sizes, their addresses
 * and the stores with the days each delivers, their saved cards with the words
 * they consent to, the diets and the weekdays' names (Monday first).
 */
export const subscriptionOptionsSchema = v.object({
  boxes: v.array(v.object({ meals: int(), people: int(), label: v.string() })),
  addresses: v.array(v.object({ id: int(), label: v.string(), weekdays })),
  stores: v.array(v.object({ id: int(), name: v.string(), address: v.string(), weekdays })),
  /** `consent` holds "{box}" where the box's size goes. */
  cards: v.array(v.object({ token_id: int(), label: v.string(), consent: v.string() })),
  diets: v.array(v.object({ id: int(), name: v.string() })),
  weekday_names: v.array(v.string()),
});

/** `data-props` of /my/subscriptions/<id> (controllers/subscription_pages.py). */
export const mealboxSubscriptionProps = v.object({
  subscriptionId: positiveInt(),
  initialState: subscriptionStateSchema,
  options: subscriptionOptionsSchema,
  /** Where a card is added (/my/payment_method). */
  addCardUrl: v.fallback(v.string(), "/my/payment_method"),
});

export type SubscriptionOptions = v.InferOutput<typeof subscriptionOptionsSchema>;
export type MealboxSubscriptionProps = v.InferOutput<typeof mealboxSubscriptionProps>;
