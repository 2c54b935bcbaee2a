import type { Translate } from "@/core/i18n/translate";

/**
 * The message under a field Odoo refused (its error_fields): "missing" for an
 * empty required field, "error" for a wrong value, explained by Odoo's own
 * messages above the form.
 */
export function fieldErrorMessage(kind: "missing" | "error" | undefined, t: Translate): string | undefined {
  if (kind === "missing") return t("This field is required.");
  if (kind === "error") return t("Please check this field: see the message above the form.");
  return undefined;
}
