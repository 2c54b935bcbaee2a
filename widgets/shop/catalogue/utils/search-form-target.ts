/** A param a form sends. */
export type FormField = { name: string; value: string };

export type SearchFormTarget = {
  /** The form's action: the path alone. */
  path: string;
  /** Its hidden inputs, sent with `search`. */
  fields: FormField[];
};

/**
 * Where the search form goes. Odoo's action keeps the shop's other params in
 * its query (website_sale.search: `keep(..., search=0)`), but a GET form's
 * submission replaces the action's query with the form's own fields: they
 * become hidden inputs here, so the browser itself keeps them. `fields` (the
 * template's hidden inputs: every selected attribute value) replace the
 * action's params of the same name.
 */
export function searchFormTarget(action: string, fields: readonly FormField[]): SearchFormTarget {
  const url = new URL(action, "http://localhost");
  const own = new Set(fields.map((field) => field.name));
  const kept: FormField[] = [];
  for (const [name, value] of url.searchParams) {
    if (name !== "search" && !own.has(name)) kept.push({ name, value });
  }
  return { path: url.pathname, fields: [...kept, ...fields] };
}
