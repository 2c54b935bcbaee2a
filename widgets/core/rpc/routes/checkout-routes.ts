// Routes of the checkout widgets on /shop/payment (spec §2.5, §3.3, §4.2, §5.2,
// §7.2, §8.2): delivery methods and delivery mode (shop-checkout-delivery),
// delivery date and time (shop-delivery-date). Odoo 17's /shop/update_carrier
// as website_sale_checkout_widget completes it (numbers beside Odoo's HTML),
// and the addon's routes where Odoo 17 has none.
import * as z from "zod/mini";

const id = z.int().check(z.positive());
/** A calendar day, "YYYY-MM-DD". */
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** A wall-clock time of the delivery time zone, "YYYY-MM-DD HH:mm" (get_dates' `format`). */
const localDateTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/));
/** [year, month (1-based), day]. */
const dayTuple = z.tuple([z.int(), z.int().check(z.gte(1), z.lte(12)), z.int().check(z.gte(1), z.lte(31))]);

/** The order's amounts as its summary shows them (numbers). */
export const orderAmountsShape = {
  amount_delivery: z.number(),
  amount_untaxed: z.number(),
  amount_tax: z.number(),
  amount_total: z.number(),
};

/** A delivery method's price for the visitor's cart, or why it cannot deliver it. */
export const carrierRateSchema = z.object({
  carrier_id: id,
  /** False: it cannot deliver the order (`error_message` says why): it cannot be chosen. */
  status: z.boolean(),
  /** The price as the website shows it (taxes included or not, per its setting); 0 when status is false. */
  amount_delivery: z.number(),
  /** Rated at 0: the badge says "Free". */
  is_free_delivery: z.boolean(),
  /** Plain text; "" when status is true. */
  error_message: z.string(),
  /** A note of a successful rating (free above an amount...), plain text; "" when none. */
  warning_message: z.string(),
});

/** The delivery date rules of the visitor's cart (spec §3.3 "Delivery date options"). */
export const deliveryDatesSchema = z.object({
  /** The first and last days offered, in the delivery time zone. */
  min_date: dayTuple,
  max_date: dayTuple,
  /** Closures: [start, end) in the delivery time zone's wall clock; an hour H:00 within one is not offered. */
  forbidden_intervals: z.array(z.tuple([localDateTime, localDateTime])),
  /**
   * Days of the week without delivery, numbered as the spec's server does
   * (Python's weekday(): 0 is Monday … 6 is Sunday). The client's calendar
   * counts from Sunday (JavaScript's getDay()): it shifts them by +1 mod 7.
   */
  forbidden_days: z.array(z.int().check(z.gte(0), z.lte(6))),
  /** The format of forbidden_intervals' times: "YYYY-MM-DD HH:mm". */
  format: z.string(),
  /** The order's date and hour, when it has one still offered; null otherwise. */
  selected: z.nullable(z.object({ date: isoDate, hour: z.int() })),
  /** The order is not paid without a date. */
  required: z.boolean(),
  /** The delivery time zone (IANA), e.g. "Europe/Brussels". */
  tz: z.string(),
});

export type CarrierRate = z.output<typeof carrierRateSchema>;
export type DeliveryDates = z.output<typeof deliveryDatesSchema>;

export const checkoutRoutes = {
  "/shop/weekbox/carrier_rates": {
    /** Every delivery method offered for the visitor's cart, rated in one call (website_sale's order). */
    params: z.strictObject({}),
    result: z.object({ carriers: z.array(carrierRateSchema) }),
  },
  "/shop/update_carrier": {
    /**
     * website_sale's route: puts a delivery method on the visitor's cart
     * (spec §7.2). A method not offered is refused. Odoo's amounts are HTML
     * (not read here); the addon adds them as numbers (`*_raw`).
     */
    params: z.strictObject({
      carrier_id: id,
      /** Odoo's pick-up point carriers (Mondial Relay): keep the chosen point. */
      no_reset_access_point_address: z.optional(z.boolean()),
    }),
    result: z.object({
      carrier_id: id,
      /** False: the method cannot deliver the order (`error_message`); the order is not paid with it. */
      status: z.boolean(),
      error_message: z.string(),
      is_free_delivery: z.boolean(),
      is_pickup: z.boolean(),
      new_amount_delivery_raw: z.number(),
      new_amount_untaxed_raw: z.number(),
      new_amount_tax_raw: z.number(),
      new_amount_total_raw: z.number(),
    }),
  },
  "/shop/update_carrier_id": {
    /** The delivery mode's switch: the first method of the other kind (spec §3.3 "Carrier id update result"). */
    params: z.strictObject({ carrier_id: id }),
    result: z.object({
      /** The method now on the order. */
      carrier_id: z.nullable(id),
      status: z.boolean(),
      error_message: z.string(),
      /** A pick-up in store: the shipping address is not used. */
      is_pickup: z.boolean(),
      is_free_delivery: z.boolean(),
      shipping_country_id: z.nullable(id),
      ...orderAmountsShape,
    }),
  },
  "/shop/checkout/get_dates": {
    /** The dates and hours a delivery can be planned on, for the visitor's own cart (spec §7.2). */
    params: z.strictObject({ order_id: id }),
    result: deliveryDatesSchema,
  },
  "/shop/checkout/set_delivery_date": {
    /**
     * Plans the delivery of the visitor's cart at `hour`:00 on `date` (the
     * delivery time zone's wall clock). A date or hour not offered is refused
     * with `field_errors` keyed `date` or `hour`.
     */
    params: z.strictObject({
      order_id: id,
      date: isoDate,
      hour: z.int().check(z.gte(0), z.lte(23)),
    }),
    result: z.object({
      date: isoDate,
      hour: z.int(),
      /** The order's commitment date, UTC, "YYYY-MM-DD HH:MM:SS". */
      commitment_date: z.string(),
    }),
  },
} as const;
