import { useTranslate } from "@/core/i18n/use-translate";
import type { QuestionInputProps } from "./question-inputs";

/**
 * One choice (radio buttons) or several (check boxes), each with its image
 * when it has one; and the question's comment: an 'Other' choice whose text
 * counts as the answer, or a comment field beside the choices.
 */
export function ChoiceQuestion({
  question,
  value,
  onChange,
  disabled,
  invalid,
  labelId,
  errorId,
  rightChoices,
}: QuestionInputProps) {
  const t = useTranslate();
  const multiple = question.type === "multiple_choice";
  const choices = value?.choices ?? [];
  const comment = value?.comment ?? "";
  const other = question.comments.count_as_answer;
  // 'Other' is on while it has text, or once chosen (its text then awaited).
  const otherChosen = other && (value?.comment !== undefined || comment !== "");
  const name = `weekbox_survey_${question.id}`;
  const choose = (id: number, checked: boolean) => {
    if (multiple) {
      onChange({ ...value, choices: checked ? [...choices, id] : choices.filter((choice) => choice !== id) });
    } else {
      // One answer: a choice replaces 'Other' (and its text).
      onChange({ ...value, choices: [id], comment: other ? undefined : value?.comment });
    }
  };
  return (
    <div
      role={multiple ? "group" : "radiogroup"}
      aria-labelledby={labelId}
      aria-describedby={errorId}
      aria-invalid={invalid || undefined}
      aria-required={question.required || undefined}
      className="o_survey_answer_wrapper o_weekbox_survey_choices"
    >
      {question.answers.map((answer) => {
        const id = `${name}_${answer.id}`;
        const right = rightChoices?.includes(answer.id);
        return (
          <div
            key={answer.id}
            className={`form-check o_weekbox_survey_choice${right ? " o_weekbox_survey_right" : ""}`}
            data-choice-id={answer.id}
          >
            <input
              className="form-check-input"
              type={multiple ? "checkbox" : "radio"}
              id={id}
              name={name}
              value={answer.id}
              checked={choices.includes(answer.id)}
              disabled={disabled}
              onChange={(event) => choose(answer.id, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={id}>
              {answer.value}
              {right && <span className="visually-hidden"> ({t("right answer")})</span>}
              {answer.image_url && (
                <img
                  className="d-block mt-2 o_weekbox_survey_choice_image"
                  src={answer.image_url}
                  alt=""
                  loading="lazy"
                />
              )}
            </label>
          </div>
        );
      })}
      {other && (
        <div className="form-check o_weekbox_survey_choice">
          <input
            className="form-check-input"
            type={multiple ? "checkbox" : "radio"}
            id={`${name}_other`}
            name={name}
            checked={otherChosen}
            disabled={disabled}
            onChange={(event) =>
              onChange(
                multiple
                  ? { ...value, comment: event.target.checked ? comment : undefined }
                  : { ...value, choices: [], comment: event.target.checked ? comment : undefined },
              )
            }
          />
          <label className="form-check-label" htmlFor={`${name}_other`}>
            {question.comments.message}
          </label>
        </div>
      )}
      {question.comments.allowed && (!other || otherChosen) && (
        <textarea
          className="form-control mt-2 o_survey_comment"
          rows={2}
          aria-label={question.comments.message}
          placeholder={disabled ? undefined : question.comments.message}
          value={comment}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, comment: event.target.value })}
        />
      )}
    </div>
  );
}
