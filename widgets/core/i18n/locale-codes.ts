// Odoo language codes ("fr_BE", "sr@latin") and BCP 47 tags ("fr-BE", "sr-Latn")
// are two spellings of the same thing: Odoo emits the former, Intl and luxon
// need the latter.

/** Converts an Odoo language code to a BCP 47 tag, e.g. `fr_BE` → `fr-BE`. */
export function toBcp47(odooLang: string): string {
  return odooLang.replace("@latin", "-Latn").replace("@Cyrl", "-Cyrl").replaceAll("_", "-");
}

/** Converts a BCP 47 tag (e.g. from `<html lang>`) to an Odoo code, e.g. `fr-BE` → `fr_BE`. */
export function fromBcp47(tag: string): string {
  const [language = "", ...rest] = tag.trim().split(/[-_]/);
  const region = rest.find((part) => /^([A-Za-z]{2}|\d{3})$/.test(part));
  const base = language.toLowerCase();
  return region ? `${base}_${region.toUpperCase()}` : base;
}
