import type { ElementChanges } from "@/core/mount/element-changes";
import { controlEntries } from "./form-payload";

// Odoo's default recipient of a new form: values the page gives win over it.
const PLACEHOLDER_RECIPIENT = "info@yourcompany.example.com";

/**
 * The values the page renders for a form (`<span data-for="<form id>"
 * data-values="{...}">`, a Python dict: /contactus gives its recipient this
 * way), read as Odoo's website utils read them; none when absent or unreadable.
 */
export function pageValuesFor(form: HTMLFormElement): Record<string, unknown> {
  if (!form.id) return {};
  const holder = form.ownerDocument.querySelector<HTMLElement>(`[data-for='${CSS.escape(form.id)}']`);
  const raw = holder?.dataset.values;
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(
      raw
        .replace(/([,:[]\s*)True/g, "$1true")
        .replace(/([,:[]\s*)(False|None)/g, '$1""')
        .replace(/'(\s*[,:\]}])/g, '"$1')
        .replace(/([{[:,]\s*)'/g, '$1"'),
    );
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export type Prefill = {
  /** The page's values by field name (`pageValuesFor`). */
  page: Record<string, unknown>;
  /** The logged-in visitor's own values by `data-fill-with` (name, email, phone, commercial_company_name). */
  user: Record<string, unknown>;
  /** The visitor's country calling code (Odoo's GeoIP), for empty phone fields. */
  phoneCode?: string | null;
};

/**
 * Fills a form as Odoo's form widget does when it starts: the page's values,
 * else the logged-in visitor's, never over a recipient an editor set; then the
 * calling code in empty phone fields. `keepFilled`: what the visitor typed
 * meanwhile stays (values arriving late). A hidden input's value is its attribute:
 * that one is recorded in `changes`, so the editor never saves it.
 */
export function prefillForm(
  form: HTMLFormElement,
  { page, user, phoneCode }: Prefill,
  changes: ElementChanges,
  { keepFilled = false } = {},
): void {
  const names = new Set(controlEntries(form).map(([name]) => name));
  for (const name of names) {
    const input = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(name)}"]`);
    if (!input || input instanceof HTMLSelectElement) continue;
    if (name === "email_to" && input.value && input.value !== PLACEHOLDER_RECIPIENT) continue;
    if (keepFilled && input.value) continue;
    const value = page[name] || (input.dataset.fillWith ? user[input.dataset.fillWith] : undefined);
    if (typeof value !== "string" && typeof value !== "number") continue;
    if (value === "") continue;
    if (input instanceof HTMLInputElement && input.type === "hidden")
      changes.setAttribute(input, "value", String(value));
    else input.value = String(value);
  }
  if (phoneCode) {
    for (const phone of Array.from(form.querySelectorAll<HTMLInputElement>('input[type="tel"]'))) {
      if (!phone.value) phone.value = `+${phoneCode}`;
    }
  }
}
