// The portal's meal-box subscription routes (website_sale_mealbox_subscription,
// controllers/subscription_routes.py): one call per customer action, each
// answering the subscription's state after it. The customer's own
// subscriptions only; nothing of a week changes after its cut-off.
import * as z from "zod/mini";
import { currencyInfoSchema, productCardSchema } from "@/core/rpc/routes/mealbox-schemas";

const id = z.int().check(z.positive(), z.lte(2 ** 31 - 1));
/** An ISO date (YYYY-MM-DD); a week is named by its Monday. */
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** An ISO UTC moment, or "" when there is none. */
const isoMoment = z.string();
const weekday = z.int().check(z.gte(0), z.lte(6));

/** One of the next weeks, with its menu (mealbox.subscription._prepare_mealbox_weeks). */
export const subscriptionWeekSchema = z.object({
  week_start: isoDate,
  delivery_date: isoDate,
  cutoff: isoMoment,
  /** Before its cut-off: its dishes and skip may still change. */
  open: z.boolean(),
  skipped: z.boolean(),
  /** The delivery day is closed (holiday, store closed): no box that week. */
  closed: z.boolean(),
  menu_name: z.string(),
  /** The week's menu, each dish with how many the customer chose. */
  dishes: z.array(z.extend(productCardSchema, { quantity: z.int() })),
  chosen_count: z.int(),
  /** What the chef sends when the customer chose nothing (their diets respected). */
  chef_choice: z.array(z.object({ product_id: z.int(), quantity: z.int() })),
});

/** A past week's order: what was charged, and the link to pay a declined one. */
export const subscriptionOrderSchema = z.object({
  order_id: z.int(),
  name: z.string(),
  week_start: isoDate,
  delivery_date: z.string(),
  amount: z.number(),
  status: z.enum(["paid", "pending", "declined", "failed", "to_charge", "cancelled"]),
  retry_date: isoMoment,
  url: z.string(),
  pay_url: z.string(),
});

/** The subscription as the portal shows it (mealbox.subscription._prepare_mealbox_state). */
export const subscriptionStateSchema = z.object({
  id: z.int(),
  name: z.string(),
  state: z.enum(["active", "paused", "cancelled"]),
  /** False when cancelled, or while the weekly run prepares the week just closed. */
  changeable: z.boolean(),
  box: z.object({ meals: z.int(), people: z.int(), label: z.string(), price: z.number() }),
  delivery: z.object({
    type: z.enum(["delivery", "pick_store"]),
    address_id: z.int(),
    address: z.string(),
    store_id: z.int(),
    weekday,
  }),
  card: z.object({
    token_id: z.int(),
    label: z.string(),
    usable: z.boolean(),
    consent_date: isoMoment,
  }),
  diet_ids: z.array(z.int()),
  extras: z.array(z.object({ name: z.string(), quantity: z.int() })),
  next_delivery: z.string(),
  next_cutoff: isoMoment,
  cancel_reason: z.string(),
  weeks: z.array(subscriptionWeekSchema),
  history: z.array(subscriptionOrderSchema),
  currency: currencyInfoSchema,
});

export type SubscriptionWeek = z.infer<typeof subscriptionWeekSchema>;
export type SubscriptionOrder = z.infer<typeof subscriptionOrderSchema>;
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

const subscription = { subscription_id: id };
const week = { ...subscription, week: isoDate };

export const subscriptionRoutes = {
  "/my/subscriptions/state": {
    /** The subscription, its next weeks with their menus, and its last orders. */
    params: z.strictObject(subscription),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/week/dish": {
    /** How many of a dish the week's box holds (0 removes it; the compose step's rules). */
    params: z.strictObject({ ...week, product_id: id, quantity: z.int().check(z.gte(0), z.lte(99)) }),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/week/reset": {
    /** The chef's choice for the week again. */
    params: z.strictObject(week),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/week/skip": {
    /** No box that week (`skip`), or one again. */
    params: z.strictObject({ ...week, skip: z.boolean() }),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/pause": {
    /** Pauses (`pause`), or resumes from the first week still open. */
    params: z.strictObject({ ...subscription, pause: z.boolean() }),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/box": {
    /** Another box size, from the next week still open. */
    params: z.strictObject({
      ...subscription,
      meals: z.int().check(z.gte(1), z.lte(99)),
      people: z.int().check(z.gte(1), z.lte(99)),
    }),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/delivery": {
    /** Home delivery to one of the customer's addresses, or pick-up at a store, and the day. */
    params: z.strictObject({
      ...subscription,
      delivery_type: z.enum(["delivery", "pick_store"]),
      address_id: z.optional(z.int().check(z.nonnegative())),
      store_id: z.optional(z.int().check(z.nonnegative())),
      weekday,
    }),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/card": {
    /** Another saved card, with the customer's consent to be charged each week. */
    params: z.strictObject({ ...subscription, token_id: id, consent: z.boolean() }),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/diets": {
    /** The diets the chef's choice respects. */
    params: z.strictObject({ ...subscription, diet_ids: z.array(z.int().check(z.positive())) }),
    result: subscriptionStateSchema,
  },
  "/my/subscriptions/cancel": {
    /** Cancels, with the customer's reason. */
    params: z.strictObject({ ...subscription, reason: z.string().check(z.minLength(1), z.maxLength(1000)) }),
    result: subscriptionStateSchema,
  },
} as const;
