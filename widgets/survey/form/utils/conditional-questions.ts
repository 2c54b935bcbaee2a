import type { SurveyAnswer, SurveyQuestion, SurveySection } from "@/core/rpc/routes/survey-routes";

/**
 * The choices made, for conditional questions: those of earlier screens (the
 * server's `selected`), with the choices of this screen's questions as the
 * visitor has them now.
 */
export function selectedChoices(
  selected: readonly number[],
  sections: readonly SurveySection[],
  values: Readonly<Record<string, SurveyAnswer>>,
): Set<number> {
  const chosen = new Set(selected);
  for (const question of sections.flatMap((section) => section.questions)) {
    if (question.type !== "simple_choice" && question.type !== "multiple_choice") continue;
    for (const answer of question.answers) chosen.delete(answer.id);
    for (const choice of values[String(question.id)]?.choices ?? []) chosen.add(choice);
  }
  return chosen;
}

/** Whether `question` shows: no condition, or one of its triggering answers chosen. */
export function isShown(question: SurveyQuestion, chosen: ReadonlySet<number>): boolean {
  return (
    question.triggering_answer_ids.length === 0 || question.triggering_answer_ids.some((id) => chosen.has(id))
  );
}
