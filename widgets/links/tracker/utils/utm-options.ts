// The UTM pickers' options (spec §2.9): the existing campaigns, media or
// sources matching what was typed, and 'Create "…"' when none has exactly
// that name (case aside, as Odoo's picker).

/** Odoo's picker waits this long after the last key before searching. */
export const UTM_SEARCH_DEBOUNCE_MS = 400;

export type UtmRecord = { id: number; name: string };
export type UtmOption = { id: string; record: UtmRecord } | { id: string; create: string };

export const CREATE_OPTION_ID = "create";

export function utmOptions(term: string, found: readonly UtmRecord[]): UtmOption[] {
  const options: UtmOption[] = found.map((record) => ({ id: String(record.id), record }));
  const name = term.trim();
  if (name && !found.some((record) => record.name.toLowerCase() === name.toLowerCase())) {
    options.push({ id: CREATE_OPTION_ID, create: name });
  }
  return options;
}
