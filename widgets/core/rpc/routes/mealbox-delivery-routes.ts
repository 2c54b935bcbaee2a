// Routes of the meal-box delivery step: addresses, stores, dates, delivery
// options, pay checks, promo code and address autocomplete (spec §2.7, §3.4, §7.3).
// The server enforces every rule (address form, pay checks: spec §5.3) and
// refuses with their messages (e.g. 'Please select delivery date', §8.3) as
// JSON-RPC errors; the spec's informational params (meal_no, person,
// final_amount, zip…) are type-checked there but never trusted.
import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";
import { isoDateSchema } from "@/core/rpc/routes/mealbox-home-routes";
import { cartItemSchema, currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";

const orderId = v.optional(v.nullable(v.pipe(int(), v.minValue(0))));
const optionalId = v.optional(v.nullable(v.pipe(int(), v.minValue(0))));
const flag = v.optional(v.union([v.literal(0), v.literal(1), v.boolean()]));
/** Spec §9.3 delivery mode values: 'pickup' is an alias of 'pick_store'. */
const deliveryModeSchema = v.picklist(["delivery", "pick_store", "pickup"]);
/** A chosen date, or the select's placeholder 0 ("none"). */
const dateParam = v.optional(v.union([isoDateSchema, v.literal(0), v.literal("0"), v.literal("")]));
const zipParam = v.optional(v.union([v.pipe(v.string(), v.maxLength(16)), int()]));

const refSchema = v.object({ id: int(), name: v.string(), code: v.string() });

/** A customer address, structured (never HTML). */
export const addressSchema = v.object({
  /** res.partner id: what `partner` (edit) and `ship_id` take. */
  id: int(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  street: v.string(),
  street2: v.string(),
  zip: v.string(),
  city: v.string(),
  state: v.nullable(refSchema),
  country: v.nullable(refSchema),
  company_name: v.string(),
  vat: v.string(),
  /** 'Miss', 'Mister' or "" (prefer not to say). */
  title: v.string(),
  /** "YYYY-MM-DD" or "". */
  birthdate: v.string(),
  /** Odoo contact type: 'contact' (the customer), 'delivery', 'invoice', 'other'. */
  type: v.string(),
  parent_id: int(),
  /** Whether a delivery zone covers this address (home delivery possible). */
  deliverable: v.boolean(),
  /** One line of plain text, e.g. "Rue Neuve 1, 1000 Bruxelles, Belgium". */
  address: v.string(),
});

/** A home delivery option of the shipping address, priced for this order. */
export const deliveryOptionSchema = v.object({
  /** delivery.carrier id: what /delivery/option/details takes as delivery_options. */
  id: int(),
  name: v.string(),
  /** Price as the website shows prices (taxes included or not). */
  amount: v.number(),
  available: v.boolean(),
  message: v.string(),
});

/** A pick-up store (spec §3.4 Pick-up store). */
export const pickupStoreSchema = v.object({
  /** mealbox.pickup.store id: what /pickup/list and /add/details take as store_id. */
  id: int(),
  store_name: v.string(),
  street: v.string(),
  street2: v.string(),
  city: v.string(),
  /** State name, "" when none. */
  state: v.string(),
  zip: v.string(),
  /** Country name. */
  country: v.string(),
  country_code: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  /** One line of plain text. */
  address: v.string(),
  opening_hours: v.string(),
  /** The store's own carrier id: may be sent as /add/details delivery_type (spec). */
  delivery_type: int(),
  delivery_period_list: v.array(isoDateSchema),
});

const alertSchema = v.object({ id: int(), message: v.string(), tone: v.string() });

/** What the address block needs after an address change. */
const shippingStateShape = {
  /** Info for the visitor ('The delivery method is not available for your shipping address', or no dates); "" when fine. */
  message: v.string(),
  /** Whether the shipping address can be delivered at home. */
  deliverable: v.boolean(),
  billing: v.nullable(addressSchema),
  shipping_address: v.nullable(addressSchema),
  /** Every address the customer may ship to (the customer first). */
  shippings: v.array(addressSchema),
  /** Number of addresses in `shippings`. */
  ship_len: int(),
  /** Number of the customer's own delivery addresses (contacts of type 'delivery'). */
  ship_count: int(),
  delivery_options_list: v.array(deliveryOptionSchema),
  /** Home delivery dates of the shipping address's zone; [] outside the zones. */
  delivery_period_list: v.array(isoDateSchema),
};

const amountsShape = {
  /** The order's carrier (0: none). */
  carrier_id: int(),
  amount_delivery: v.number(),
  amount_total: v.number(),
};

export const mealboxDeliveryRoutes = {
  "/mealbox/address": {
    params: v.strictObject({
      meal_no: v.optional(v.pipe(int(), v.minValue(0))),
      person: v.optional(v.pipe(int(), v.minValue(0))),
      order_id: orderId,
      /** 'pickup'/'pick_store' shows the pick-up side (is_pick). */
      delivery_type: v.optional(deliveryModeSchema),
    }),
    /** The order summary of the delivery step (spec §3.4). A guest gets empty partner data. */
    result: v.object({
      /** The box's dishes. */
      order_line_menu_list: v.array(cartItemSchema),
      order_line_extra_list: v.array(cartItemSchema),
      /** Currency symbol. */
      currency: v.string(),
      /** ISO code, e.g. "EUR". */
      currency_name: v.string(),
      currency_info: currencyInfoSchema,
      /** Box, dishes and extras before discounts and delivery. */
      price: v.number(),
      /** Order-wide discounts (e.g. WEEKBOX10), positive. */
      global_discount: v.number(),
      /** Other promo/coupon discounts, positive. */
      coupon_discount: v.number(),
      amount_delivery: v.number(),
      total: v.number(),
      is_coupon_applied: v.boolean(),
      /** The applied promo code(s), comma separated; "" when none. */
      code: v.string(),
      order_details: v.object({
        order_id: int(),
        /** The order reference, e.g. "S00042". */
        name: v.string(),
        meal_no: int(),
        person: int(),
        count_line: int(),
        /** "" until the delivery is prepared. */
        delivery_type: v.picklist(["delivery", "pick_store", ""]),
        delivery_date: v.union([isoDateSchema, v.literal("")]),
        store_id: int(),
        remark: v.string(),
        is_individual: v.boolean(),
        carrier_id: int(),
        amount_untaxed: v.number(),
        amount_tax: v.number(),
        amount_delivery: v.number(),
        amount_total: v.number(),
        /** Whether the order can be paid as it is (the pay checks pass). */
        ready: v.boolean(),
      }),
      partner_data: v.object({
        is_public: v.boolean(),
        /** Number of pick-up stores (spec). */
        counter: int(),
        email: v.string(),
        phone: v.string(),
      }),
      /** 0 for a guest. */
      partner_id: int(),
      partner_name: v.string(),
      partner_country: v.nullable(refSchema),
      user: v.object({ id: int(), name: v.string(), is_public: v.boolean() }),
      billing_address: v.nullable(addressSchema),
      shipping_address: v.nullable(addressSchema),
      shippings: v.array(addressSchema),
      ship_len: int(),
      ship_count: int(),
      /** Countries of the address form. */
      country: v.array(refSchema),
      delivery_period_list: v.array(isoDateSchema),
      delivery_options_list: v.array(deliveryOptionSchema),
      /** The two delivery modes and whether each is possible now. */
      deliveries: v.array(
        v.object({ value: v.picklist(["delivery", "pick_store"]), name: v.string(), available: v.boolean() }),
      ),
      /** The order's carrier and its price; null when none. */
      carrier: v.nullable(v.object({ id: int(), name: v.string(), amount: v.number() })),
      is_pick: v.boolean(),
      store_names_list: v.array(pickupStoreSchema),
      deliverable: v.boolean(),
      /** Info for the visitor about home delivery; "" when fine. */
      message: v.string(),
      /** In the spec's order summary (§3.4), unused: Odoo 17 payments run no callback method (always ""). */
      callback_method: v.string(),
      /** The step's informational alerts (toasts). */
      alerts: v.array(alertSchema),
    }),
  },
  "/mealbox/state": {
    params: v.strictObject({
      /** Country id, or its ISO code. */
      country: v.union([positiveInt(), v.pipe(v.string(), v.minLength(2), v.maxLength(2))]),
    }),
    result: v.object({
      country: refSchema,
      /** [id, name, code] of each state. */
      state: v.array(v.tuple([int(), v.string(), v.string()])),
      /** The billing address's state name when in this country, else "". */
      state_name: v.string(),
      state_required: v.boolean(),
      zip_required: v.boolean(),
      ship_count: int(),
    }),
  },
  "/mealbox/checkout": {
    /** The address form. Every rule (required fields, e-mail, zip…) is checked on the server. */
    params: v.strictObject({
      /** First name and last name joined by a space. */
      name: v.string(),
      email: v.string(),
      phone: v.string(),
      street: v.string(),
      street2: v.optional(v.string()),
      zip: v.union([v.string(), int()]),
      city: v.string(),
      country_id: v.pipe(int(), v.minValue(0)),
      state_id: optionalId,
      /** With 'delivery' (default), `msg` says when the shipping address cannot be delivered. */
      delivery_type: v.optional(deliveryModeSchema),
      /** 'billing': the customer's own address; otherwise a shipping address. */
      delivery_bill: v.optional(v.picklist(["billing", "shipping"])),
      /** Billing form: also ship to this address. */
      is_ship: flag,
      /** The address being edited (res.partner id). */
      partner: optionalId,
      /** Shipping form: 1 edits `partner`, 0 adds a new address. */
      edit_address: flag,
      company_name: v.optional(v.string()),
      vat_number: v.optional(v.string()),
      title: v.optional(v.picklist(["Miss", "Mister", ""])),
      /** "YYYY-MM-DD" or "". */
      birthdate: v.optional(v.string()),
      order_id: orderId,
    }),
    result: v.object({
      /** 'The delivery method is not available for your shipping address' (info), or "". */
      msg: v.string(),
      ...shippingStateShape,
      /** The saved address. */
      partner_id: int(),
      name: v.string(),
      country: v.nullable(refSchema),
    }),
  },
  "/mealbox/shiping/address": {
    params: v.strictObject({
      /** One of the customer's own addresses (an id of `shippings`). */
      ship_id: positiveInt(),
      /** Informational: the address's own zip code decides. */
      zip: zipParam,
      order_id: orderId,
    }),
    result: v.object({ ...shippingStateShape, msg: v.string(), zip: v.string() }),
  },
  "/pickup/list": {
    /**
     * Also makes the store the order's pick-up choice (when the visitor has a
     * cart) and, for a customer, puts the store's carrier on the order.
     */
    params: v.strictObject({ store_id: positiveInt(), order_id: orderId }),
    result: v.object({
      delivery_period_list: v.array(isoDateSchema),
      store: pickupStoreSchema,
      /** 'It seems that no dates are available…' when there is no date; else "". */
      message: v.string(),
      /** The order's carrier and amounts once the store's carrier is on it (a customer's cart only). */
      carrier_id: v.optional(int()),
      amount_delivery: v.optional(v.number()),
      amount_total: v.optional(v.number()),
    }),
  },
  "/mealbox/zip/validate": {
    params: v.strictObject({
      delivery_date: dateParam,
      /** Informational for a customer (the shipping address decides); used for a guest. */
      zip: zipParam,
      order_id: orderId,
      /** The total the page shows; `amount_changed` says when the server's differs. */
      final_amount: v.optional(v.number()),
      is_individual: flag,
    }),
    result: v.object({
      /** Spec: true when NOT deliverable. */
      zip: v.boolean(),
      deliverable: v.boolean(),
      message: v.string(),
      /** Whether delivery_date is one of the zone's offered dates. */
      date_available: v.boolean(),
      amount_total: v.number(),
      amount_changed: v.boolean(),
    }),
  },
  "/delivery/option/details": {
    params: v.strictObject({
      /** A carrier id of delivery_options_list (or a store's); 0 keeps the carrier and saves the remark only. */
      delivery_options: optionalId,
      /** Absent: the order's remark stays as it is. */
      remark: v.optional(v.pipe(v.string(), v.maxLength(1000))),
      order_id: orderId,
      /** The "I order as an individual" tick, saved as ticked (ours; absent: unchanged). */
      is_individual: flag,
    }),
    result: v.object({
      remark: v.string(),
      delivery_type: v.picklist(["delivery", "pick_store", ""]),
      ...amountsShape,
    }),
  },
  "/add/details": {
    /**
     * Pay, in one round trip: saves `remark`, checks the box (what
     * /mealbox/meal/validate answers), the zone (/mealbox/zip/validate) and
     * the total the page shows, then prepares the order for payment. Any
     * other failed pay check is refused with its message (date, store,
     * phone…: spec §5.3, §8.3).
     */
    params: v.strictObject({
      delivery_date: dateParam,
      order_id: orderId,
      /** A mode, or a store's carrier id (spec). 'pick_store' uses `store_id`, else the store chosen by /pickup/list. */
      delivery_type: v.union([deliveryModeSchema, positiveInt()]),
      /** Optional: a payment provider id, checked against those Odoo offers for this order; 0: chosen on /shop/payment. */
      acquirer_id: optionalId,
      is_individual: flag,
      store_id: optionalId,
      /** Saved before the checks, whatever they answer (the spec saves it with /mealbox/meal/validate). */
      remark: v.optional(v.pipe(v.string(), v.maxLength(1000))),
      /** The meals the page was built for: another count is a box to compose again. */
      meal: v.optional(v.pipe(int(), v.minValue(0))),
      /** The total the page shows: another total is answered, not paid. */
      final_amount: v.optional(v.number()),
    }),
    result: v.union([
      v.object({
        order_id: int(),
        ready: v.literal(true),
        delivery_type: v.picklist(["delivery", "pick_store"]),
        delivery_date: isoDateSchema,
        /** 0 for home delivery. */
        store_id: int(),
        acquirer_id: int(),
        /** Where to pay: Odoo's payment page. */
        payment_url: v.string(),
        ...amountsShape,
      }),
      v.object({
        order_id: int(),
        ready: v.literal(false),
        /**
         * box: no longer complete (back to compose, spec §4.3); not_deliverable:
         * the shipping address is outside every zone; amount_changed: the total
         * is not `final_amount` (the amounts below are the order's now).
         */
        reason: v.picklist(["box", "not_deliverable", "amount_changed"]),
        /** Says why, in the visitor's language. */
        message: v.string(),
        payment_url: v.literal(""),
        ...amountsShape,
      }),
    ]),
  },
  "/check/promo": {
    params: v.strictObject({ promo: v.pipe(v.string(), v.maxLength(64)), order_id: orderId }),
    result: v.object({
      valid: v.boolean(),
      code: v.string(),
      /** Odoo's message: why not valid, or that it is applied. */
      message: v.string(),
      /** The reward's description, e.g. "10% on your order"; "" when none. */
      reward_product: v.string(),
      /** The discount it gives now, positive. */
      reward_amount: v.number(),
      amount_total: v.number(),
    }),
  },
  "/getmatches": {
    params: v.strictObject({
      /** The term typed (1–100 characters), or the spec's "{context}/{term}". The server picks the provider. */
      url: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
      /** A provider context from an earlier suggestion; default "bel". */
      context: v.optional(v.pipe(v.string(), v.maxLength(200))),
    }),
    result: v.array(
      v.object({
        label: v.string(),
        /** [start, end) character ranges of `label` matching the term. */
        highlights: v.array(v.tuple([int(), int()])),
        /** 'Address' means a full address. */
        precision: v.string(),
        description: v.string(),
        /** E.g. 'unvalidated-housenumber'. */
        tags: v.array(v.string()),
        /** What to put in the field when chosen. */
        value: v.string(),
        /** The context for the next lookup. */
        context: v.string(),
        /** The address parts, when known (Odoo's own suggestions). */
        address: v.nullable(
          v.object({
            street: v.string(),
            street2: v.string(),
            zip: v.string(),
            city: v.string(),
            country_code: v.string(),
          }),
        ),
      }),
    ),
  },
} as const;
