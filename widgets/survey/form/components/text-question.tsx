import { useTranslate } from "@/core/i18n/use-translate";
import { dateBounds } from "../utils/answer-rules";
import { localInputToUtc, utcToLocalInput } from "../utils/utc-datetime";
import type { QuestionInputProps } from "./question-inputs";

/**
 * A typed answer: a line of text (an e-mail input when the question asks for
 * one), a text area, a number (any decimals), a date (YYYY-MM-DD, from 1900
 * to today + 200 years) or a date and time (the visitor's local time, sent
 * in UTC as Odoo stores it).
 */
export function TextQuestion({
  question,
  value,
  onChange,
  disabled,
  invalid,
  labelId,
  errorId,
}: QuestionInputProps) {
  const t = useTranslate();
  const text = value?.text ?? "";
  const common = {
    id: `weekbox_survey_input_${question.id}`,
    name: String(question.id),
    className: `form-control o_survey_question_text_box${invalid ? " is-invalid" : ""}`,
    disabled,
    placeholder: question.placeholder || undefined,
    "aria-labelledby": labelId,
    "aria-describedby": errorId,
    "aria-invalid": invalid || undefined,
    "aria-required": question.required || undefined,
  };
  const set = (next: string) => onChange({ ...value, text: next });
  switch (question.type) {
    case "text_box":
      return <textarea {...common} rows={3} value={text} onChange={(event) => set(event.target.value)} />;
    case "numerical_box":
      return (
        <input
          {...common}
          type="number"
          step="any"
          inputMode="decimal"
          value={text}
          onChange={(event) => set(event.target.value)}
        />
      );
    case "date": {
      const { min, max } = dateBounds(new Date());
      return (
        <input
          {...common}
          type="date"
          min={question.validation?.min_date || min}
          max={question.validation?.max_date || max}
          value={text}
          onChange={(event) => set(event.target.value)}
          title={t("A date between {min} and {max}", { min, max })}
        />
      );
    }
    case "datetime": {
      const { min, max } = dateBounds(new Date());
      return (
        <input
          {...common}
          type="datetime-local"
          min={`${min}T00:00`}
          max={`${max}T23:59`}
          value={utcToLocalInput(text)}
          onChange={(event) => set(localInputToUtc(event.target.value))}
        />
      );
    }
    default:
      return (
        <input
          {...common}
          type={question.validation?.email ? "email" : "text"}
          value={text}
          onChange={(event) => set(event.target.value)}
        />
      );
  }
}
