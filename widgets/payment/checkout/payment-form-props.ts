import * as v from "valibot";
import { int } from "@/core/rpc/routes/int-schema";
import { currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";

const brandSchema = v.object({
  id: int(),
  /** payment.method code, e.g. "visa". */
  code: v.string(),
  name: v.string(),
  imageUrl: v.string(),
});

/** One radio of the form (spec §2.8): a provider/payment method pair, or a saved token. */
export const paymentOptionSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  /**
   * new_card: card entered here and tokenised server to server (s2s flag;
   * test providers only);
   * redirect: a form posted to the provider (form-payment flag);
   * inline: the provider's own form and JavaScript (Odoo's inline form),
   * hosted in the widget under this row; the widget never reads or sends its fields;
   * token: a saved payment method (neither flag);
   * simulated: a test provider's simulated payment (the demo provider's own
   * method): test details and the outcome chosen here, then the provider
   * simulates it.
   */
  kind: v.picklist(["new_card", "redirect", "inline", "token", "simulated"]),
  /** The acquirer id. */
  providerId: int(),
  /** The provider code, e.g. "demo", "custom". */
  providerCode: v.string(),
  providerName: v.string(),
  isTest: v.boolean(),
  /** The provider's help text (plain text), shown under a redirect or inline option. */
  helpMessage: v.string(),
  paymentMethodId: int(),
  paymentMethodCode: v.string(),
  tokenId: v.nullable(int()),
  label: v.string(),
  /** A token's "•••• 4242". */
  details: v.string(),
  /** Brand logos; the first 4 show, a "more" button reveals the rest. */
  brands: v.array(brandSchema),
  canDelete: v.boolean(),
});

/** `data-props` of the payment form (checkout and "manage payment methods"). */
export const paymentFormProps = v.object({
  /** "payment": Pay; "manage": Add payment method, delete. */
  mode: v.picklist(["payment", "manage"]),
  partnerId: int(),
  /** The order's access token (order payments), or Odoo's partner access token. */
  accessToken: v.string(),
  orderId: v.optional(int()),
  /** What is left to pay at page render; the checkout's widgets may change the total since (sale/checkout-store). */
  amount: v.optional(v.number()),
  currencyId: v.optional(int()),
  /** How to show the amount on Pay ("Pay 18.17 €"); without it Pay shows no amount. */
  currency: v.optional(currencyInfoSchema),
  /**
   * The terms and conditions page (e.g. "/terms") when the order's website
   * asks the customer to accept them before paying (Odoo's "Accept Terms &
   * Conditions" option): Pay waits for the checkbox (spec §5.2). Null or
   * absent: no checkbox (the option is off, or the payment methods page).
   */
  termsUrl: v.optional(v.nullable(v.string())),
  referencePrefix: v.optional(v.string()),
  /** The prepare-transaction route; without it nothing can be paid ("Cannot set-up the payment"). */
  transactionRoute: v.optional(v.string()),
  /** The create route of the add-token form (its data_set). */
  createTokenRoute: v.optional(v.string()),
  /** Where the customer lands once the payment is made (Odoo's landing route). */
  successUrl: v.optional(v.string()),
  /** One of the page's options in the spec (§2.8), unused: Odoo 17 providers come back through /payment/status. */
  errorUrl: v.optional(v.string()),
  /** After adding a card, or a 3-D Secure check: this page (default: reload). */
  returnUrl: v.optional(v.string()),
  /** One of the page's options in the spec (§2.8), unused: Odoo 17 transactions run no callback method. */
  callbackMethod: v.optional(v.string()),
  options: v.array(paymentOptionSchema),
  /**
   * The id of a server-rendered element beside the widget's mount point,
   * hidden, holding Odoo's own payment form (`#o_payment_form`) for every
   * inline option. Absent when there is none.
   */
  inlineHostId: v.optional(v.string()),
  selectedOptionId: v.optional(v.nullable(v.string())),
});

export type PaymentFormProps = v.InferOutput<typeof paymentFormProps>;
export type PaymentOption = v.InferOutput<typeof paymentOptionSchema>;
export type PaymentBrand = v.InferOutput<typeof brandSchema>;
