import type { FormField } from "./search-form-target";

const MAX_OPTION_LENGTH = 1024;
const SLUG = /-[0-9]+$/;

/**
 * The form's own params as the autocomplete's `options`, as Odoo's search box
 * gathers them (website/static/src/snippets/s_searchbar/000.js, start): its
 * hidden inputs, its action's query params but `search`, and each slug of its
 * path under the name before it (`/shop/category/desks-3` → category
 * "desks-3"). They narrow the suggested products to the shop's current
 * category, tags and price range. The last value of a name wins.
 */
export function autocompleteOptions(action: string, fields: readonly FormField[]): Record<string, string> {
  const url = new URL(action, "http://localhost");
  const options = new Map<string, string>();
  for (const field of fields) options.set(field.name, field.value);
  for (const [name, value] of url.searchParams) {
    if (value && name !== "search") options.set(name, value);
  }
  const parts = url.pathname.split("/").map(decodePart);
  parts.forEach((part, index) => {
    if (index > 1 && SLUG.test(part)) options.set(parts[index - 1]!, part);
  });
  // fromEntries defines own properties: a "__proto__" param stays a plain key.
  return Object.fromEntries([...options].map(([name, value]) => [name, value.slice(0, MAX_OPTION_LENGTH)]));
}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
