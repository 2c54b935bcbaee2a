// Routes of the generic shop widgets (spec §2.5, §3.3, §4.2, §5.2, §7.2):
// Odoo 17's own website_sale routes where they exist (their answers as
// website_sale_shop_widget completes them: numbers, never HTML), and the
// addon's routes where Odoo 17 has none.
import * as z from "zod/mini";
import { currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";

const id = z.int().check(z.positive());
const idList = z.array(id).check(z.maxLength(100));
const quantity = z.number().check(z.gte(0), z.lte(100000));

/** A product image in the sizes the widgets show it (plain URLs of this site). */
export const shopImageSchema = z.object({
  /** 1024 px: the carousel and the zoom. */
  url: z.string(),
  /** 1920 px: the lightbox. */
  zoom_url: z.string(),
  /** 128 px: thumbnails and the image flying to the cart. */
  thumb_url: z.string(),
  alt: z.string(),
});

/** A cart line as the cart page and the mini cart show it. Every text is plain text. */
export const cartLineSchema = z.object({
  id,
  product_id: id,
  product_template_id: id,
  /** The product's name (with its variant values). */
  name: z.string(),
  /** The line's other description lines (custom values, no-variant values), "" when none. */
  description: z.string(),
  image_url: z.string(),
  /** The product page; null for a product without one (a reward, a meal-box dish). */
  url: z.nullable(z.string()),
  quantity: z.number(),
  /** Unit price as the website shows it (taxes included or not, per its setting), after discount. */
  price_unit: z.number(),
  /** The unit price before the line's discount; shown struck through when it exceeds price_unit by 0.01. */
  list_price_unit: z.number(),
  /** The line's total as the website shows it. */
  price_total: z.number(),
  /** The customer may change its quantity (not a reward, a delivery or a fixed line). */
  editable: z.boolean(),
  /** The customer may remove it. */
  removable: z.boolean(),
  /** An optional product added with `linked_line_id`: shown under its main line. */
  linked_line_id: z.nullable(id),
  /** Stock: the most that can be ordered (free quantity), null when unbounded. */
  max_quantity: z.nullable(z.number()),
  /** A message about this line (stock shortage...), "" when none. */
  warning: z.string(),
});

/** A product suggested in the cart (the cart's accessories). */
export const suggestedProductSchema = z.object({
  product_id: id,
  product_template_id: id,
  name: z.string(),
  image_url: z.string(),
  url: z.string(),
  price: z.number(),
  list_price: z.number(),
});

/** The cart as the cart page and the mini cart show it (spec §3.3). */
export const cartSummarySchema = z.object({
  /** Products in the cart (the header counter); 0: the counter and the checkout link are hidden. */
  cart_quantity: z.number(),
  currency: currencyInfoSchema,
  lines: z.array(cartLineSchema),
  amount_untaxed: z.number(),
  amount_tax: z.number(),
  amount_total: z.number(),
  /** The delivery lines' total (0 when none is chosen yet). */
  amount_delivery: z.number(),
  /** The rewards' total (≤ 0). */
  amount_discount: z.number(),
  /** What the order's shop warning says (a stock shortage...), "" when nothing. */
  warning: z.string(),
  suggested: z.array(suggestedProductSchema),
  /** The promo codes applied to the order. */
  promo_codes: z.array(z.string()),
  /** The cart can go to checkout (Odoo's _is_cart_ready). */
  can_checkout: z.boolean(),
});

export type CartSummary = z.output<typeof cartSummarySchema>;
export type CartLine = z.output<typeof cartLineSchema>;

/**
 * An optional product offered with a product (website_sale_product_configurator's
 * optional products step): its first variant possible beside the product's, as
 * the website sells it. Texts are plain text.
 */
export const optionalProductSchema = z.object({
  product_id: id,
  product_template_id: id,
  /** With its variant values. */
  name: z.string(),
  /** Its sales description, "" when none. */
  description: z.string(),
  image_url: z.string(),
  /** Unit price for the quantity asked. */
  price: z.number(),
  /** Shown struck through when it exceeds price by more than 0.01. */
  list_price: z.number(),
  /** It offers optional products of its own once added. */
  has_optional_products: z.boolean(),
});

export type OptionalProduct = z.output<typeof optionalProductSchema>;

/** A whole quantity of at least 1. */
const addedQuantity = z.int().check(z.gte(1), z.lte(100000));

export const shopRoutes = {
  "/shop/cart/update_json": {
    /**
     * website_sale's cart route: add (`add_qty`) or set (`set_qty`, 0
     * removes) a product or a line. With `weekbox_cart` the answer carries the
     * whole cart in numbers (one call updates the page, the counter and the
     * mini cart); `display: false` spares Odoo's HTML.
     */
    params: z.strictObject({
      product_id: id,
      line_id: z.optional(z.nullable(id)),
      add_qty: z.optional(quantity),
      set_qty: z.optional(quantity),
      display: z.literal(false),
      /** JSON of [{custom_product_template_attribute_value_id, custom_value}]. */
      product_custom_attribute_values: z.optional(z.string().check(z.maxLength(10000))),
      /** JSON of [{value}] (ids of no-variant attribute values). */
      no_variant_attribute_values: z.optional(z.string().check(z.maxLength(10000))),
      /** A confirmed order in the session: start a new cart instead of answering {}. */
      force_create: z.optional(z.boolean()),
      /** An optional product added under this line. */
      linked_line_id: z.optional(id),
      weekbox_cart: z.optional(z.literal(true)),
    }),
    result: z.object({
      /** The line changed; false when none (the product could not be added). */
      line_id: z.optional(z.union([id, z.literal(false)])),
      /** The quantity the line now has: may differ from the asked one (stock). */
      quantity: z.optional(z.number()),
      cart_quantity: z.optional(z.number()),
      notification_info: z.optional(z.object({ warning: z.catch(z.string(), "") })),
      weekbox_cart: z.optional(cartSummarySchema),
    }),
  },
  "/shop/weekbox/cart_summary": {
    /** The visitor's cart (an empty one when none): the mini cart and the cart page. */
    params: z.strictObject({}),
    result: cartSummarySchema,
    batchable: true,
  },
  "/shop/weekbox/promo": {
    /**
     * Applies a promo code to the cart through Odoo's loyalty engine (the
     * meal box's /check/promo rules). A refused code changes nothing.
     */
    params: z.strictObject({ code: z.string().check(z.minLength(1), z.maxLength(64)) }),
    result: z.object({
      valid: z.boolean(),
      /** Why the code is refused, or what it did; plain text. */
      message: z.string(),
      cart: cartSummarySchema,
    }),
  },
  "/shop/weekbox/optional_products": {
    /** The optional products offered with a variant, priced for `add_qty` (1 when left out); none: added at once. */
    params: z.strictObject({
      product_id: id,
      add_qty: z.optional(z.number().check(z.gt(0), z.lte(100000))),
    }),
    result: z.object({ options: z.array(optionalProductSchema) }),
  },
  "/shop/weekbox/cart_options": {
    /**
     * Adds a product (as /shop/cart/update_json adds it) with the optional
     * products chosen, each on a line linked to its parent's: `parent` is the
     * index of the option's parent in [the product, ...options] (0: the
     * product), before it. Only a product's own optional products are taken.
     */
    params: z.strictObject({
      product_id: id,
      add_qty: addedQuantity,
      options: z
        .array(z.strictObject({ product_id: id, quantity: addedQuantity, parent: z.int().check(z.gte(0)) }))
        .check(z.maxLength(20)),
      /** As /shop/cart/update_json's. */
      product_custom_attribute_values: z.optional(z.string().check(z.maxLength(10000))),
      no_variant_attribute_values: z.optional(z.string().check(z.maxLength(10000))),
    }),
    result: z.object({
      /** The product's line; false when it could not be added (then no option was). */
      line_id: z.union([id, z.literal(false)]),
      /** The quantity the product's line now has: may differ from the asked one (stock). */
      quantity: z.number(),
      /** Each option's line, in the order sent; false for one not added. */
      option_line_ids: z.array(z.union([id, z.literal(false)])),
      cart_quantity: z.number(),
      /** What differs from the request (stock...), "" when nothing. */
      warning: z.string(),
      weekbox_cart: cartSummarySchema,
    }),
  },
  "/shop/get_unit_price": {
    /** Price per unit of each product for `add_qty` units, as the product page shows it (spec §7.2). */
    params: z.strictObject({
      product_ids: idList.check(z.minLength(1)),
      add_qty: z.number().check(z.gt(0), z.lte(100000)),
    }),
    /** Product id → unit price. */
    result: z.record(z.string(), z.number()),
  },
  "/website_sale/get_combination_info": {
    /**
     * website_sale's variant route: what a combination of attribute values
     * is (variant, price, stock), completed by the addon with its images and
     * a plain-text out-of-stock message (Odoo's carousel HTML is ignored).
     */
    params: z.strictObject({
      product_template_id: id,
      product_id: z.optional(z.union([id, z.literal(false)])),
      combination: idList,
      add_qty: z.number().check(z.gt(0), z.lte(100000)),
      parent_combination: z.optional(idList),
    }),
    result: z.object({
      /** 0/false: no variant for this combination (not available). */
      product_id: z.union([z.int(), z.literal(false)]),
      product_template_id: z.int(),
      display_name: z.string(),
      is_combination_possible: z.boolean(),
      price: z.number(),
      list_price: z.number(),
      has_discounted_price: z.boolean(),
      /**
       * The comparison price (website_sale's "Comparison Price" setting): struck
       * through instead of the list price when set; null or 0 when none.
       */
      compare_list_price: z.catch(z.nullable(z.number()), null),
      prevent_zero_price_sale: z.catch(z.boolean(), false),
      /** website_sale_stock (absent without it): storable product or not. */
      product_type: z.optional(z.string()),
      allow_out_of_stock_order: z.optional(z.boolean()),
      show_availability: z.optional(z.boolean()),
      available_threshold: z.optional(z.number()),
      free_qty: z.optional(z.number()),
      cart_qty: z.optional(z.number()),
      uom_name: z.optional(z.string()),
      weekbox_images: z.array(shopImageSchema),
      /** The product's out-of-stock message as plain text, "" when none. */
      weekbox_out_of_stock_message: z.string(),
    }),
  },
} as const;
