// The online quotation's routes (website_sale_quotation_widget): the order
// lines and options in numbers, and Odoo 17's accept route by order id.
import * as z from "zod/mini";
import { currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";

const id = z.int().check(z.positive());

/** One row of the quotation's lines (sale.order.line._prepare_weekbox_quote_line_values). */
export const quoteLineSchema = z.object({
  id: z.int(),
  /** A product line, or a section / note row of the table. */
  kind: z.enum(["product", "line_section", "line_note"]),
  name: z.string(),
  quantity: z.number(),
  uom: z.string(),
  price_unit: z.number(),
  discount: z.number(),
  /** The taxes' labels, comma separated. */
  taxes: z.string(),
  price_subtotal: z.number(),
  price_total: z.number(),
  is_downpayment: z.boolean(),
  /** An optional product's line of a quotation still open online: its quantity may change. */
  editable: z.boolean(),
  /** Counted in whole pieces of its unit (Odoo's Units, Dozens): the server cuts a typed fraction down. */
  whole_units: z.boolean(),
});

/** An option the quotation can still add (sale.order.option not in its lines). */
export const quoteOptionSchema = z.object({
  id: z.int(),
  name: z.string(),
  price_unit: z.number(),
  discount: z.number(),
});

/** The quotation in numbers (sale.order._prepare_weekbox_quote_state). */
export const quoteStateSchema = z.object({
  order_id: z.int(),
  editable: z.boolean(),
  currency: currencyInfoSchema,
  lines: z.array(quoteLineSchema),
  options: z.array(quoteOptionSchema),
  amount_untaxed: z.number(),
  amount_tax: z.number(),
  amount_total: z.number(),
});

export type QuoteLine = z.infer<typeof quoteLineSchema>;
export type QuoteOption = z.infer<typeof quoteOptionSchema>;
export type QuoteState = z.infer<typeof quoteStateSchema>;

/** Which line of which quotation, for whom, and one unit less (`remove`) or none (`unlink`); else one more. */
const lineChange = {
  order_id: id,
  line_id: id,
  token: z.optional(z.string()),
  remove: z.optional(z.boolean()),
  unlink: z.optional(z.boolean()),
};

export const quotationRoutes = {
  "/quote/update_line_dict": {
    /**
     * Changes an optional line of the quotation (spec §7.1): one unit more,
     * one less (`remove`), a typed quantity (`input_quantity`; false for none,
     * which the page sends for a negative input: then one unit more, as in
     * Odoo), or removes it (`unlink`, or a quantity of 0). The quotation is
     * the visitor's own or the one `token` opens. Refused with a reason,
     * nothing changed, once it cannot be changed online (confirmed,
     * cancelled) or for a line that is no optional product of it.
     */
    params: z.strictObject({
      ...lineChange,
      input_quantity: z.optional(z.union([z.literal(false), z.number().check(z.nonnegative())])),
    }),
    // Nothing (null) from a server that answers no numbers: the page reloads (spec §4.1).
    result: z.nullable(
      z.object({
        order_amount_total: z.number(),
        order_amount_untaxed: z.number(),
        order_amount_tax: z.number(),
        /** 0 once the line is removed. */
        order_line_product_uom_qty: z.number(),
        order_line_price_total: z.number(),
        order_line_price_subtotal: z.number(),
        line_removed: z.boolean(),
        /** The whole quotation after the change (lines, options, totals, currency). */
        quote: quoteStateSchema,
      }),
    ),
  },
  "/quote/update_line": {
    /**
     * The spec's fallback when /quote/update_line_dict fails (§7.1): the
     * same change without a typed quantity (one unit more, one less with
     * `remove`, or `unlink`). Answers the spec's [quantity, total], then the
     * quotation in numbers; false once the quotation can no longer be
     * changed online (the page reloads, §4.1).
     */
    params: z.strictObject(lineChange),
    result: z.union([z.tuple([z.number(), z.number(), quoteStateSchema]), z.literal(false), z.null()]),
  },
  "/quote/add_option": {
    /** Adds one of the quotation's options to its lines (Odoo's add_option, answering numbers). */
    params: z.strictObject({ order_id: id, option_id: id, token: z.optional(z.string()) }),
    result: quoteStateSchema,
  },
  "/my/orders/accept": {
    /**
     * Odoo 17's /my/orders/<id>/accept with the order id as a param: signs
     * (and confirms, when no payment is due) the quotation. `signature` is a
     * base64 PNG without its `data:` prefix. Odoo answers a refusal as
     * `{error}`, a success as `{force_refresh, redirect_url}`.
     */
    params: z.strictObject({
      order_id: id,
      name: z.string().check(z.minLength(1)),
      signature: z.string().check(z.minLength(1)),
      access_token: z.optional(z.string()),
    }),
    result: z.object({
      error: z.optional(z.string()),
      force_refresh: z.optional(z.boolean()),
      redirect_url: z.optional(z.string()),
    }),
  },
} as const;
