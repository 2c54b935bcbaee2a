// The portal's meal-box subscription routes (website_sale_mealbox_subscription,
// controllers/subscription_routes.py): one call per customer action, each
// answering the subscription's state after it. The customer's own
// subscriptions only; nothing of a week changes after its cut-off.
import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";
import { currencyInfoSchema, productCardSchema } from "@/core/rpc/routes/mealbox-schemas";

const id = v.pipe(positiveInt(), v.maxValue(2 ** 31 - 1));
/** An ISO date (YYYY-MM-DD); a week is named by its Monday. */
const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
/** An ISO UTC moment, or "" when there is none. */
const isoMoment = v.string();
const weekday = v.pipe(int(), v.minValue(0), v.maxValue(6));

/** One of the next weeks, with its menu (mealbox.subscription._prepare_mealbox_weeks). */
export const subscriptionWeekSchema = v.object({
  week_start: isoDate,
  delivery_date: isoDate,
  cutoff: isoMoment,
  /** Before its cut-off: its dishes and skip may still change. */
  open: v.boolean(),
  skipped: v.boolean(),
  /** The delivery day is closed (holiday, store closed): no box that week. */
  closed: v.boolean(),
  menu_name: v.string(),
  /** The week's menu, each dish with how many the customer chose. */
  dishes: v.array(v.object({ ...productCardSchema.entries, quantity: int() })),
  chosen_count: int(),
  /** What the chef sends when the customer chose nothing (their diets respected). */
  chef_choice: v.array(v.object({ product_id: int(), quantity: int() })),
});

/** A past week's order: what was charged, and the link to pay a declined one. */
export const subscriptionOrderSchema = v.object({
  order_id: int(),
  name: v.string(),
  week_start: isoDate,
  delivery_date: v.string(),
  amount: v.number(),
  status: v.picklist(["paid", "pending", "declined", "failed", "to_charge", "cancelled"]),
  retry_date: isoMoment,
  url: v.string(),
  pay_url: v.string(),
});

/** The subscription as the portal shows it (mealbox.subscription._prepare_mealbox_state). */
export const subscriptionStateSchema = v.object({
  id: int(),
  name: v.string(),
  state: v.picklist(["active", "paused", "cancelled"]),
  /** False when cancelled, or while the weekly run prepares the week just closed. */
  changeable: v.boolean(),
  box: v.object({ meals: int(), people: int(), label: v.string(), price: v.number() }),
  delivery: v.object({
    type: v.picklist(["delivery", "pick_store"]),
    address_id: int(),
    address: v.string(),
    store_id: int(),
    weekday,
  }),
  card: v.object({
    token_id: int(),
    label: v.string(),
    usable: v.boolean(),
    consent_date: isoMoment,
  }),
  diet_ids: v.array(int()),
  extras: v.array(v.object({ name: v.string(), quantity: int() })),
  next_delivery: v.string(),
  next_cutoff: isoMoment,
  cancel_reason: v.string(),
  weeks: v.array(subscriptionWeekSchema),
  history: v.array(subscriptionOrderSchema),
  currency: currencyInfoSchema,
});

export type SubscriptionWeek = v.InferOutput<typeof subscriptionWeekSchema>;
export type SubscriptionOrder = v.InferOutput<typeof subscriptionOrderSchema>;
export type SubscriptionState = v.InferOutput<typeof subscriptionStateSchema>;

const subscription = { subscription_id: id };
const week = { ...subscription, week: isoDate };

export const subscriptionRoutes = {
  "/my/subscriptions/state": {
    /** The subscription, its next weeks with their menus, and its last orders. */
    params: v.strictObject(subscription),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/week/dish": {
    /** How many of a dish the week's box holds (0 removes it; the compose step's rules). */
    params: v.strictObject({
      ...week,
      product_id: id,
      quantity: v.pipe(int(), v.minValue(0), v.maxValue(99)),
    }),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/week/reset": {
    /** The chef's choice for the week again. */
    params: v.strictObject(week),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/week/skip": {
    /** No box that week (`skip`), or one again. */
    params: v.strictObject({ ...week, skip: v.boolean() }),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/pause": {
    /** Pauses (`pause`), or resumes from the first week still open. */
    params: v.strictObject({ ...subscription, pause: v.boolean() }),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/box": {
    /** Another box size, from the next week still open. */
    params: v.strictObject({
      ...subscription,
      meals: v.pipe(positiveInt(), v.maxValue(99)),
      people: v.pipe(positiveInt(), v.maxValue(99)),
    }),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/delivery": {
    /** Home delivery to one of the customer's addresses, or pick-up at a store, and the day. */
    params: v.strictObject({
      ...subscription,
      delivery_type: v.picklist(["delivery", "pick_store"]),
      address_id: v.optional(v.pipe(int(), v.minValue(0))),
      store_id: v.optional(v.pipe(int(), v.minValue(0))),
      weekday,
    }),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/card": {
    /** Another saved card, with the customer's consent to be charged each week. */
    params: v.strictObject({ ...subscription, token_id: id, consent: v.boolean() }),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/diets": {
    /** The diets the chef's choice respects. */
    params: v.strictObject({ ...subscription, diet_ids: v.array(positiveInt()) }),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/cancel": {
    /** Cancels, with the customer's reason. */
    params: v.strictObject({
      ...subscription,
      reason: v.pipe(v.string(), v.minLength(1), v.maxLength(1000)),
    }),
    result: subscriptionStateSchema,
  },
} as const;
