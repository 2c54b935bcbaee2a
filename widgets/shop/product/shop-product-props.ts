import * as v from "valibot";
import { int } from "@/core/rpc/routes/int-schema";
import { currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";
import { shopImageSchema } from "@/core/rpc/routes/shop-routes";

/** One value of an attribute line (product.template.attribute.value). */
export const attributeValueSchema = v.object({
  /** The product.template.attribute.value id (what combinations are made of). */
  id: int(),
  name: v.string(),
  /** Colour swatches: a CSS colour, "" when none. */
  html_color: v.string(),
  /** Colour swatches: an image of the value (a URL of this site), "" when none. */
  image_url: v.string(),
  /** Added to the price when chosen (in the page's currency, as shown). */
  price_extra: v.number(),
  /** The customer types a text for this value (product_custom_attribute_values). */
  is_custom: v.boolean(),
});

/** An attribute line of the product (product.template.attribute.line). */
export const attributeLineSchema = v.object({
  id: int(),
  attribute_id: int(),
  name: v.string(),
  display_type: v.picklist(["radio", "pills", "select", "color", "multi"]),
  /** "always", "dynamic" or "no_variant": no_variant values go as no_variant_attribute_values. */
  create_variant: v.string(),
  values: v.pipe(v.array(attributeValueSchema), v.minLength(1)),
});

/** Odoo's product.template._get_attribute_exclusions(): which values cannot combine. */
export const attributeExclusionsSchema = v.object({
  /** Value id → the value ids it excludes (both directions listed). */
  exclusions: v.record(v.string(), v.array(int())),
  /** Combinations (lists of value ids) of archived variants. */
  archived_combinations: v.array(v.array(int())),
});

/** `data-props` of the product page's buy box (spec §2.5, §4.2, §5.2). Rendered
 * inside Odoo's product cache (pricelist, product, fiscal position): nothing
 * here depends on the visitor; stock and cart quantities are fetched on mount. */
export const shopProductProps = v.object({
  productTemplateId: int(),
  /** The first possible combination's variant. */
  productId: int(),
  name: v.string(),
  attributes: v.array(attributeLineSchema),
  exclusions: attributeExclusionsSchema,
  /** The combination chosen at first (value ids, one per line; several for 'multi'). */
  combination: v.array(int()),
  price: v.number(),
  listPrice: v.number(),
  hasDiscountedPrice: v.boolean(),
  /** Price 0 and the website sells nothing at 0: no add to cart, a contact link instead. */
  preventZeroPriceSale: v.boolean(),
  contactUsUrl: v.string(),
  currency: currencyInfoSchema,
  /** Whether the quantity field is shown (the editor's "Select Quantity" option). */
  showQuantity: v.boolean(),
  /** The add_qty input's bounds (data-min; data-max, null for none). */
  minQuantity: v.number(),
  maxQuantity: v.nullable(v.number()),
  /** The website's "Add to cart" behaviour: stay on the page, or go to the cart. */
  addToCartAction: v.picklist(["stay", "go_to_cart"]),
  /** It has optional products the website sells: adding it goes through their step (Odoo's configurator). */
  hasOptionalProducts: v.boolean(),
  images: v.array(shopImageSchema),
  /** Whether the product's "view" analytics event is sent (website tracking on). */
  tracking: v.optional(v.boolean()),
});

export type ShopProductProps = v.InferOutput<typeof shopProductProps>;

/** `data-props` of the product page's image gallery (carousel, zoom, lightbox). */
export const shopProductGalleryProps = v.object({
  productTemplateId: int(),
  name: v.string(),
  images: v.array(shopImageSchema),
  /** The website's image zoom setting: "hover", "click", "both" or "none". */
  zoom: v.fallback(v.picklist(["hover", "click", "both", "none"]), "both"),
});

export type ShopProductGalleryProps = v.InferOutput<typeof shopProductGalleryProps>;
