// Routes of the payment widgets (spec §2.8, §3.5, §4.4, §7.4): Odoo 17's own
// payment routes, plus website_sale_payment_widget's card tokenisation, linked
// records and order payment status.
import * as z from "zod/mini";

const id = z.int().check(z.positive());
const optionalId = z.optional(z.nullable(id));

/** Odoo's "processing values" of a new transaction (payment.transaction._get_processing_values). */
const processingValuesSchema = z.object({
  provider_id: z.int(),
  provider_code: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency_id: z.int(),
  partner_id: z.int(),
  /** Redirect flow: the provider's form to post, rendered by the server. */
  redirect_form_html: z.optional(z.string()),
});

const transactionShape = {
  /** The provider of the option (for a token: the token's). */
  provider_id: id,
  /** Both keys are required by Odoo's _create_transaction; null when not applicable. */
  payment_method_id: z.nullable(id),
  token_id: z.nullable(id),
  /** The amount the customer saw; null: the server's. A mismatch is refused ("The cart has been updated…"). */
  amount: z.optional(z.nullable(z.number())),
  flow: z.enum(["redirect", "direct", "token"]),
  tokenization_requested: z.boolean(),
  landing_route: z.string(),
  is_validation: z.boolean(),
  access_token: z.string(),
};

/** Odoo's transaction states. */
export const transactionStateSchema = z.enum(["draft", "pending", "authorized", "done", "cancel", "error"]);

export const paymentRoutes = {
  "/payment/weekbox/token/create": {
    /**
     * The add-token form's inputs (spec §3.5). The card goes to the server
     * once, over this call, and is neither stored nor logged: the saved token
     * keeps the brand and the last 4 digits.
     */
    params: z.strictObject({
      provider_id: id,
      payment_method_id: optionalId,
      cc_number: z.string().check(z.maxLength(40)),
      cc_cvc: z.string().check(z.maxLength(8)),
      cc_expiry: z.string().check(z.maxLength(16)),
      /** Ignored by the server, which detects the brand itself. */
      cc_brand: z.optional(z.string()),
      /** Paying an order: its id and access token (guests). */
      order_id: optionalId,
      access_token: z.optional(z.string()),
      partner_id: z.optional(z.int()),
      /** True when adding a method: the provider checks the card can be charged. */
      verify_validity: z.boolean(),
      /** Where a 3-D Secure check comes back to. */
      return_url: z.optional(z.string()),
      /** Where the payment leads once made (paying only; a path of this site). */
      landing_route: z.optional(z.string()),
      /**
       * Paying: whether the customer ticked "Save my card". If not, the card
       * pays this order only and is never offered again; a card whose payment
       * is declined is never saved. Adding a card (verify_validity) saves it.
       */
      save_card: z.optional(z.boolean()),
      /**
       * Paying: the customer ticked "I agree to the terms and conditions".
       * Refused, before the card goes anywhere, for an order whose website
       * asks for it (the payment form's termsUrl) without it.
       */
      terms_accepted: z.optional(z.boolean()),
    }),
    result: z.object({
      /** False when the card is refused (see `error`). */
      result: z.boolean(),
      /** The new payment.token id. */
      id: z.union([z.int(), z.literal(false)]),
      /**
       * A page of this site where the customer authenticates the card
       * (3-D Secure); the widget navigates there (top level).
       */
      challenge_url: z.union([z.string(), z.literal(false)]),
      /** Why the card is refused (or too many cards were tried lately), for the customer. */
      error: z.union([z.string(), z.literal(false)]),
    }),
  },
  "/payment/weekbox/token/linked_records": {
    params: z.strictObject({ token_ids: z.array(id).check(z.minLength(1)) }),
    /** Token id → the records it is linked to (spec: get_linked_records). */
    result: z.record(
      z.string(),
      z.array(z.object({ url: z.string(), description: z.string(), name: z.string() })),
    ),
  },
  "/payment/archive_token": {
    /** Odoo 17 archives a token (the spec's unlink); it answers null. */
    params: z.strictObject({ token_id: id }),
    result: z.null(),
  },
  "/shop/payment/transaction": {
    /**
     * website_sale's /shop/payment/transaction/<order_id>, with the order id as a
     * param. Refused ("This order is already paid.") once the order's payments
     * cover it; the same option again hands out its transaction again.
     */
    params: z.strictObject({
      order_id: id,
      ...transactionShape,
      /**
       * The customer ticked "I agree to the terms and conditions". Required
       * (true) for a website order whose website asks for it (Odoo's "Accept
       * Terms & Conditions" option, the payment form's termsUrl): refused
       * without it, nothing created. A wallet's express checkout is exempt.
       */
      terms_accepted: z.optional(z.boolean()),
    }),
    result: processingValuesSchema,
  },
  "/payment/transaction": {
    /** A payment not tied to an order (payment links). */
    params: z.strictObject({
      ...transactionShape,
      currency_id: optionalId,
      partner_id: id,
      reference_prefix: z.optional(z.string()),
    }),
    result: processingValuesSchema,
  },
  "/payment/status/poll": {
    /** The transaction this session made last; its post-processing (order confirmation) runs here. */
    params: z.strictObject({}),
    result: z.object({
      provider_code: z.string(),
      reference: z.string(),
      amount: z.number(),
      state: transactionStateSchema,
      state_message: z.catch(z.string(), ""),
      /** The provider's message for the state (HTML); null or false when none. */
      display_message: z.catch(z.string(), ""),
      landing_route: z.catch(z.string(), ""),
    }),
  },
  "/shop/payment/get_status": {
    /** website_sale_payment_widget's /shop/payment/get_status/<order_id> (spec §7.2). */
    params: z.strictObject({ order_id: id, access_token: z.optional(z.string()) }),
    result: z.object({
      /** True while the payment may still change: ask again. */
      recall: z.boolean(),
      state: z.union([transactionStateSchema, z.literal("none")]),
      /** Plain text (line breaks kept): a pending transfer's is the provider's instructions. */
      message: z.string(),
      /** A pending wire transfer: the communication to give (the order reference); "" otherwise. */
      communication: z.catch(z.string(), ""),
      reference: z.string(),
      providerName: z.string(),
      amount: z.number(),
      orderName: z.string(),
      orderState: z.string(),
    }),
  },
} as const;
