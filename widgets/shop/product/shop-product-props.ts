import * as z from "zod/mini";
import { currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";
import { shopImageSchema } from "@/core/rpc/routes/shop-routes";

/** One value of an attribute line (product.template.attribute.value). */
export const attributeValueSchema = z.object({
  /** The product.template.attribute.value id (what combinations are made of). */
  id: z.int(),
  name: z.string(),
  /** Colour swatches: a CSS colour, "" when none. */
  html_color: z.string(),
  /** Colour swatches: an image of the value (a URL of this site), "" when none. */
  image_url: z.string(),
  /** Added to the price when chosen (in the page's currency, as shown). */
  price_extra: z.number(),
  /** The customer types a text for this value (product_custom_attribute_values). */
  is_custom: z.boolean(),
});

/** An attribute line of the product (product.template.attribute.line). */
export const attributeLineSchema = z.object({
  id: z.int(),
  attribute_id: z.int(),
  name: z.string(),
  display_type: z.enum(["radio", "pills", "select", "color", "multi"]),
  /** "always", "dynamic" or "no_variant": no_variant values go as no_variant_attribute_values. */
  create_variant: z.string(),
  values: z.array(attributeValueSchema).check(z.minLength(1)),
});

/** Odoo's product.template._get_attribute_exclusions(): which values cannot combine. */
export const attributeExclusionsSchema = z.object({
  /** Value id → the value ids it excludes (both directions listed). */
  exclusions: z.record(z.string(), z.array(z.int())),
  /** Combinations (lists of value ids) of archived variants. */
  archived_combinations: z.array(z.array(z.int())),
});

/** `data-props` of the product page's buy box (spec §2.5, §4.2, §5.2). Rendered
 * inside Odoo's product cache (pricelist, product, fiscal position): nothing
 * here depends on the visitor; stock and cart quantities are fetched on mount. */
export const shopProductProps = z.object({
  productTemplateId: z.int(),
  /** The first possible combination's variant. */
  productId: z.int(),
  name: z.string(),
  attributes: z.array(attributeLineSchema),
  exclusions: attributeExclusionsSchema,
  /** The combination chosen at first (value ids, one per line; several for 'multi'). */
  combination: z.array(z.int()),
  price: z.number(),
  listPrice: z.number(),
  hasDiscountedPrice: z.boolean(),
  /** Price 0 and the website sells nothing at 0: no add to cart, a contact link instead. */
  preventZeroPriceSale: z.boolean(),
  contactUsUrl: z.string(),
  currency: currencyInfoSchema,
  /** Whether the quantity field is shown (the editor's "Select Quantity" option). */
  showQuantity: z.boolean(),
  /** The add_qty input's bounds (data-min; data-max, null for none). */
  minQuantity: z.number(),
  maxQuantity: z.nullable(z.number()),
  /** The website's "Add to cart" behaviour: stay on the page, or go to the cart. */
  addToCartAction: z.enum(["stay", "go_to_cart"]),
  /** It has optional products the website sells: adding it goes through their step (Odoo's configurator). */
  hasOptionalProducts: z.boolean(),
  images: z.array(shopImageSchema),
  /** Whether the product's "view" analytics event is sent (website tracking on). */
  tracking: z.optional(z.boolean()),
});

export type ShopProductProps = z.infer<typeof shopProductProps>;

/** `data-props` of the product page's image gallery (carousel, zoom, lightbox). */
export const shopProductGalleryProps = z.object({
  productTemplateId: z.int(),
  name: z.string(),
  images: z.array(shopImageSchema),
  /** The website's image zoom setting: "hover", "click", "both" or "none". */
  zoom: z.catch(z.enum(["hover", "click", "both", "none"]), "both"),
});

export type ShopProductGalleryProps = z.infer<typeof shopProductGalleryProps>;
