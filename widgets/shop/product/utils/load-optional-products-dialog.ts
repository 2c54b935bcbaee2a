/**
 * The optional products' step is a chunk of its own: loaded only when a
 * product that has optional products is added (most products have none).
 */
export function loadOptionalProductsDialog() {
  return import("../components/optional-products-dialog");
}
