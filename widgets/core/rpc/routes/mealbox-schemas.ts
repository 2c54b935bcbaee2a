// Shapes several meal-box routes share (spec §3.4). Results strip unknown keys,
// so the server may add fields without breaking the widgets.
import * as z from "zod/mini";

/** How to format amounts: symbol, its side and decimals (Odoo's res.currency). */
export const currencyInfoSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  position: z.enum(["before", "after"]),
  decimals: z.int(),
});

/** A dish or extra as its card shows it; every text is plain text. */
export const productCardSchema = z.object({
  product_id: z.int(),
  product_tmpl_id: z.int(),
  name: z.string(),
  list_price: z.number(),
  image_url: z.string(),
  image_small_url: z.string(),
  /** eCommerce category ids. */
  category: z.array(z.int()),
  /** Diet ids. */
  diet: z.array(z.int()),
  do_something: z.boolean(),
  do_nothing: z.boolean(),
  /** Minimum quantity: a line below it is removed (spec's "min-quant"). */
  "min-quant": z.int(),
  prep_time: z.int(),
  calories: z.int(),
  allergens: z.string(),
});

/** A dish or extra line of the box (cart panel). */
export const cartItemSchema = z.extend(productCardSchema, {
  line_id: z.int(),
  quantity: z.int(),
  total_price: z.number(),
});

/** The order's box and totals, part of every wizard answer. */
export const boxSummarySchema = z.object({
  order_id: z.int(),
  /** Meals in the box. */
  meal: z.int(),
  people: z.int(),
  /** The box product (product.product id). */
  meal_id: z.int(),
  /** The box line's price as the website shows prices. */
  price_list_price: z.number(),
  /** Meals chosen so far (dish quantities summed). */
  count_line: z.int(),
  amount_total: z.number(),
  /** Currency symbol (spec); currency_info says how to format. */
  currency: z.string(),
  currency_info: currencyInfoSchema,
});

export const idListSchema = z.array(z.int().check(z.nonnegative()));
export const toggleFilterSchema = z.union([z.literal("do_something"), z.literal("do_nothing"), z.literal(0)]);
export const wizardStateSchema = z.enum(["compose", "extra", "login", "delivery"]);
