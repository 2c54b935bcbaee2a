// Routes of the payment widgets (spec §2.8, §3.5, §4.4, §7.4): Odoo 17's own
// payment routes, plus website_sale_payment_widget's card tokenisation, linked
// records and order payment status.
import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";

const id = positiveInt();
const optionalId = v.optional(v.nullable(id));

/** Odoo's "processing values" of a new transaction (payment.transaction._get_processing_values). */
const processingValuesSchema = v.object({
  provider_id: int(),
  provider_code: v.string(),
  reference: v.string(),
  amount: v.number(),
  currency_id: int(),
  partner_id: int(),
  /** Redirect flow: the provider's form to post, rendered by the server. */
  redirect_form_html: v.optional(v.string()),
});

const transactionShape = {
  /** The provider of the option (for a token: the token's). */
  provider_id: id,
  /** Both keys are required by Odoo's _create_transaction; null when not applicable. */
  payment_method_id: v.nullable(id),
  token_id: v.nullable(id),
  /** The amount the customer saw; null: the server's. A mismatch is refused ("The cart has been updated…"). */
  amount: v.optional(v.nullable(v.number())),
  flow: v.picklist(["redirect", "direct", "token"]),
  tokenization_requested: v.boolean(),
  landing_route: v.string(),
  is_validation: v.boolean(),
  access_token: v.string(),
};

/** Odoo's transaction states. */
export const transactionStateSchema = v.picklist([
  "draft",
  "pending",
  "authorized",
  "done",
  "cancel",
  "error",
]);

export const paymentRoutes = {
  "/payment/weekbox/token/create": {
    /**
     * The add-token form's inputs (spec §3.5). The card goes to the server
     * once, over this call, and is neither stored nor logged: the saved token
     * keeps the brand and the last 4 digits.
     */
    params: v.strictObject({
      provider_id: id,
      payment_method_id: optionalId,
      cc_number: v.pipe(v.string(), v.maxLength(40)),
      cc_cvc: v.pipe(v.string(), v.maxLength(8)),
      cc_expiry: v.pipe(v.string(), v.maxLength(16)),
      /** Ignored by the server, which detects the brand itself. */
      cc_brand: v.optional(v.string()),
      /** Paying an order: its id and access token (guests). */
      order_id: optionalId,
      access_token: v.optional(v.string()),
      partner_id: v.optional(int()),
      /** True when adding a method: the provider checks the card can be charged. */
      verify_validity: v.boolean(),
      /** Where a 3-D Secure check comes back to. */
      return_url: v.optional(v.string()),
      /** Where the payment leads once made (paying only; a path of this site). */
      landing_route: v.optional(v.string()),
      /**
       * Paying: whether the customer ticked "Save my card". If not, the card
       * pays this order only and is never offered again; a card whose payment
       * is declined is never saved. Adding a card (verify_validity) saves it.
       */
      save_card: v.optional(v.boolean()),
      /**
       * Paying: the customer ticked "I agree to the terms and conditions".
       * Refused, before the card goes anywhere, for an order whose website
       * asks for it (the payment form's termsUrl) without it.
       */
      terms_accepted: v.optional(v.boolean()),
    }),
    result: v.object({
      /** False when the card is refused (see `error`). */
      result: v.boolean(),
      /** The new payment.token id. */
      id: v.union([int(), v.literal(false)]),
      /**
       * A page of this site where the customer authenticates the card
       * (3-D Secure); the widget navigates there (top level).
       */
      challenge_url: v.union([v.string(), v.literal(false)]),
      /** Why the card is refused (or too many cards were tried lately), for the customer. */
      error: v.union([v.string(), v.literal(false)]),
    }),
  },
  "/payment/weekbox/token/linked_records": {
    params: v.strictObject({ token_ids: v.pipe(v.array(id), v.minLength(1)) }),
    /** Token id → the records it is linked to (spec: get_linked_records). */
    result: v.record(
      v.string(),
      v.array(v.object({ url: v.string(), description: v.string(), name: v.string() })),
    ),
  },
  "/payment/archive_token": {
    /** Odoo 17 archives a token (the spec's unlink); it answers null. */
    params: v.strictObject({ token_id: id }),
    result: v.null(),
  },
  "/shop/payment/transaction": {
    /**
     * website_sale's /shop/payment/transaction/<order_id>, with the order id as a
     * param. Refused ("This order is already paid.") once the order's payments
     * cover it; the same option again hands out its transaction again.
     */
    params: v.strictObject({
      order_id: id,
      ...transactionShape,
      /**
       * The customer ticked "I agree to the terms and conditions". Required
       * (true) for a website order whose website asks for it (Odoo's "Accept
       * Terms & Conditions" option, the payment form's termsUrl): refused
       * without it, nothing created. A wallet's express checkout is exempt.
       */
      terms_accepted: v.optional(v.boolean()),
    }),
    result: processingValuesSchema,
  },
  "/payment/transaction": {
    /** A payment not tied to an order (payment links). */
    params: v.strictObject({
      ...transactionShape,
      currency_id: optionalId,
      partner_id: id,
      reference_prefix: v.optional(v.string()),
    }),
    result: processingValuesSchema,
  },
  "/payment/demo/simulate_payment": {
    /**
     * payment_demo's simulated answer of the provider, for a test payment of
     * its own method: the details typed and the outcome chosen. Refused
     * ("This payment is not available.") unless the reference is the
     * transaction this session created last, still waiting; an order already
     * paid is not paid again (website_sale_payment_widget_demo).
     */
    params: v.strictObject({
      reference: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
      payment_details: v.pipe(v.string(), v.maxLength(64)),
      simulated_state: v.picklist(["done", "pending", "cancel", "error"]),
    }),
    result: v.null(),
  },
  "/payment/status/poll": {
    /** The transaction this session made last; its post-processing (order confirmation) runs here. */
    params: v.strictObject({}),
    result: v.object({
      provider_code: v.string(),
      reference: v.string(),
      amount: v.number(),
      state: transactionStateSchema,
      state_message: v.fallback(v.string(), ""),
      /** The provider's message for the state (HTML); null or false when none. */
      display_message: v.fallback(v.string(), ""),
      landing_route: v.fallback(v.string(), ""),
    }),
  },
  "/shop/payment/get_status": {
    /** website_sale_payment_widget's /shop/payment/get_status/<order_id> (spec §7.2). */
    params: v.strictObject({ order_id: id, access_token: v.optional(v.string()) }),
    result: v.object({
      /** True while the payment may still change: ask again. */
      recall: v.boolean(),
      state: v.union([transactionStateSchema, v.literal("none")]),
      /** Plain text (line breaks kept): a pending transfer's is the provider's instructions. */
      message: v.string(),
      /** A pending wire transfer: the communication to give (the order reference); "" otherwise. */
      communication: v.fallback(v.string(), ""),
      reference: v.string(),
      providerName: v.string(),
      amount: v.number(),
      orderName: v.string(),
      orderState: v.string(),
    }),
  },
} as const;
