import type { SurveyAnswer, SurveyQuestion } from "@/core/rpc/routes/survey-routes";

/** What every question's input takes. */
export type QuestionInputProps = {
  question: SurveyQuestion;
  value: SurveyAnswer | undefined;
  onChange: (value: SurveyAnswer) => void;
  /** The print view, a finished answer, a page being sent. */
  disabled: boolean;
  invalid: boolean;
  /** The id of the question's title (its inputs' group label) and of its error zone. */
  labelId: string;
  errorId: string;
  /** A quiz's review: its right choices (highlighted). */
  rightChoices?: readonly number[];
};
