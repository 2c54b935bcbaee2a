// Surveys for the form's tests, shaped as the survey routes answer them.
import type { SurveyQuestion, SurveyState } from "@/core/rpc/routes/survey-routes";

export function question(overrides: Partial<SurveyQuestion> = {}): SurveyQuestion {
  return {
    id: 1,
    title: "Q",
    description: "",
    type: "char_box",
    mandatory: false,
    required: false,
    error_message: "This question requires an answer.",
    placeholder: "",
    validation: null,
    answers: [],
    rows: [],
    matrix_subtype: "simple",
    comments: { allowed: false, message: "If other, please specify:", count_as_answer: false },
    triggering_answer_ids: [],
    ...overrides,
  };
}

export const OVERALL = question({
  id: 11,
  title: "How was your box overall?",
  type: "simple_choice",
  mandatory: true,
  required: true,
  answers: [
    { id: 101, value: "Great", image_url: "" },
    { id: 102, value: "Poor", image_url: "" },
  ],
});
/** Shown only when the box was poor. */
export const WHAT_WENT_WRONG = question({
  id: 12,
  title: "What went wrong?",
  type: "text_box",
  triggering_answer_ids: [102],
});
export const ARRIVED = question({ id: 13, title: "When did your box arrive?", type: "date" });
export const PEOPLE = question({ id: 14, title: "How many people ate from it?", type: "numerical_box" });
export const RATING = question({
  id: 15,
  title: "Rate each part",
  type: "matrix",
  answers: [
    { id: 151, value: "Bad", image_url: "" },
    { id: 152, value: "Good", image_url: "" },
  ],
  rows: [
    { id: 161, value: "Freshness" },
    { id: 162, value: "Delivery" },
  ],
});

export function surveyState(overrides: Partial<SurveyState> = {}): SurveyState {
  return {
    survey_token: "survey-token",
    answer_token: "answer-token",
    survey: {
      title: "How was your box?",
      description: "<p>Two minutes</p>",
      layout: "page_per_section",
      progression_mode: "number",
      users_can_go_back: false,
      scoring_type: "no_scoring",
      certification: false,
      time_limit_minutes: 0,
    },
    screen: "questions",
    sections: [{ id: 1, title: "Your box", description: "", questions: [OVERALL, WHAT_WENT_WRONG, RATING] }],
    values: {},
    selected_answer_ids: [],
    skipped_question_ids: [],
    page_id: 1,
    question_id: 0,
    previous_page_id: 0,
    can_go_back: false,
    submit: "next",
    progress: { current: 0, total: 2, percent: 0 },
    breadcrumb: [],
    time_left_seconds: null,
    test_entry: false,
    done: null,
    ...overrides,
  };
}

export const SECOND_PAGE = surveyState({
  sections: [{ id: 2, title: "Your week", description: "", questions: [ARRIVED, PEOPLE] }],
  page_id: 2,
  submit: "finish",
  progress: { current: 1, total: 2, percent: 50 },
});
