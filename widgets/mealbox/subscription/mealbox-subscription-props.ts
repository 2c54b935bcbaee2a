import * as z from "zod/mini";
import { mealboxMapRoutes } from "@/core/rpc/route-map-mealbox";

// The state's schema through the meal box's route map, which the page's first
// change fetches anyway: imported apart, its file would be split into a chunk
// of its own that every meal-box page then loads as one file more.
const subscriptionStateSchema = mealboxMapRoutes["/my/subscriptions/state"].result;

const weekdays = z.array(z.int().check(z.gte(0), z.lte(6)));

/**
 * What a customer may choose for their subscription
 * (mealbox.subscription._prepare_mealbox_options): box sizes, their addresses
 * and the stores with the days each delivers, their saved cards with the words
 * they consent to, the diets and the weekdays' names (Monday first).
 */
export const subscriptionOptionsSchema = z.object({
  boxes: z.array(z.object({ meals: z.int(), people: z.int(), label: z.string() })),
  addresses: z.array(z.object({ id: z.int(), label: z.string(), weekdays })),
  stores: z.array(z.object({ id: z.int(), name: z.string(), address: z.string(), weekdays })),
  /** `consent` holds "{box}" where the box's size goes. */
  cards: z.array(z.object({ token_id: z.int(), label: z.string(), consent: z.string() })),
  diets: z.array(z.object({ id: z.int(), name: z.string() })),
  weekday_names: z.array(z.string()),
});

/** `data-props` of /my/subscriptions/<id> (controllers/subscription_pages.py). */
export const mealboxSubscriptionProps = z.object({
  subscriptionId: z.int().check(z.positive()),
  initialState: subscriptionStateSchema,
  options: subscriptionOptionsSchema,
  /** Where a card is added (/my/payment_method). */
  addCardUrl: z.catch(z.string(), "/my/payment_method"),
});

export type SubscriptionOptions = z.infer<typeof subscriptionOptionsSchema>;
export type MealboxSubscriptionProps = z.infer<typeof mealboxSubscriptionProps>;
