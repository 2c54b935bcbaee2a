import * as z from "zod/mini";

const id = z.int().check(z.nonnegative());
const weekday = z.int().check(z.minimum(0), z.maximum(6));
const weekdays = z.catch(z.array(weekday), []);

/** A start week a weekday offers: its Monday, that week's delivery date and its order cut-off (ISO, UTC). */
const startWeek = z.object({
  week_start: z.string(),
  delivery_date: z.string(),
  cutoff: z.string(),
});

/**
 * `data-props` of the contract form on /my/subscriptions/new, rendered by
 * website_sale_mealbox_subscription (controllers/subscription_pages.py
 * `_mealbox_contract_props`): the choices a customer has, the box of the
 * wizard (`draft`), and after a refused POST the server's `error` and what
 * was `posted` (the form's field names, as strings).
 */
export const subscriptionFormProps = z.object({
  /** Where the form posts: /my/subscriptions/new. */
  action: z.string().check(z.minLength(1)),
  /** This form's key: the same form posted twice subscribes once. */
  formKey: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The wizard's order the box comes from, or 0. */
  orderId: z.catch(id, 0),
  fromBox: z.catch(z.boolean(), false),
  draft: z.catch(
    z.object({
      meals: z.optional(z.int()),
      people: z.optional(z.int()),
      delivery_type: z.optional(z.enum(["delivery", "pick_store"])),
      address_id: z.optional(id),
      store_id: z.optional(id),
      weekday: z.optional(weekday),
    }),
    {},
  ),
  options: z.object({
    boxes: z.array(z.object({ meals: z.int(), people: z.int(), label: z.string() })),
    addresses: z.array(z.object({ id, label: z.string(), weekdays })),
    stores: z.array(z.object({ id, name: z.string(), address: z.catch(z.string(), ""), weekdays })),
    /** The saved cards; `consent` holds "{box}" where the box's name goes. */
    cards: z.array(z.object({ token_id: id, label: z.string(), consent: z.string() })),
    diets: z.catch(z.array(z.object({ id, name: z.string() })), []),
    /** Monday first. */
    weekday_names: z.array(z.string()).check(z.length(7)),
  }),
  /** Per weekday ("0" Monday … "6"), the start weeks offered. */
  startWeeks: z.catch(z.record(z.string(), z.array(startWeek)), {}),
  error: z.catch(z.string(), ""),
  posted: z.catch(z.record(z.string(), z.string()), {}),
  /** The page's CSRF token: the form is a plain POST to a type='http' route. */
  csrfToken: z.string().check(z.minLength(1)),
  /** The meal box's time zone (IANA): the cut-offs are shown in it, as the countdown shows them. */
  timeZone: z.catch(z.string().check(z.minLength(1)), "Europe/Brussels"),
});

export type SubscriptionFormProps = z.infer<typeof subscriptionFormProps>;
export type ContractOptions = SubscriptionFormProps["options"];
export type StartWeek = z.infer<typeof startWeek>;
