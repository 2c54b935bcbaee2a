// Shapes several meal-box routes share (spec §3.4). Results strip unknown keys,
// so the server may add fields without breaking the widgets.
import * as v from "valibot";
import { int } from "@/core/rpc/routes/int-schema";

/** How to format amounts: symbol, its side and decimals (Odoo's res.currency). */
export const currencyInfoSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  position: v.picklist(["before", "after"]),
  decimals: int(),
});

/** A dish or extra as its card shows it; every text is plain text. */
export const productCardSchema = v.object({
  product_id: int(),
  product_tmpl_id: int(),
  name: v.string(),
  list_price: v.number(),
  image_url: v.string(),
  image_small_url: v.string(),
  /** eCommerce category ids. */
  category: v.array(int()),
  /** Diet ids. */
  diet: v.array(int()),
  do_something: v.boolean(),
  do_nothing: v.boolean(),
  /** Minimum quantity: a line below it is removed (spec's "min-quant"). */
  "min-quant": int(),
  prep_time: int(),
  calories: int(),
  allergens: v.string(),
});

/** A dish or extra line of the box (cart panel). */
export const cartItemSchema = v.object({
  ...productCardSchema.entries,
  line_id: int(),
  quantity: int(),
  total_price: v.number(),
});

/** The order's box and totals, part of every wizard answer. */
export const boxSummarySchema = v.object({
  order_id: int(),
  /** Meals in the box. */
  meal: int(),
  people: int(),
  /** The box product (product.product id). */
  meal_id: int(),
  /** The box line's price as the website shows prices. */
  price_list_price: v.number(),
  /** Meals chosen so far (dish quantities summed). */
  count_line: int(),
  amount_total: v.number(),
  /** Currency symbol (spec); currency_info says how to format. */
  currency: v.string(),
  currency_info: currencyInfoSchema,
});

export const idListSchema = v.array(v.pipe(int(), v.minValue(0)));
export const toggleFilterSchema = v.union([v.literal("do_something"), v.literal("do_nothing"), v.literal(0)]);
export const wizardStateSchema = v.picklist(["compose", "extra", "login", "delivery"]);
