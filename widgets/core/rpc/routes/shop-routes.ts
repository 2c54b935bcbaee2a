// Routes of the generic shop widgets (spec §2.5, §3.3, §4.2, §5.2, §7.2):
// Odoo 17's own website_sale routes where they exist (their answers as
// website_sale_shop_widget completes them: numbers, never HTML), and the
// addon's routes where Odoo 17 has none.
import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";
import { currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";

const id = positiveInt();
const idList = v.pipe(v.array(id), v.maxLength(100));
const quantity = v.pipe(v.number(), v.minValue(0), v.maxValue(100000));

/** A product image in the sizes the widgets show it (plain URLs of this site). */
export const shopImageSchema = v.object({
  /** 1024 px: the carousel and the zoom. */
  url: v.string(),
  /** 1920 px: the lightbox. */
  zoom_url: v.string(),
  /** 128 px: thumbnails and the image flying to the cart. */
  thumb_url: v.string(),
  alt: v.string(),
});

/** A cart line as the cart page and the mini cart show it. Every text is plain text. */
export const cartLineSchema = v.object({
  id,
  product_id: id,
  product_template_id: id,
  /** The product's name (with its variant values). */
  name: v.string(),
  /** The line's other description lines (custom values, no-variant values), "" when none. */
  description: v.string(),
  image_url: v.string(),
  /** The product page; null for a product without one (a reward, a meal-box dish). */
  url: v.nullable(v.string()),
  quantity: v.number(),
  /** Unit price as the website shows it (taxes included or not, per its setting), after discount. */
  price_unit: v.number(),
  /** The unit price before the line's discount; shown struck through when it exceeds price_unit by 0.01. */
  list_price_unit: v.number(),
  /** The line's total as the website shows it. */
  price_total: v.number(),
  /** The customer may change its quantity (not a reward, a delivery or a fixed line). */
  editable: v.boolean(),
  /** The customer may remove it. */
  removable: v.boolean(),
  /** An optional product added with `linked_line_id`: shown under its main line. */
  linked_line_id: v.nullable(id),
  /** Stock: the most that can be ordered (free quantity), null when unbounded. */
  max_quantity: v.nullable(v.number()),
  /** A message about this line (stock shortage...), "" when none. */
  warning: v.string(),
});

/** A product suggested in the cart (the cart's accessories). */
export const suggestedProductSchema = v.object({
  product_id: id,
  product_template_id: id,
  name: v.string(),
  image_url: v.string(),
  url: v.string(),
  price: v.number(),
  list_price: v.number(),
});

/** The cart as the cart page and the mini cart show it (spec §3.3). */
export const cartSummarySchema = v.object({
  /** Products in the cart (the header counter); 0: the counter and the checkout link are hidden. */
  cart_quantity: v.number(),
  currency: currencyInfoSchema,
  lines: v.array(cartLineSchema),
  amount_untaxed: v.number(),
  amount_tax: v.number(),
  amount_total: v.number(),
  /** The delivery lines' total (0 when none is chosen yet). */
  amount_delivery: v.number(),
  /** The rewards' total (≤ 0). */
  amount_discount: v.number(),
  /** What the order's shop warning says (a stock shortage...), "" when nothing. */
  warning: v.string(),
  suggested: v.array(suggestedProductSchema),
  /** The promo codes applied to the order. */
  promo_codes: v.array(v.string()),
  /** The cart can go to checkout (Odoo's _is_cart_ready). */
  can_checkout: v.boolean(),
});

export type CartSummary = v.InferOutput<typeof cartSummarySchema>;
export type CartLine = v.InferOutput<typeof cartLineSchema>;

/**
 * An optional product offered with a product (website_sale_product_configurator's
 * optional products step): its first variant possible beside the product's, as
 * the website sells it. Texts are plain text.
 */
export const optionalProductSchema = v.object({
  product_id: id,
  product_template_id: id,
  /** With its variant values. */
  name: v.string(),
  /** Its sales description, "" when none. */
  description: v.string(),
  image_url: v.string(),
  /** Unit price for the quantity asked. */
  price: v.number(),
  /** Shown struck through when it exceeds price by more than 0.01. */
  list_price: v.number(),
  /** It offers optional products of its own once added. */
  has_optional_products: v.boolean(),
});

export type OptionalProduct = v.InferOutput<typeof optionalProductSchema>;

/** A whole quantity of at least 1. */
const addedQuantity = v.pipe(positiveInt(), v.maxValue(100000));

export const shopRoutes = {
  "/shop/cart/update_json": {
    /**
     * website_sale's cart route: add (`add_qty`) or set (`set_qty`, 0
     * removes) a product or a line. With `weekbox_cart` the answer carries the
     * whole cart in numbers (one call updates the page, the counter and the
     * mini cart); `display: false` spares Odoo's HTML.
     */
    params: v.strictObject({
      product_id: id,
      line_id: v.optional(v.nullable(id)),
      add_qty: v.optional(quantity),
      set_qty: v.optional(quantity),
      display: v.literal(false),
      /** JSON of [{custom_product_template_attribute_value_id, custom_value}]. */
      product_custom_attribute_values: v.optional(v.pipe(v.string(), v.maxLength(10000))),
      /** JSON of [{value}] (ids of no-variant attribute values). */
      no_variant_attribute_values: v.optional(v.pipe(v.string(), v.maxLength(10000))),
      /** A confirmed order in the session: start a new cart instead of answering {}. */
      force_create: v.optional(v.boolean()),
      /** An optional product added under this line. */
      linked_line_id: v.optional(id),
      weekbox_cart: v.optional(v.literal(true)),
    }),
    result: v.object({
      /** The line changed; false when none (the product could not be added). */
      line_id: v.optional(v.union([id, v.literal(false)])),
      /** The quantity the line now has: may differ from the asked one (stock). */
      quantity: v.optional(v.number()),
      cart_quantity: v.optional(v.number()),
      notification_info: v.optional(v.object({ warning: v.fallback(v.string(), "") })),
      weekbox_cart: v.optional(cartSummarySchema),
    }),
  },
  "/shop/weekbox/cart_summary": {
    /** The visitor's cart (an empty one when none): the mini cart and the cart page. */
    params: v.strictObject({}),
    result: cartSummarySchema,
    batchable: true,
  },
  "/shop/weekbox/promo": {
    /**
     * Applies a promo code to the cart through Odoo's loyalty engine (the
     * meal box's /check/promo rules). A refused code changes nothing.
     */
    params: v.strictObject({ code: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) }),
    result: v.object({
      valid: v.boolean(),
      /** Why the code is refused, or what it did; plain text. */
      message: v.string(),
      cart: cartSummarySchema,
    }),
  },
  "/shop/weekbox/optional_products": {
    /** The optional products offered with a variant, priced for `add_qty` (1 when left out); none: added at once. */
    params: v.strictObject({
      product_id: id,
      add_qty: v.optional(v.pipe(v.number(), v.gtValue(0), v.maxValue(100000))),
    }),
    result: v.object({ options: v.array(optionalProductSchema) }),
  },
  "/shop/weekbox/cart_options": {
    /**
     * Adds a product (as /shop/cart/update_json adds it) with the optional
     * products chosen, each on a line linked to its parent's: `parent` is the
     * index of the option's parent in [the product, ...options] (0: the
     * product), before it. Only a product's own optional products are taken.
     */
    params: v.strictObject({
      product_id: id,
      add_qty: addedQuantity,
      options: v.pipe(
        v.array(
          v.strictObject({ product_id: id, quantity: addedQuantity, parent: v.pipe(int(), v.minValue(0)) }),
        ),
        v.maxLength(20),
      ),
      /** As /shop/cart/update_json's. */
      product_custom_attribute_values: v.optional(v.pipe(v.string(), v.maxLength(10000))),
      no_variant_attribute_values: v.optional(v.pipe(v.string(), v.maxLength(10000))),
    }),
    result: v.object({
      /** The product's line; false when it could not be added (then no option was). */
      line_id: v.union([id, v.literal(false)]),
      /** The quantity the product's line now has: may differ from the asked one (stock). */
      quantity: v.number(),
      /** Each option's line, in the order sent; false for one not added. */
      option_line_ids: v.array(v.union([id, v.literal(false)])),
      cart_quantity: v.number(),
      /** What differs from the request (stock...), "" when nothing. */
      warning: v.string(),
      weekbox_cart: cartSummarySchema,
    }),
  },
  "/shop/get_unit_price": {
    /** Price per unit of each product for `add_qty` units, as the product page shows it (spec §7.2). */
    params: v.strictObject({
      product_ids: v.pipe(idList, v.minLength(1)),
      add_qty: v.pipe(v.number(), v.gtValue(0), v.maxValue(100000)),
    }),
    /** Product id → unit price. */
    result: v.record(v.string(), v.number()),
  },
  "/website_sale/get_combination_info": {
    /**
     * website_sale's variant route: what a combination of attribute values
     * is (variant, price, stock), completed by the addon with its images and
     * a plain-text out-of-stock message (Odoo's carousel HTML is ignored).
     */
    params: v.strictObject({
      product_template_id: id,
      product_id: v.optional(v.union([id, v.literal(false)])),
      combination: idList,
      add_qty: v.pipe(v.number(), v.gtValue(0), v.maxValue(100000)),
      parent_combination: v.optional(idList),
    }),
    result: v.object({
      /** 0/false: no variant for this combination (not available). */
      product_id: v.union([int(), v.literal(false)]),
      product_template_id: int(),
      display_name: v.string(),
      is_combination_possible: v.boolean(),
      price: v.number(),
      list_price: v.number(),
      has_discounted_price: v.boolean(),
      /**
       * The comparison price (website_sale's "Comparison Price" setting): struck
       * through instead of the list price when set; null or 0 when none.
       */
      compare_list_price: v.fallback(v.nullable(v.number()), null),
      prevent_zero_price_sale: v.fallback(v.boolean(), false),
      /** website_sale_stock (absent without it): storable product or not. */
      product_type: v.optional(v.string()),
      allow_out_of_stock_order: v.optional(v.boolean()),
      show_availability: v.optional(v.boolean()),
      available_threshold: v.optional(v.number()),
      free_qty: v.optional(v.number()),
      cart_qty: v.optional(v.number()),
      uom_name: v.optional(v.string()),
      weekbox_images: v.array(shopImageSchema),
      /** The product's out-of-stock message as plain text, "" when none. */
      weekbox_out_of_stock_message: v.string(),
    }),
  },
} as const;
