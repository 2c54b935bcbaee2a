import { dateWrapper, fieldInputs, formFields, isModelField } from "./form-fields";
import { serverValue, type LangDateFormat } from "./lang-date-format";

export type FormValues = Record<string, string | string[] | File>;

const NOT_SENT_TYPES = new Set(["submit", "button", "image", "reset", "file"]);

/** What a browser (and jQuery's serializeArray, Odoo's reader) takes from a form: enabled, named, checked. */
export function controlEntries(form: HTMLFormElement): [string, string][] {
  const entries: [string, string][] = [];
  for (const element of Array.from(form.elements)) {
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    )) {
      continue;
    }
    if (!element.name || element.matches(":disabled") || NOT_SENT_TYPES.has(element.type)) continue;
    if (element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type) && !element.checked) {
      continue;
    }
    if (element instanceof HTMLSelectElement) {
      for (const option of Array.from(element.selectedOptions)) entries.push([element.name, option.value]);
    } else {
      entries.push([element.name, element.value.replace(/\r?\n/g, "\r\n")]);
    }
  }
  return entries;
}

/**
 * The values a website form sends, the way Odoo's server reads them
 * (website/controllers/form.py `extract_data`): an empty value is not sent;
 * a name met again becomes a list (the checkboxes of a many2many, read as
 * "1,2"); each file as `{name}[{input index}][{file index}]`, the index
 * counting the enabled file inputs; a date or datetime of the target model
 * in the server's format (UTC for a moment), a custom one as typed.
 */
export function formValues(form: HTMLFormElement, dates: LangDateFormat): FormValues {
  const values: FormValues = {};
  for (const [name, value] of controlEntries(form)) {
    const known = values[name];
    if (known === undefined) {
      if (value !== "") values[name] = value;
    } else if (Array.isArray(known)) {
      known.push(value);
    } else {
      values[name] = [known as string, value];
    }
  }
  const fileInputs = Array.from(form.querySelectorAll<HTMLInputElement>("input[type=file]")).filter(
    (input) => !input.disabled,
  );
  fileInputs.forEach((input, inputIndex) => {
    Array.from(input.files ?? []).forEach((file, fileIndex) => {
      values[`${input.name}[${inputIndex}][${fileIndex}]`] = file;
    });
  });
  for (const field of formFields(form)) {
    if (!isModelField(field)) continue;
    for (const input of fieldInputs(field)) {
      const date = dateWrapper(input);
      const value = input.value.trim();
      if (!date || !value || input.disabled) continue;
      const parsed = dates.parse(value, date.kind);
      if (parsed) values[input.name] = serverValue(parsed, date.kind);
    }
  }
  return values;
}

/** The multipart body: a list goes as one comma-joined value, as Odoo's own form sends it. */
export function formBody(values: FormValues, extra: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...values, ...extra })) {
    if (value instanceof File) body.append(name, value, value.name);
    else body.append(name, Array.isArray(value) ? value.join(",") : value);
  }
  return body;
}
