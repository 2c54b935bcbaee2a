import type { DateKind } from "./lang-date-format";

// Odoo 17's form markup (website/views/snippets/s_website_form.xml and the
// field templates of website_form_editor.xml), with the classes of older
// forms still found in saved pages.
export const FIELD_SELECTOR = ".s_website_form_field, .form-field";
export const INPUT_SELECTOR = ".s_website_form_input, .o_website_form_input";
export const SEND_SELECTOR = ".s_website_form_send, .o_website_form_send";
export const RESULT_SELECTOR = "#s_website_form_result, #o_website_form_result";
const DATE_SELECTOR = ".s_website_form_date, .o_website_form_date";
const DATETIME_SELECTOR = ".s_website_form_datetime, .o_website_form_datetime";

export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function formFields(form: HTMLFormElement): HTMLElement[] {
  return Array.from(form.querySelectorAll<HTMLElement>(FIELD_SELECTOR));
}

export function fieldInputs(field: Element): FormControl[] {
  // Odoo's editor gives a select it edits this id; it is never a value.
  return Array.from(field.querySelectorAll<FormControl>(INPUT_SELECTOR)).filter(
    (input) => input.id !== "editable_select",
  );
}

/** The wrapper of a date or datetime input (`.s_website_form_date.input-group`), with its kind. */
export function dateWrapper(input: Element): { wrapper: HTMLElement; kind: DateKind } | null {
  const date = input.closest<HTMLElement>(DATE_SELECTOR);
  if (date) return { wrapper: date, kind: "date" };
  const datetime = input.closest<HTMLElement>(DATETIME_SELECTOR);
  return datetime ? { wrapper: datetime, kind: "datetime" } : null;
}

/** A field of the target model (its value goes to the server in the server's format), not a custom one. */
export function isModelField(field: Element): boolean {
  return !field.classList.contains("s_website_form_custom");
}

export function sendButtons(form: HTMLFormElement): HTMLElement[] {
  return Array.from(form.querySelectorAll<HTMLElement>(SEND_SELECTOR));
}
