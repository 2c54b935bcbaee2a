// The compose step's counting rules, the wizard's and a subscription week's in
// the portal: no dish beyond the box's number of meals, and moving on needs
// exactly that number (spec §5.3). The server enforces the
// same; these let the page answer at once instead of asking.

/** What stops the visitor from moving on from compose, if anything. */
export type MoveOnProblem = { kind: "missing"; count: number } | { kind: "excess"; count: number } | null;

/** Moving on needs exactly the box's number of meals. */
export function moveOnProblem(countLine: number, meals: number): MoveOnProblem {
  if (countLine < meals) return { kind: "missing", count: meals - countLine };
  if (countLine > meals) return { kind: "excess", count: countLine - meals };
  return null;
}

/** Meals one press of "Add" puts in the box: a new line starts at the dish's minimum. */
export function addStep(minQuant: number): number {
  return Math.max(minQuant, 1);
}

/** Whether `extra` more meals still fit in the box. */
export function fitsInBox(countLine: number, extra: number, meals: number): boolean {
  return countLine + extra <= meals;
}
