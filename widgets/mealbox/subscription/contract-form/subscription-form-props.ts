import * as v from "valibot";
import { int } from "@/core/rpc/routes/int-schema";

const id = v.pipe(int(), v.minValue(0));
const weekday = v.pipe(int(), v.minValue(0), v.maxValue(6));
const weekdays = v.fallback(v.array(weekday), []);

/** A start week a weekday offers: its Monday, that week's delivery date and its order cut-off (ISO, UTC). */
const startWeek = v.object({
  week_start: v.string(),
  delivery_date: v.string(),
  cutoff: v.string(),
});

/**
 * `data-props` of the contract form on /my/subscriptions/new, rendered by
 * website_sale_mealbox_subscription (controllers/subscription_pages.py
 * `_mealbox_contract_props`): the choices a customer has, the box of the
 * wizard (`draft`), and after a refused POST the server's `error` and what
 * was `posted` (the form's field names, as strings).
 */
export const subscriptionFormProps = v.object({
  /** Where the form posts: /my/subscriptions/new. */
  action: v.pipe(v.string(), v.minLength(1)),
  /** This form's key: the same form posted twice subscribes once. */
  formKey: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  /** The wizard's order the box comes from, or 0. */
  orderId: v.fallback(id, 0),
  fromBox: v.fallback(v.boolean(), false),
  draft: v.fallback(
    v.object({
      meals: v.optional(int()),
      people: v.optional(int()),
      delivery_type: v.optional(v.picklist(["delivery", "pick_store"])),
      address_id: v.optional(id),
      store_id: v.optional(id),
      weekday: v.optional(weekday),
    }),
    {},
  ),
  options: v.object({
    boxes: v.array(v.object({ meals: int(), people: int(), label: v.string() })),
    addresses: v.array(v.object({ id, label: v.string(), weekdays })),
    stores: v.array(v.object({ id, name: v.string(), address: v.fallback(v.string(), ""), weekdays })),
    /** The saved cards; `consent` holds "{box}" where the box's name goes. */
    cards: v.array(v.object({ token_id: id, label: v.string(), consent: v.string() })),
    diets: v.fallback(v.array(v.object({ id, name: v.string() })), []),
    /** Monday first. */
    weekday_names: v.pipe(v.array(v.string()), v.minLength(7), v.maxLength(7)),
  }),
  /** Per weekday ("0" Monday … "6"), the start weeks offered. */
  startWeeks: v.fallback(v.record(v.string(), v.array(startWeek)), {}),
  error: v.fallback(v.string(), ""),
  posted: v.fallback(v.record(v.string(), v.string()), {}),
  /** The page's CSRF token: the form is a plain POST to a type='http' route. */
  csrfToken: v.pipe(v.string(), v.minLength(1)),
  /** The meal box's time zone (IANA): the cut-offs are shown in it, as the countdown shows them. */
  timeZone: v.fallback(v.pipe(v.string(), v.minLength(1)), "Europe/Brussels"),
});

export type SubscriptionFormProps = v.InferOutput<typeof subscriptionFormProps>;
export type ContractOptions = SubscriptionFormProps["options"];
export type StartWeek = v.InferOutput<typeof startWeek>;
