import type { QuestionInputProps } from "./question-inputs";

/**
 * A table: a row per sub-question, a column per answer; one answer per row
 * (radio buttons) or several (check boxes); and its comment when it has one.
 */
export function MatrixQuestion({
  question,
  value,
  onChange,
  disabled,
  invalid,
  labelId,
  errorId,
}: QuestionInputProps) {
  const multiple = question.matrix_subtype === "multiple";
  const rows = value?.rows ?? {};
  const choose = (rowId: number, columnId: number, checked: boolean) => {
    const key = String(rowId);
    const current = rows[key] ?? [];
    const next = multiple
      ? checked
        ? [...current, columnId]
        : current.filter((id) => id !== columnId)
      : [columnId];
    const updated = { ...rows, [key]: next };
    if (next.length === 0) delete updated[key];
    onChange({ ...value, rows: updated });
  };
  return (
    <div className="table-responsive" aria-describedby={errorId}>
      <table className="table table-sm o_survey_question_matrix text-center mb-0" aria-labelledby={labelId}>
        <thead>
          <tr>
            <td />
            {question.answers.map((column) => (
              <th key={column.id} scope="col" className="fw-normal">
                {column.value}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {question.rows.map((row) => {
            const rowMissing = invalid && !(rows[String(row.id)]?.length ?? 0);
            return (
              <tr key={row.id}>
                <th scope="row" className={`fw-normal text-start${rowMissing ? " text-danger" : ""}`}>
                  {row.value}
                </th>
                {question.answers.map((column) => (
                  <td key={column.id}>
                    <input
                      className="form-check-input"
                      type={multiple ? "checkbox" : "radio"}
                      name={`weekbox_survey_${question.id}_${row.id}`}
                      aria-label={`${row.value}: ${column.value}`}
                      checked={(rows[String(row.id)] ?? []).includes(column.id)}
                      disabled={disabled}
                      onChange={(event) => choose(row.id, column.id, event.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {question.comments.allowed && (
        <textarea
          className="form-control mt-3 o_survey_comment"
          rows={2}
          aria-label={question.comments.message}
          placeholder={disabled ? undefined : question.comments.message}
          value={value?.comment ?? ""}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, comment: event.target.value })}
        />
      )}
    </div>
  );
}
