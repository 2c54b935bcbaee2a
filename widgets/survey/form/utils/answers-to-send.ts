import type { SurveyAnswer, SurveySection } from "@/core/rpc/routes/survey-routes";
import { isShown } from "./conditional-questions";

/**
 * The answers the screen sends: those of its shown questions (a hidden
 * conditional question's answer is not), each with what it holds only.
 */
export function answersToSend(
  sections: readonly SurveySection[],
  values: Readonly<Record<string, SurveyAnswer>>,
  chosen: ReadonlySet<number>,
): Record<string, SurveyAnswer> {
  const answers: Record<string, SurveyAnswer> = {};
  for (const question of sections.flatMap((section) => section.questions)) {
    if (!isShown(question, chosen)) continue;
    const value = values[String(question.id)] ?? {};
    const answer: SurveyAnswer = {};
    if (value.text?.trim()) answer.text = value.text;
    if (value.choices?.length) answer.choices = [...value.choices];
    if (value.rows && Object.keys(value.rows).length) answer.rows = { ...value.rows };
    if (value.comment?.trim()) answer.comment = value.comment;
    answers[String(question.id)] = answer;
  }
  return answers;
}
