import * as z from "zod/mini";
import { isLocalPath } from "./utils/local-path";

const localPath = z.string().check(z.refine(isLocalPath, "not a path of this site"));
const classes = z.catch(z.string(), "");

/**
 * `data-props` of a search box: the shop's (website_sale.search: the list, a
 * product page, the filters' panel) and the header's (website's
 * header_search_box_input, inside the header's t-cache: nothing in them may
 * depend on the visitor).
 */
export const shopSearchProps = z.object({
  /** The form's action as Odoo builds it, its query included (the shop's kept params). */
  action: localPath,
  /** What the suggestions are: "products" in the shop, "all" in the header (pages, products...). */
  searchType: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The search the page shows. */
  search: z.catch(z.string(), ""),
  /** The template's hidden inputs (the shop's selected attribute values). */
  fields: z.catch(z.array(z.object({ name: z.string(), value: z.string() })), []),
  /** False: no suggestions (the header layouts that ask Odoo for none). */
  suggest: z.catch(z.boolean(), true),
  /** How many products the shown search found: "(n found)" on the button. */
  searchCount: z.catch(z.nullable(z.int()), null),
  placeholder: z.catch(z.string(), ""),
  /** The classes the calling template gives the form's parts (each header layout has its own). */
  groupClass: classes,
  inputClass: classes,
  buttonClass: z.catch(z.string(), "btn-light"),
});

export type ShopSearchProps = z.infer<typeof shopSearchProps>;
