import type { Translate } from "@/core/i18n/translate";
import { dateWrapper, fieldInputs, formFields, type FormControl } from "./form-fields";
import type { LangDateFormat } from "./lang-date-format";

export type FieldErrors = Map<HTMLElement, string>;

export type FormCheck = {
  /** Each field in error with the message shown beside it. */
  errors: FieldErrors;
  /** The form's status message when a file is the reason (Odoo's own wording). */
  fileMessage?: string;
};

const BYTES_IN_MEGABYTE = 1_000_000;

/**
 * The client's rules of a website form (spec §5.1): among a field's required
 * checkboxes at least one checked, the browser's own validity, date and
 * datetime values strictly in the page language's format (empty allowed),
 * the files' number and size the editor set. A disabled input (a field
 * hidden by its visibility rule) is never in error: it is not sent.
 */
export function validateForm(form: HTMLFormElement, dates: LangDateFormat, t: Translate): FormCheck {
  const errors: FieldErrors = new Map();
  let fileMessage: string | undefined;
  for (const field of formFields(form)) {
    const inputs = fieldInputs(field);
    const requiredBoxes = inputs.filter(
      (input): input is HTMLInputElement => input.type === "checkbox" && input.required && !input.disabled,
    );
    if (requiredBoxes.length > 1 && !requiredBoxes.some((box) => box.checked)) {
      errors.set(field, t("Please check at least one of these boxes."));
      continue;
    }
    for (const input of inputs) {
      if (input.disabled) continue;
      if (input instanceof HTMLInputElement && input.type === "checkbox" && requiredBoxes.length > 1)
        continue;
      const message =
        dateMessage(input, dates, t) ??
        fileProblem(input, t) ??
        (input.checkValidity() ? undefined : input.validationMessage || t("This field is not valid."));
      if (message) {
        errors.set(field, message);
        if (input instanceof HTMLInputElement && input.type === "file") fileMessage = fileMessage ?? message;
        break;
      }
    }
  }
  return { errors, fileMessage };
}

function dateMessage(input: FormControl, dates: LangDateFormat, t: Translate): string | undefined {
  const date = dateWrapper(input);
  const value = input.value.trim();
  if (!date || !value || dates.parse(value, date.kind)) return undefined;
  return date.kind === "date"
    ? t("'{value}' is not a correct date", { value })
    : t("'{value}' is not a correct datetime", { value });
}

function fileProblem(input: FormControl, t: Translate): string | undefined {
  if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.files) return undefined;
  const maxFiles = Number(input.dataset.maxFilesNumber);
  if (maxFiles > 0 && input.files.length > maxFiles) {
    return t("Please fill in the form correctly. You uploaded too many files. (Maximum {limit} files)", {
      limit: maxFiles,
    });
  }
  const maxSize = Number(input.dataset.maxFileSize);
  if (maxSize > 0) {
    for (const file of Array.from(input.files)) {
      if (file.size / BYTES_IN_MEGABYTE > maxSize) {
        return t('Please fill in the form correctly. The file "{name}" is too big. (Maximum {limit} MB)', {
          name: file.name,
          limit: maxSize,
        });
      }
    }
  }
  return undefined;
}
