import * as z from "zod/mini";

// The list's own URL: never a way off the site.
const localPath = z.string().check(z.regex(/^\/(?!\/)/, "not a path of this site"));

/**
 * `data-props` of a portal list's search panel (website_portal_widget:
 * website._prepare_weekbox_portal_search_props).
 */
export const portalSearchProps = z.object({
  /** The list's first page (a search starts over from it). */
  action: localPath,
  /** Where it can search, in Odoo's order: `search_in` keys and their labels ("Search in Reference"). */
  inputs: z
    .array(z.object({ key: z.string().check(z.minLength(1)), label: z.string() }))
    .check(z.minLength(1)),
  searchIn: z.catch(z.string(), ""),
  search: z.catch(z.string(), ""),
  /** The list's other params, kept (sort, filter, grouping, dates). */
  keep: z.catch(z.array(z.object({ name: z.string(), value: z.string() })), []),
});

export type PortalSearchProps = z.infer<typeof portalSearchProps>;
