// The online quotation's routes (website_sale_quotation_widget): the order
// lines and options in numbers, and Odoo 17's accept route by order id.
import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";
import { currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";

const id = positiveInt();

/** One row of the quotation's lines (sale.order.line._prepare_weekbox_quote_line_values). */
export const quoteLineSchema = v.object({
  id: int(),
  /** A product line, or a section / note row of the table. */
  kind: v.picklist(["product", "line_section", "line_note"]),
  name: v.string(),
  quantity: v.number(),
  uom: v.string(),
  price_unit: v.number(),
  discount: v.number(),
  /** The taxes' labels, comma separated. */
  taxes: v.string(),
  price_subtotal: v.number(),
  price_total: v.number(),
  is_downpayment: v.boolean(),
  /** An optional product's line of a quotation still open online: its quantity may change. */
  editable: v.boolean(),
  /** Counted in whole pieces of its unit (Odoo's Units, Dozens): the server cuts a typed fraction down. */
  whole_units: v.boolean(),
});

/** An option the quotation can still add (sale.order.option not in its lines). */
export const quoteOptionSchema = v.object({
  id: int(),
  name: v.string(),
  price_unit: v.number(),
  discount: v.number(),
});

/** The quotation in numbers (sale.order._prepare_weekbox_quote_state). */
export const quoteStateSchema = v.object({
  order_id: int(),
  editable: v.boolean(),
  currency: currencyInfoSchema,
  lines: v.array(quoteLineSchema),
  options: v.array(quoteOptionSchema),
  amount_untaxed: v.number(),
  amount_tax: v.number(),
  amount_total: v.number(),
});

export type QuoteLine = v.InferOutput<typeof quoteLineSchema>;
export type QuoteOption = v.InferOutput<typeof quoteOptionSchema>;
export type QuoteState = v.InferOutput<typeof quoteStateSchema>;

/** Which line of which quotation, for whom, and one unit less (`remove`) or none (`unlink`); else one more. */
const lineChange = {
  order_id: id,
  line_id: id,
  token: v.optional(v.string()),
  remove: v.optional(v.boolean()),
  unlink: v.optional(v.boolean()),
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
    params: v.strictObject({
      ...lineChange,
      input_quantity: v.optional(v.union([v.literal(false), v.pipe(v.number(), v.minValue(0))])),
    }),
    // Nothing (null) from a server that answers no numbers: the page reloads (spec §4.1).
    result: v.nullable(
      v.object({
        order_amount_total: v.number(),
        order_amount_untaxed: v.number(),
        order_amount_tax: v.number(),
        /** 0 once the line is removed. */
        order_line_product_uom_qty: v.number(),
        order_line_price_total: v.number(),
        order_line_price_subtotal: v.number(),
        line_removed: v.boolean(),
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
    params: v.strictObject(lineChange),
    result: v.union([v.tuple([v.number(), v.number(), quoteStateSchema]), v.literal(false), v.null()]),
  },
  "/quote/add_option": {
    /** Adds one of the quotation's options to its lines (Odoo's add_option, answering numbers). */
    params: v.strictObject({ order_id: id, option_id: id, token: v.optional(v.string()) }),
    result: quoteStateSchema,
  },
  "/my/orders/accept": {
    /**
     * Odoo 17's /my/orders/<id>/accept with the order id as a param: signs
     * (and confirms, when no payment is due) the quotation. `signature` is a
     * base64 PNG without its `data:` prefix. Odoo answers a refusal as
     * `{error}`, a success as `{force_refresh, redirect_url}`.
     */
    params: v.strictObject({
      order_id: id,
      name: v.pipe(v.string(), v.minLength(1)),
      signature: v.pipe(v.string(), v.minLength(1)),
      access_token: v.optional(v.string()),
    }),
    result: v.object({
      error: v.optional(v.string()),
      force_refresh: v.optional(v.boolean()),
      redirect_url: v.optional(v.string()),
    }),
  },
} as const;
