// What the form checks before sending (the server checks it all again, with
// Odoo's own validation): the spec's bounds (§5.5) and the question's rules.
import type { SurveyAnswer, SurveyQuestion } from "@/core/rpc/routes/survey-routes";
import type { Translate } from "@/core/i18n/translate";

/** Dates from this year... */
export const DATE_MIN_YEAR = 1900;
/** ...to this many years from today. */
export const DATE_YEARS_AHEAD = 200;
/** Whole numbers within 32 bits. */
export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;
/** A submit that takes longer than this fails (§9.5). */
export const SUBMIT_TIMEOUT_MS = 5000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `date` as the server takes it: YYYY-MM-DD (local calendar day). */
export function isoDate(date: Date): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first and last day a date answer may be: 1 January 1900, today + 200 years. */
export function dateBounds(today: Date): { min: string; max: string } {
  const last = new Date(today.getFullYear() + DATE_YEARS_AHEAD, today.getMonth(), today.getDate());
  return { min: `${DATE_MIN_YEAR}-01-01`, max: isoDate(last) };
}

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether an answer says nothing (no text, no choice, no row, no comment). */
export function isEmptyAnswer(answer: SurveyAnswer | undefined): boolean {
  if (!answer) return true;
  return (
    !answer.text?.trim() &&
    !(answer.choices?.length ?? 0) &&
    Object.keys(answer.rows ?? {}).length === 0 &&
    !answer.comment?.trim()
  );
}

/**
 * The message of what is wrong with `answer` to `question` before sending,
 * or null: a required question left empty (or 'Other' without its text, a
 * matrix row without a choice), an e-mail without '@', a length or value
 * outside the question's range, a number beyond 32 bits, a date that is not
 * one or outside 1900..today + 200 years or the question's range.
 */
export function answerProblem(
  question: SurveyQuestion,
  answer: SurveyAnswer | undefined,
  today: Date,
  t: Translate,
): string | null {
  const text = answer?.text?.trim() ?? "";
  const validation = question.validation;
  const invalid = validation?.message || t("The answer you entered is not valid.");
  switch (question.type) {
    case "char_box":
    case "text_box": {
      if (!text) return question.required ? question.error_message : null;
      if (validation?.email && !isEmailShape(text)) return t("This answer must be an email address.");
      if (question.type === "char_box" && validation?.length_min && validation.length_max) {
        if (text.length < validation.length_min || text.length > validation.length_max) return invalid;
      }
      return null;
    }
    case "numerical_box": {
      if (!text) return question.required ? question.error_message : null;
      const value = Number(text);
      if (!Number.isFinite(value)) return t("This is not a number");
      if (value < INT_MIN || value > INT_MAX)
        return t("Enter a number between {min} and {max}.", { min: INT_MIN, max: INT_MAX });
      if (
        validation &&
        (validation.min || validation.max) &&
        (value < validation.min || value > validation.max)
      )
        return invalid;
      return null;
    }
    case "date":
    case "datetime": {
      if (!text) return question.required ? question.error_message : null;
      const day = text.slice(0, 10);
      if (!isIsoDate(day)) return t("This is not a date");
      const { min, max } = dateBounds(today);
      if (day < min || day > max) return t("Enter a date between {min} and {max}.", { min, max });
      if (validation?.min_date && text < validation.min_date) return invalid;
      if (validation?.max_date && text > validation.max_date) return invalid;
      return null;
    }
    case "simple_choice":
    case "multiple_choice": {
      if (!question.required) return null;
      const other = question.comments.count_as_answer && (answer?.comment ?? "").trim() !== "";
      return (answer?.choices?.length ?? 0) > 0 || other ? null : question.error_message;
    }
    case "matrix": {
      if (!question.required) return null;
      const rows = answer?.rows ?? {};
      return question.rows.every((row) => (rows[String(row.id)]?.length ?? 0) > 0)
        ? null
        : question.error_message;
    }
  }
}

/** Text, '@', text: Odoo's form's own check of an e-mail answer. */
export function isEmailShape(text: string): boolean {
  const parts = text.split("@");
  return parts.length === 2 && parts[0] !== "" && parts[1] !== "";
}
