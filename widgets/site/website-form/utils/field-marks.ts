import { createElementChanges } from "@/core/mount/element-changes";
import { fieldInputs } from "./form-fields";
import type { FieldErrors } from "./validate-form";

const ids = new WeakMap<Element, string>();
let next = 0;

/** The id of a field's error message (aria-describedby of its inputs). */
export function fieldErrorId(field: Element): string {
  let id = ids.get(field);
  if (!id) {
    id = `weekbox-form-error-${++next}`;
    ids.set(field, id);
  }
  return id;
}

/** Where a field's message goes: under its input(s), in the field's input column. */
export function fieldMessageHost(field: HTMLElement): HTMLElement {
  const input = fieldInputs(field)[0];
  return input?.closest<HTMLElement>(".col-sm, .s_website_form_multiple") ?? input?.parentElement ?? field;
}

/**
 * Marks the fields in error as Odoo's form does (`o_has_error` on the field,
 * `is-invalid` on its controls) and for assistive technology (aria-invalid,
 * aria-describedby → the message). Returns the undo.
 */
export function markFieldErrors(errors: FieldErrors): () => void {
  const changes = createElementChanges();
  for (const field of errors.keys()) {
    changes.toggleClass(field, "o_has_error", true);
    for (const control of Array.from(
      field.querySelectorAll(".form-control, .form-select, .form-check-input"),
    )) {
      changes.toggleClass(control, "is-invalid", true);
    }
    for (const input of fieldInputs(field)) {
      const described = input.getAttribute("aria-describedby");
      changes.setAttribute(input, "aria-invalid", "true");
      changes.setAttribute(
        input,
        "aria-describedby",
        [described, fieldErrorId(field)].filter(Boolean).join(" "),
      );
    }
  }
  return () => changes.restore();
}
