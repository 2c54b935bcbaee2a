import * as z from "zod/mini";
import { currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";

const brandSchema = z.object({
  id: z.int(),
  /** payment.method code, e.g. "visa". */
  code: z.string(),
  name: z.string(),
  imageUrl: z.string(),
});

/** One radio of the form (spec §2.8): a provider/payment method pair, or a saved token. */
export const paymentOptionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /**
   * new_card: card entered here and tokenised server to server (s2s flag;
   * test providers only);
   * redirect: a form posted to the provider (form-payment flag);
   * inline: the provider's own form and JavaScript (Odoo's inline form),
   * hosted in the widget under this row; the widget never reads or sends its fields;
   * token: a saved payment method (neither flag).
   */
  kind: z.enum(["new_card", "redirect", "inline", "token"]),
  /** The acquirer id. */
  providerId: z.int(),
  /** The provider code, e.g. "demo", "custom". */
  providerCode: z.string(),
  providerName: z.string(),
  isTest: z.boolean(),
  /** The provider's help text (plain text), shown under a redirect or inline option. */
  helpMessage: z.string(),
  paymentMethodId: z.int(),
  paymentMethodCode: z.string(),
  tokenId: z.nullable(z.int()),
  label: z.string(),
  /** A token's "•••• 4242". */
  details: z.string(),
  /** Brand logos; the first 4 show, a "more" button reveals the rest. */
  brands: z.array(brandSchema),
  canDelete: z.boolean(),
});

/** `data-props` of the payment form (checkout and "manage payment methods"). */
export const paymentFormProps = z.object({
  /** "payment": Pay; "manage": Add payment method, delete. */
  mode: z.enum(["payment", "manage"]),
  partnerId: z.int(),
  /** The order's access token (order payments), or Odoo's partner access token. */
  accessToken: z.string(),
  orderId: z.optional(z.int()),
  /** What is left to pay at page render; the checkout's widgets may change the total since (sale/checkout-store). */
  amount: z.optional(z.number()),
  currencyId: z.optional(z.int()),
  /** How to show the amount on Pay ("Pay 18.17 €"); without it Pay shows no amount. */
  currency: z.optional(currencyInfoSchema),
  /**
   * The terms and conditions page (e.g. "/terms") when the order's website
   * asks the customer to accept them before paying (Odoo's "Accept Terms &
   * Conditions" option): Pay waits for the checkbox (spec §5.2). Null or
   * absent: no checkbox (the option is off, or the payment methods page).
   */
  termsUrl: z.optional(z.nullable(z.string())),
  referencePrefix: z.optional(z.string()),
  /** The prepare-transaction route; without it nothing can be paid ("Cannot set-up the payment"). */
  transactionRoute: z.optional(z.string()),
  /** The create route of the add-token form (its data_set). */
  createTokenRoute: z.optional(z.string()),
  /** Where the customer lands once the payment is made (Odoo's landing route). */
  successUrl: z.optional(z.string()),
  /** One of the page's options in the spec (§2.8), unused: Odoo 17 providers come back through /payment/status. */
  errorUrl: z.optional(z.string()),
  /** After adding a card, or a 3-D Secure check: this page (default: reload). */
  returnUrl: z.optional(z.string()),
  /** One of the page's options in the spec (§2.8), unused: Odoo 17 transactions run no callback method. */
  callbackMethod: z.optional(z.string()),
  options: z.array(paymentOptionSchema),
  /**
   * The id of a server-rendered element beside the widget's mount point,
   * hidden, holding Odoo's own payment form (`#o_payment_form`) for every
   * inline option. Absent when there is none.
   */
  inlineHostId: z.optional(z.string()),
  selectedOptionId: z.optional(z.nullable(z.string())),
});

export type PaymentFormProps = z.infer<typeof paymentFormProps>;
export type PaymentOption = z.infer<typeof paymentOptionSchema>;
export type PaymentBrand = z.infer<typeof brandSchema>;
