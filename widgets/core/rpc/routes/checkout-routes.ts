// Routes of the checkout widgets on /shop/payment (spec §2.5, §3.3, §4.2, §5.2,
// §7.2, §8.2): delivery methods and delivery mode (shop-checkout-delivery),
// delivery date and time (shop-delivery-date). Odoo 17's /shop/update_carrier
// as website_sale_checkout_widget completes it (numbers beside Odoo's HTML),
// and the addon's routes where Odoo 17 has none.
import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";

const id = positiveInt();
/** A calendar day, "YYYY-MM-DD". */
const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
/** A wall-clock time of the delivery time zone, "YYYY-MM-DD HH:mm" (get_dates' `format`). */
const localDateTime = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/));
/** [year, month (1-based), day]. */
const dayTuple = v.tuple([
  int(),
  v.pipe(positiveInt(), v.maxValue(12)),
  v.pipe(positiveInt(), v.maxValue(31)),
]);

/** The order's amounts as its summary shows them (numbers). */
export const orderAmountsShape = {
  amount_delivery: v.number(),
  amount_untaxed: v.number(),
  amount_tax: v.number(),
  amount_total: v.number(),
};

/** A delivery method's price for the visitor's cart, or why it cannot deliver it. */
export const carrierRateSchema = v.object({
  carrier_id: id,
  /** False: it cannot deliver the order (`error_message` says why): it cannot be chosen. */
  status: v.boolean(),
  /** The price as the website shows it (taxes included or not, per its setting); 0 when status is false. */
  amount_delivery: v.number(),
  /** Rated at 0: the badge says "Free". */
  is_free_delivery: v.boolean(),
  /** Plain text; "" when status is true. */
  error_message: v.string(),
  /** A note of a successful rating (free above an amount...), plain text; "" when none. */
  warning_message: v.string(),
});

/** The delivery date rules of the visitor's cart (spec §3.3 "Delivery date options"). */
export const deliveryDatesSchema = v.object({
  /** The first and last days offered, in the delivery time zone. */
  min_date: dayTuple,
  max_date: dayTuple,
  /** Closures: [start, end) in the delivery time zone's wall clock; an hour H:00 within one is not offered. */
  forbidden_intervals: v.array(v.tuple([localDateTime, localDateTime])),
  /**
   * Days of the week without delivery, numbered as the spec's server does
   * (Python's weekday(): 0 is Monday … 6 is Sunday). The client's calendar
   * counts from Sunday (JavaScript's getDay()): it shifts them by +1 mod 7.
   */
  forbidden_days: v.array(v.pipe(int(), v.minValue(0), v.maxValue(6))),
  /** The format of forbidden_intervals' times: "YYYY-MM-DD HH:mm". */
  format: v.string(),
  /** The order's date and hour, when it has one still offered; null otherwise. */
  selected: v.nullable(v.object({ date: isoDate, hour: int() })),
  /** The order is not paid without a date. */
  required: v.boolean(),
  /** The delivery time zone (IANA), e.g. "Europe/Brussels". */
  tz: v.string(),
});

export type CarrierRate = v.InferOutput<typeof carrierRateSchema>;
export type DeliveryDates = v.InferOutput<typeof deliveryDatesSchema>;

export const checkoutRoutes = {
  "/shop/weekbox/carrier_rates": {
    /** Every delivery method offered for the visitor's cart, rated in one call (website_sale's order). */
    params: v.strictObject({}),
    result: v.object({ carriers: v.array(carrierRateSchema) }),
  },
  "/shop/update_carrier": {
    /**
     * website_sale's route: puts a delivery method on the visitor's cart
     * (spec §7.2). A method not offered is refused. Odoo's amounts are HTML
     * (not read here); the addon adds them as numbers (`*_raw`).
     */
    params: v.strictObject({
      carrier_id: id,
      /** Odoo's pick-up point carriers (Mondial Relay): keep the chosen point. */
      no_reset_access_point_address: v.optional(v.boolean()),
    }),
    result: v.object({
      carrier_id: id,
      /** False: the method cannot deliver the order (`error_message`); the order is not paid with it. */
      status: v.boolean(),
      error_message: v.string(),
      is_free_delivery: v.boolean(),
      is_pickup: v.boolean(),
      new_amount_delivery_raw: v.number(),
      new_amount_untaxed_raw: v.number(),
      new_amount_tax_raw: v.number(),
      new_amount_total_raw: v.number(),
    }),
  },
  "/shop/update_carrier_id": {
    /** The delivery mode's switch: the first method of the other kind (spec §3.3 "Carrier id update result"). */
    params: v.strictObject({ carrier_id: id }),
    result: v.object({
      /** The method now on the order. */
      carrier_id: v.nullable(id),
      status: v.boolean(),
      error_message: v.string(),
      /** A pick-up in store: the shipping address is not used. */
      is_pickup: v.boolean(),
      is_free_delivery: v.boolean(),
      shipping_country_id: v.nullable(id),
      ...orderAmountsShape,
    }),
  },
  "/shop/checkout/get_dates": {
    /** The dates and hours a delivery can be planned on, for the visitor's own cart (spec §7.2). */
    params: v.strictObject({ order_id: id }),
    result: deliveryDatesSchema,
  },
  "/shop/checkout/set_delivery_date": {
    /**
     * Plans the delivery of the visitor's cart at `hour`:00 on `date` (the
     * delivery time zone's wall clock). A date or hour not offered is refused
     * with `field_errors` keyed `date` or `hour`.
     */
    params: v.strictObject({
      order_id: id,
      date: isoDate,
      hour: v.pipe(int(), v.minValue(0), v.maxValue(23)),
    }),
    result: v.object({
      date: isoDate,
      hour: int(),
      /** The order's commitment date, UTC, "YYYY-MM-DD HH:MM:SS". */
      commitment_date: v.string(),
    }),
  },
} as const;
