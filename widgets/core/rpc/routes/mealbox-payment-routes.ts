// Route of the meal-box delivery step's payment details (spec §3.4, §7.3):
// what Odoo 17's /shop/payment offers for the visitor's box order (providers,
// payment methods, saved tokens) as plain data, and the payment URLs.
// Odoo 17 calls acquirers "providers"; the spec's acquirer names are kept.
import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";

const count = v.pipe(int(), v.minValue(0));
/** A site path or image URL, never HTML. */
const url = v.string();

/** A payment provider (Odoo 17 payment.provider) Odoo offers for this order. */
export const paymentProviderRowSchema = v.object({
  id: int(),
  name: v.string(),
  /** e.g. "demo", "custom", "stripe". */
  code: v.string(),
  /** "enabled" or "test". */
  state: v.string(),
  image_url: url,
  /** Saves a card server to server (the form's new-card option). */
  s2s: v.boolean(),
  /** Redirect/form payment (a form posted to the provider). */
  form: v.boolean(),
  /** Its compatible payment methods, as payment.method ids. */
  payment_method_ids: v.array(int()),
});

/** A payment method (payment.method) compatible with the order. */
export const paymentMethodRowSchema = v.object({
  id: int(),
  name: v.string(),
  code: v.string(),
  image_url: url,
  /** The compatible providers offering it. */
  provider_ids: v.array(int()),
  support_tokenization: v.boolean(),
});

/** A saved payment token of the logged-in customer (none for a guest). */
export const savedPaymentTokenSchema = v.object({
  id: int(),
  /** e.g. "•••• 4242". */
  name: v.string(),
  provider_id: int(),
  payment_method_id: int(),
  payment_method_code: v.string(),
});

export const mealboxPaymentRoutes = {
  "/payment_details": {
    params: v.strictObject({
      order_id: v.optional(v.nullable(v.pipe(int(), v.minValue(0)))),
      /** A delivery mode, or a store's carrier id (informational). */
      delivery_type: v.optional(v.union([v.picklist(["delivery", "pick_store", "pickup"]), positiveInt()])),
      meal_no: v.optional(v.pipe(int(), v.minValue(0))),
      person: v.optional(v.pipe(int(), v.minValue(0))),
    }),
    /** Payment details (spec §3.4). */
    result: v.object({
      /** The pre-selected provider: the first s2s, else form, else any; 0 when none. */
      acquirer_id: int(),
      s2s_acquirers: v.array(paymentProviderRowSchema),
      form_acquirers: v.array(paymentProviderRowSchema),
      /** The payment methods of the form providers. */
      pay_form_acquirers: v.array(paymentMethodRowSchema),
      pms: v.array(savedPaymentTokenSchema),
      return_url: url,
      pay_return_url: url,
      acq_list: v.array(paymentProviderRowSchema),
      pay_acq_list: v.array(paymentMethodRowSchema),
      /** Provider logos, as image URLs. */
      payment_icon: v.array(url),
      /** Payment method logos, as image URLs. */
      pay_payment_icon: v.array(url),
      error_url: url,
      success_url: url,
      /** The order's portal access token: what the transaction route takes. */
      access_token: v.string(),
      /** The order's customer (the public partner for a guest). */
      partner_id: int(),
      callback_method: v.string(),
      form_acquirers_count: count,
      s2s_acquirers_count: count,
      /** "/shop/payment/transaction/<order id>". */
      tx_url: url,
      /** The order's name, e.g. "S00042". */
      description: v.string(),
      /** The order id. */
      id: int(),
      metadata: v.object({ order_nr: v.string() }),
      paymentUrl: url,
      /** "" (Odoo's providers have their own webhooks). */
      webhookUrl: v.string(),
      redirectUrl: url,
      cancelUrl: url,
    }),
  },
};
