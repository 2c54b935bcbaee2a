import * as v from "valibot";

// The list's own URL: never a way off the site.
const localPath = v.pipe(v.string(), v.regex(/^\/(?!\/)/, "not a path of this site"));

/**
 * `data-props` of a portal list's search panel (website_portal_widget:
 * website._prepare_weekbox_portal_search_props).
 */
export const portalSearchProps = v.object({
  /** The list's first page (a search starts over from it). */
  action: localPath,
  /** Where it can search, in Odoo's order: `search_in` keys and their labels ("Search in Reference"). */
  inputs: v.pipe(
    v.array(v.object({ key: v.pipe(v.string(), v.minLength(1)), label: v.string() })),
    v.minLength(1),
  ),
  searchIn: v.fallback(v.string(), ""),
  search: v.fallback(v.string(), ""),
  /** The list's other params, kept (sort, filter, grouping, dates). */
  keep: v.fallback(v.array(v.object({ name: v.string(), value: v.string() })), []),
});

export type PortalSearchProps = v.InferOutput<typeof portalSearchProps>;
