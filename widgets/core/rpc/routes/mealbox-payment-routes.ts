// Route of the meal-box delivery step's payment details (spec §3.4, §7.3):
// what Odoo 17's /shop/payment offers for the visitor's box order (providers,
// payment methods, saved tokens) as plain data, and the payment URLs.
// Odoo 17 calls acquirers "providers"; the spec's acquirer names are kept.
import * as z from "zod/mini";

const count = z.int().check(z.nonnegative());
/** A site path or image URL, never HTML. */
const url = z.string();

/** A payment provider (Odoo 17 payment.provider) Odoo offers for this order. */
export const paymentProviderRowSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** e.g. "demo", "custom", "stripe". */
  code: z.string(),
  /** "enabled" or "test". */
  state: z.string(),
  image_url: url,
  /** Saves a card server to server (the form's new-card option). */
  s2s: z.boolean(),
  /** Redirect/form payment (a form posted to the provider). */
  form: z.boolean(),
  /** Its compatible payment methods, as payment.method ids. */
  payment_method_ids: z.array(z.int()),
});

/** A payment method (payment.method) compatible with the order. */
export const paymentMethodRowSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.string(),
  image_url: url,
  /** The compatible providers offering it. */
  provider_ids: z.array(z.int()),
  support_tokenization: z.boolean(),
});

/** A saved payment token of the logged-in customer (none for a guest). */
export const savedPaymentTokenSchema = z.object({
  id: z.int(),
  /** e.g. "•••• 4242". */
  name: z.string(),
  provider_id: z.int(),
  payment_method_id: z.int(),
  payment_method_code: z.string(),
});

export const mealboxPaymentRoutes = {
  "/payment_details": {
    params: z.strictObject({
      order_id: z.optional(z.nullable(z.int().check(z.nonnegative()))),
      /** A delivery mode, or a store's carrier id (informational). */
      delivery_type: z.optional(
        z.union([z.enum(["delivery", "pick_store", "pickup"]), z.int().check(z.positive())]),
      ),
      meal_no: z.optional(z.int().check(z.nonnegative())),
      person: z.optional(z.int().check(z.nonnegative())),
    }),
    /** Payment details (spec §3.4). */
    result: z.object({
      /** The pre-selected provider: the first s2s, else form, else any; 0 when none. */
      acquirer_id: z.int(),
      s2s_acquirers: z.array(paymentProviderRowSchema),
      form_acquirers: z.array(paymentProviderRowSchema),
      /** The payment methods of the form providers. */
      pay_form_acquirers: z.array(paymentMethodRowSchema),
      pms: z.array(savedPaymentTokenSchema),
      return_url: url,
      pay_return_url: url,
      acq_list: z.array(paymentProviderRowSchema),
      pay_acq_list: z.array(paymentMethodRowSchema),
      /** Provider logos, as image URLs. */
      payment_icon: z.array(url),
      /** Payment method logos, as image URLs. */
      pay_payment_icon: z.array(url),
      error_url: url,
      success_url: url,
      /** The order's portal access token: what the transaction route takes. */
      access_token: z.string(),
      /** The order's customer (the public partner for a guest). */
      partner_id: z.int(),
      callback_method: z.string(),
      form_acquirers_count: count,
      s2s_acquirers_count: count,
      /** "/shop/payment/transaction/<order id>". */
      tx_url: url,
      /** The order's name, e.g. "S00042". */
      description: z.string(),
      /** The order id. */
      id: z.int(),
      metadata: z.object({ order_nr: z.string() }),
      paymentUrl: url,
      /** "" (Odoo's providers have their own webhooks). */
      webhookUrl: z.string(),
      redirectUrl: url,
      cancelUrl: url,
    }),
  },
};
