import * as v from "valibot";
import { isLocalPath } from "./utils/local-path";

const localPath = v.pipe(v.string(), v.check(isLocalPath, "not a path of this site"));
const classes = v.fallback(v.string(), "");

/**
 * `data-props` of a search box: the shop's (website_sale.search: the list, a
 * product page, the filters' panel) and the header's (website's
 * header_search_box_input, inside the header's t-cache: nothing in them may
 * depend on the visitor).
 */
export const shopSearchProps = v.object({
  /** The form's action as Odoo builds it, its query included (the shop's kept params). */
  action: localPath,
  /** What the suggestions are: "products" in the shop, "all" in the header (pages, products...). */
  searchType: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  /** The search the page shows. */
  search: v.fallback(v.string(), ""),
  /** The template's hidden inputs (the shop's selected attribute values). */
  fields: v.fallback(v.array(v.object({ name: v.string(), value: v.string() })), []),
  /** False: no suggestions (the header layouts that ask Odoo for none). */
  suggest: v.fallback(v.boolean(), true),
  /** How many products the shown search found: "(n found)" on the button. */
  searchCount: v.fallback(v.nullable(v.pipe(v.number(), v.integer())), null),
  placeholder: v.fallback(v.string(), ""),
  /** The classes the calling template gives the form's parts (each header layout has its own). */
  groupClass: classes,
  inputClass: classes,
  buttonClass: v.fallback(v.string(), "btn-light"),
});

export type ShopSearchProps = v.InferOutput<typeof shopSearchProps>;
