// Routes of the meal-box delivery step: addresses, stores, dates, delivery
// options, pay checks, promo code and address autocomplete (spec §2.7, §3.4, §7.3).
// The server enforces every rule (address form, pay checks: spec §5.3) and
// refuses with their messages (e.g. 'Please select delivery date', §8.3) as
// JSON-RPC errors; the spec's informational params (meal_no, person,
// final_amount, zip…) are type-checked there but never trusted.
import * as z from "zod/mini";
import { isoDateSchema } from "@/core/rpc/routes/mealbox-home-routes";
import { cartItemSchema, currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";

const orderId = z.optional(z.nullable(z.int().check(z.nonnegative())));
const optionalId = z.optional(z.nullable(z.int().check(z.nonnegative())));
const flag = z.optional(z.union([z.literal(0), z.literal(1), z.boolean()]));
/** Spec §9.3 delivery mode values: 'pickup' is an alias of 'pick_store'. */
const deliveryModeSchema = z.enum(["delivery", "pick_store", "pickup"]);
/** A chosen date, or the select's placeholder 0 ("none"). */
const dateParam = z.optional(z.union([isoDateSchema, z.literal(0), z.literal("0"), z.literal("")]));
const zipParam = z.optional(z.union([z.string().check(z.maxLength(16)), z.int()]));

const refSchema = z.object({ id: z.int(), name: z.string(), code: z.string() });

/** A customer address, structured (never HTML). */
export const addressSchema = z.object({
  /** res.partner id: what `partner` (edit) and `ship_id` take. */
  id: z.int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  street2: z.string(),
  zip: z.string(),
  city: z.string(),
  state: z.nullable(refSchema),
  country: z.nullable(refSchema),
  company_name: z.string(),
  vat: z.string(),
  /** 'Miss', 'Mister' or "" (prefer not to say). */
  title: z.string(),
  /** "YYYY-MM-DD" or "". */
  birthdate: z.string(),
  /** Odoo contact type: 'contact' (the customer), 'delivery', 'invoice', 'other'. */
  type: z.string(),
  parent_id: z.int(),
  /** Whether a delivery zone covers this address (home delivery possible). */
  deliverable: z.boolean(),
  /** One line of plain text, e.g. "Rue Neuve 1, 1000 Bruxelles, Belgium". */
  address: z.string(),
});

/** A home delivery option of the shipping address, priced for this order. */
export const deliveryOptionSchema = z.object({
  /** delivery.carrier id: what /delivery/option/details takes as delivery_options. */
  id: z.int(),
  name: z.string(),
  /** Price as the website shows prices (taxes included or not). */
  amount: z.number(),
  available: z.boolean(),
  message: z.string(),
});

/** A pick-up store (spec §3.4 Pick-up store). */
export const pickupStoreSchema = z.object({
  /** mealbox.pickup.store id: what /pickup/list and /add/details take as store_id. */
  id: z.int(),
  store_name: z.string(),
  street: z.string(),
  street2: z.string(),
  city: z.string(),
  /** State name, "" when none. */
  state: z.string(),
  zip: z.string(),
  /** Country name. */
  country: z.string(),
  country_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** One line of plain text. */
  address: z.string(),
  opening_hours: z.string(),
  /** The store's own carrier id: may be sent as /add/details delivery_type (spec). */
  delivery_type: z.int(),
  delivery_period_list: z.array(isoDateSchema),
});

const alertSchema = z.object({ id: z.int(), message: z.string(), tone: z.string() });

/** What the address block needs after an address change. */
const shippingStateShape = {
  /** Info for the visitor ('The delivery method is not available for your shipping address', or no dates); "" when fine. */
  message: z.string(),
  /** Whether the shipping address can be delivered at home. */
  deliverable: z.boolean(),
  billing: z.nullable(addressSchema),
  shipping_address: z.nullable(addressSchema),
  /** Every address the customer may ship to (the customer first). */
  shippings: z.array(addressSchema),
  /** Number of addresses in `shippings`. */
  ship_len: z.int(),
  /** Number of the customer's own delivery addresses (contacts of type 'delivery'). */
  ship_count: z.int(),
  delivery_options_list: z.array(deliveryOptionSchema),
  /** Home delivery dates of the shipping address's zone; [] outside the zones. */
  delivery_period_list: z.array(isoDateSchema),
};

const amountsShape = {
  /** The order's carrier (0: none). */
  carrier_id: z.int(),
  amount_delivery: z.number(),
  amount_total: z.number(),
};

export const mealboxDeliveryRoutes = {
  "/mealbox/address": {
    params: z.strictObject({
      meal_no: z.optional(z.int().check(z.nonnegative())),
      person: z.optional(z.int().check(z.nonnegative())),
      order_id: orderId,
      /** 'pickup'/'pick_store' shows the pick-up side (is_pick). */
      delivery_type: z.optional(deliveryModeSchema),
    }),
    /** The order summary of the delivery step (spec §3.4). A guest gets empty partner data. */
    result: z.object({
      /** The box's dishes. */
      order_line_menu_list: z.array(cartItemSchema),
      order_line_extra_list: z.array(cartItemSchema),
      /** Currency symbol. */
      currency: z.string(),
      /** ISO code, e.g. "EUR". */
      currency_name: z.string(),
      currency_info: currencyInfoSchema,
      /** Box, dishes and extras before discounts and delivery. */
      price: z.number(),
      /** Order-wide discounts (e.g. WEEKBOX10), positive. */
      global_discount: z.number(),
      /** Other promo/coupon discounts, positive. */
      coupon_discount: z.number(),
      amount_delivery: z.number(),
      total: z.number(),
      is_coupon_applied: z.boolean(),
      /** The applied promo code(s), comma separated; "" when none. */
      code: z.string(),
      order_details: z.object({
        order_id: z.int(),
        /** The order reference, e.g. "S00042". */
        name: z.string(),
        meal_no: z.int(),
        person: z.int(),
        count_line: z.int(),
        /** "" until the delivery is prepared. */
        delivery_type: z.enum(["delivery", "pick_store", ""]),
        delivery_date: z.union([isoDateSchema, z.literal("")]),
        store_id: z.int(),
        remark: z.string(),
        is_individual: z.boolean(),
        carrier_id: z.int(),
        amount_untaxed: z.number(),
        amount_tax: z.number(),
        amount_delivery: z.number(),
        amount_total: z.number(),
        /** Whether the order can be paid as it is (the pay checks pass). */
        ready: z.boolean(),
      }),
      partner_data: z.object({
        is_public: z.boolean(),
        /** Number of pick-up stores (spec). */
        counter: z.int(),
        email: z.string(),
        phone: z.string(),
      }),
      /** 0 for a guest. */
      partner_id: z.int(),
      partner_name: z.string(),
      partner_country: z.nullable(refSchema),
      user: z.object({ id: z.int(), name: z.string(), is_public: z.boolean() }),
      billing_address: z.nullable(addressSchema),
      shipping_address: z.nullable(addressSchema),
      shippings: z.array(addressSchema),
      ship_len: z.int(),
      ship_count: z.int(),
      /** Countries of the address form. */
      country: z.array(refSchema),
      delivery_period_list: z.array(isoDateSchema),
      delivery_options_list: z.array(deliveryOptionSchema),
      /** The two delivery modes and whether each is possible now. */
      deliveries: z.array(
        z.object({ value: z.enum(["delivery", "pick_store"]), name: z.string(), available: z.boolean() }),
      ),
      /** The order's carrier and its price; null when none. */
      carrier: z.nullable(z.object({ id: z.int(), name: z.string(), amount: z.number() })),
      is_pick: z.boolean(),
      store_names_list: z.array(pickupStoreSchema),
      deliverable: z.boolean(),
      /** Info for the visitor about home delivery; "" when fine. */
      message: z.string(),
      /** In the spec's order summary (§3.4), unused: Odoo 17 payments run no callback method (always ""). */
      callback_method: z.string(),
      /** The step's informational alerts (toasts). */
      alerts: z.array(alertSchema),
    }),
  },
  "/mealbox/state": {
    params: z.strictObject({
      /** Country id, or its ISO code. */
      country: z.union([z.int().check(z.positive()), z.string().check(z.length(2))]),
    }),
    result: z.object({
      country: refSchema,
      /** [id, name, code] of each state. */
      state: z.array(z.tuple([z.int(), z.string(), z.string()])),
      /** The billing address's state name when in this country, else "". */
      state_name: z.string(),
      state_required: z.boolean(),
      zip_required: z.boolean(),
      ship_count: z.int(),
    }),
  },
  "/mealbox/checkout": {
    /** The address form. Every rule (required fields, e-mail, zip…) is checked on the server. */
    params: z.strictObject({
      /** First name and last name joined by a space. */
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      street: z.string(),
      street2: z.optional(z.string()),
      zip: z.union([z.string(), z.int()]),
      city: z.string(),
      country_id: z.int().check(z.nonnegative()),
      state_id: optionalId,
      /** With 'delivery' (default), `msg` says when the shipping address cannot be delivered. */
      delivery_type: z.optional(deliveryModeSchema),
      /** 'billing': the customer's own address; otherwise a shipping address. */
      delivery_bill: z.optional(z.enum(["billing", "shipping"])),
      /** Billing form: also ship to this address. */
      is_ship: flag,
      /** The address being edited (res.partner id). */
      partner: optionalId,
      /** Shipping form: 1 edits `partner`, 0 adds a new address. */
      edit_address: flag,
      company_name: z.optional(z.string()),
      vat_number: z.optional(z.string()),
      title: z.optional(z.enum(["Miss", "Mister", ""])),
      /** "YYYY-MM-DD" or "". */
      birthdate: z.optional(z.string()),
      order_id: orderId,
    }),
    result: z.object({
      /** 'The delivery method is not available for your shipping address' (info), or "". */
      msg: z.string(),
      ...shippingStateShape,
      /** The saved address. */
      partner_id: z.int(),
      name: z.string(),
      country: z.nullable(refSchema),
    }),
  },
  "/mealbox/shiping/address": {
    params: z.strictObject({
      /** One of the customer's own addresses (an id of `shippings`). */
      ship_id: z.int().check(z.positive()),
      /** Informational: the address's own zip code decides. */
      zip: zipParam,
      order_id: orderId,
    }),
    result: z.object({ ...shippingStateShape, msg: z.string(), zip: z.string() }),
  },
  "/pickup/list": {
    /**
     * Also makes the store the order's pick-up choice (when the visitor has a
     * cart) and, for a customer, puts the store's carrier on the order.
     */
    params: z.strictObject({ store_id: z.int().check(z.positive()), order_id: orderId }),
    result: z.object({
      delivery_period_list: z.array(isoDateSchema),
      store: pickupStoreSchema,
      /** 'It seems that no dates are available…' when there is no date; else "". */
      message: z.string(),
      /** The order's carrier and amounts once the store's carrier is on it (a customer's cart only). */
      carrier_id: z.optional(z.int()),
      amount_delivery: z.optional(z.number()),
      amount_total: z.optional(z.number()),
    }),
  },
  "/mealbox/zip/validate": {
    params: z.strictObject({
      delivery_date: dateParam,
      /** Informational for a customer (the shipping address decides); used for a guest. */
      zip: zipParam,
      order_id: orderId,
      /** The total the page shows; `amount_changed` says when the server's differs. */
      final_amount: z.optional(z.number()),
      is_individual: flag,
    }),
    result: z.object({
      /** Spec: true when NOT deliverable. */
      zip: z.boolean(),
      deliverable: z.boolean(),
      message: z.string(),
      /** Whether delivery_date is one of the zone's offered dates. */
      date_available: z.boolean(),
      amount_total: z.number(),
      amount_changed: z.boolean(),
    }),
  },
  "/delivery/option/details": {
    params: z.strictObject({
      /** A carrier id of delivery_options_list (or a store's); 0 keeps the carrier and saves the remark only. */
      delivery_options: optionalId,
      /** Absent: the order's remark stays as it is. */
      remark: z.optional(z.string().check(z.maxLength(1000))),
      order_id: orderId,
      /** The "I order as an individual" tick, saved as ticked (ours; absent: unchanged). */
      is_individual: flag,
    }),
    result: z.object({
      remark: z.string(),
      delivery_type: z.enum(["delivery", "pick_store", ""]),
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
    params: z.strictObject({
      delivery_date: dateParam,
      order_id: orderId,
      /** A mode, or a store's carrier id (spec). 'pick_store' uses `store_id`, else the store chosen by /pickup/list. */
      delivery_type: z.union([deliveryModeSchema, z.int().check(z.positive())]),
      /** Optional: a payment provider id, checked against those Odoo offers for this order; 0: chosen on /shop/payment. */
      acquirer_id: optionalId,
      is_individual: flag,
      store_id: optionalId,
      /** Saved before the checks, whatever they answer (the spec saves it with /mealbox/meal/validate). */
      remark: z.optional(z.string().check(z.maxLength(1000))),
      /** The meals the page was built for: another count is a box to compose again. */
      meal: z.optional(z.int().check(z.nonnegative())),
      /** The total the page shows: another total is answered, not paid. */
      final_amount: z.optional(z.number()),
    }),
    result: z.discriminatedUnion("ready", [
      z.object({
        order_id: z.int(),
        ready: z.literal(true),
        delivery_type: z.enum(["delivery", "pick_store"]),
        delivery_date: isoDateSchema,
        /** 0 for home delivery. */
        store_id: z.int(),
        acquirer_id: z.int(),
        /** Where to pay: Odoo's payment page. */
        payment_url: z.string(),
        ...amountsShape,
      }),
      z.object({
        order_id: z.int(),
        ready: z.literal(false),
        /**
         * box: no longer complete (back to compose, spec §4.3); not_deliverable:
         * the shipping address is outside every zone; amount_changed: the total
         * is not `final_amount` (the amounts below are the order's now).
         */
        reason: z.enum(["box", "not_deliverable", "amount_changed"]),
        /** Says why, in the visitor's language. */
        message: z.string(),
        payment_url: z.literal(""),
        ...amountsShape,
      }),
    ]),
  },
  "/check/promo": {
    params: z.strictObject({ promo: z.string().check(z.maxLength(64)), order_id: orderId }),
    result: z.object({
      valid: z.boolean(),
      code: z.string(),
      /** Odoo's message: why not valid, or that it is applied. */
      message: z.string(),
      /** The reward's description, e.g. "10% on your order"; "" when none. */
      reward_product: z.string(),
      /** The discount it gives now, positive. */
      reward_amount: z.number(),
      amount_total: z.number(),
    }),
  },
  "/getmatches": {
    params: z.strictObject({
      /** The term typed (1–100 characters), or the spec's "{context}/{term}". The server picks the provider. */
      url: z.string().check(z.minLength(1), z.maxLength(300)),
      /** A provider context from an earlier suggestion; default "bel". */
      context: z.optional(z.string().check(z.maxLength(200))),
    }),
    result: z.array(
      z.object({
        label: z.string(),
        /** [start, end) character ranges of `label` matching the term. */
        highlights: z.array(z.tuple([z.int(), z.int()])),
        /** 'Address' means a full address. */
        precision: z.string(),
        description: z.string(),
        /** E.g. 'unvalidated-housenumber'. */
        tags: z.array(z.string()),
        /** What to put in the field when chosen. */
        value: z.string(),
        /** The context for the next lookup. */
        context: z.string(),
        /** The address parts, when known (Odoo's own suggestions). */
        address: z.nullable(
          z.object({
            street: z.string(),
            street2: z.string(),
            zip: z.string(),
            city: z.string(),
            country_code: z.string(),
          }),
        ),
      }),
    ),
  },
} as const;
