/** A choice's problem under it, referenced by the group's aria-describedby. */
export function FieldProblem({ id, problem }: { id: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p id={id} className="weekbox-field-error">
      {problem}
    </p>
  );
}
