import type { AttributeLine, VariantSelection } from "../types/shop-product-types";

/** The attribute values a cart line keeps besides its variant (params of /shop/cart/update_json). */
export type CartAttributeValues = {
  /** JSON of [{custom_product_template_attribute_value_id, custom_value}]. */
  product_custom_attribute_values?: string;
  /** JSON of [{value}]: the chosen values of the lines that create no variant. */
  no_variant_attribute_values?: string;
};

/**
 * What Odoo 17's product form sends with a product (sale_variant_mixin.js
 * `getCustomVariantValues`, `getNoVariantAttributeValues`): the text typed
 * for a chosen custom value of a single-choice line, and the chosen values of
 * 'no_variant' lines, but for the one value of a single-value radio, select
 * or colour line that is not custom (Odoo's `is_single`, which its pills and
 * checkboxes do not carry; the server adds such values itself). Only the keys
 * the server reads are sent.
 */
export function cartAttributeValues(
  lines: readonly AttributeLine[],
  selection: VariantSelection,
  customTexts: Readonly<Record<number, string>>,
): CartAttributeValues {
  const custom: { custom_product_template_attribute_value_id: number; custom_value: string }[] = [];
  const noVariant: { value: number }[] = [];
  for (const line of lines) {
    const chosen = new Set(selection[line.id] ?? []);
    const isSingle =
      line.values.length === 1 && line.display_type !== "multi" && line.display_type !== "pills";
    for (const value of line.values) {
      if (!chosen.has(value.id)) continue;
      if (value.is_custom && line.display_type !== "multi") {
        custom.push({
          custom_product_template_attribute_value_id: value.id,
          custom_value: customTexts[value.id] ?? "",
        });
      }
      if (line.create_variant === "no_variant" && !(isSingle && !value.is_custom)) {
        noVariant.push({ value: value.id });
      }
    }
  }
  return {
    ...(custom.length ? { product_custom_attribute_values: JSON.stringify(custom) } : {}),
    ...(noVariant.length ? { no_variant_attribute_values: JSON.stringify(noVariant) } : {}),
  };
}
