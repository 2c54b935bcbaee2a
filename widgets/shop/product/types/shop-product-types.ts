import type { RouteResult } from "@/core/rpc/route-map";
import type { ShopProductProps } from "../shop-product-props";

/** An attribute line of the product, as the buy box's props give it. */
export type AttributeLine = ShopProductProps["attributes"][number];

/** One value of an attribute line. */
export type AttributeValue = AttributeLine["values"][number];

/** Which values cannot combine (product.template._get_attribute_exclusions). */
export type AttributeExclusions = ShopProductProps["exclusions"];

/** A product image in the sizes the widgets show it. */
export type ShopImage = ShopProductProps["images"][number];

/** What the server says of a combination (variant, prices, stock, images). */
export type CombinationInfo = RouteResult<"/website_sale/get_combination_info">;

/** The chosen value ids of each attribute line, by line id (several for a 'multi' line, maybe none). */
export type VariantSelection = Readonly<Record<number, readonly number[]>>;
