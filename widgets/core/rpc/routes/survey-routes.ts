// The survey's routes (spec §2.9, §3.6, §7.5; website_survey_widget): Odoo 17
// swaps server HTML between a survey's screens; these answer the screen as
// JSON, the answers going through Odoo's own submit route (its validation,
// saving and scoring). The same state is the form widget's props (first paint).
import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";

const id = positiveInt();
/** An access token (a uuid as Odoo makes them). */
const token = v.pipe(v.string(), v.regex(/^[0-9A-Za-z-]{1,64}$/));

export const questionTypeSchema = v.picklist([
  "simple_choice",
  "multiple_choice",
  "text_box",
  "char_box",
  "numerical_box",
  "date",
  "datetime",
  "matrix",
]);

/** A question as the form shows it (survey.question._prepare_weekbox_question_values). */
export const surveyQuestionSchema = v.object({
  id,
  title: v.string(),
  /** Server HTML, "" for none. */
  description: v.string(),
  type: questionTypeSchema,
  mandatory: v.boolean(),
  /** Checked before sending (Odoo's form does so without going back, or on one page). */
  required: v.boolean(),
  /** The message of an unanswered mandatory question. */
  error_message: v.string(),
  placeholder: v.string(),
  validation: v.nullable(
    v.object({
      email: v.boolean(),
      length_min: v.number(),
      length_max: v.number(),
      min: v.number(),
      max: v.number(),
      /** "YYYY-MM-DD" (a datetime's "YYYY-MM-DD HH:MM:SS", UTC); "" for none. */
      min_date: v.string(),
      max_date: v.string(),
      message: v.string(),
    }),
  ),
  answers: v.array(v.object({ id, value: v.string(), image_url: v.string() })),
  /** A matrix's rows (its columns are `answers`). */
  rows: v.array(v.object({ id, value: v.string() })),
  matrix_subtype: v.picklist(["simple", "multiple"]),
  comments: v.object({ allowed: v.boolean(), message: v.string(), count_as_answer: v.boolean() }),
  /** Shown only once one of these answers is chosen (none: always). */
  triggering_answer_ids: v.array(int()),
});

/** A page of the survey (a section) with its questions; id 0: questions without a page. */
export const surveySectionSchema = v.object({
  id: v.pipe(int(), v.minValue(0)),
  title: v.string(),
  description: v.string(),
  questions: v.array(surveyQuestionSchema),
});

/**
 * One question's answer: `text` (a typed answer; dates "YYYY-MM-DD", datetimes
 * "YYYY-MM-DD HH:MM:SS" in UTC, numbers as typed), `choices` (choice ids),
 * `rows` (a matrix: row id → column ids), `comment` ("Other" or a comment).
 */
export const surveyAnswerSchema = v.object({
  text: v.optional(v.pipe(v.string(), v.maxLength(10000))),
  choices: v.optional(v.pipe(v.array(id), v.maxLength(200))),
  rows: v.optional(
    v.record(v.pipe(v.string(), v.regex(/^[0-9]{1,10}$/)), v.pipe(v.array(id), v.maxLength(200))),
  ),
  comment: v.optional(v.pipe(v.string(), v.maxLength(10000))),
});

export const surveyInfoSchema = v.object({
  title: v.string(),
  description: v.string(),
  layout: v.picklist(["one_page", "page_per_section", "page_per_question"]),
  progression_mode: v.picklist(["percent", "number"]),
  users_can_go_back: v.boolean(),
  scoring_type: v.string(),
  certification: v.boolean(),
  /** 0: not timed. */
  time_limit_minutes: v.number(),
});

/** The screen the form shows (survey.user_input._prepare_weekbox_survey_state). */
export const surveyStateSchema = v.object({
  survey_token: token,
  answer_token: token,
  survey: surveyInfoSchema,
  screen: v.picklist(["start", "questions", "done"]),
  sections: v.array(surveySectionSchema),
  /** The saved answers of the screen's questions, by question id (resuming). */
  values: v.record(v.string(), surveyAnswerSchema),
  /** The choices already made (earlier pages too): which conditional questions show. */
  selected_answer_ids: v.array(int()),
  /** Mandatory questions left unanswered (their message is shown). */
  skipped_question_ids: v.array(int()),
  /** What the submit sends back: the page (per section) or the question (per question) shown. */
  page_id: int(),
  question_id: int(),
  /** Going back: the page or question before this one (0: none). */
  previous_page_id: int(),
  can_go_back: v.boolean(),
  /** The submit button: Submit, Continue, or Next Skipped. */
  submit: v.picklist(["finish", "next", "next_skipped"]),
  progress: v.nullable(v.object({ current: int(), total: int(), percent: v.number() })),
  /** A sectioned survey's pages, for its breadcrumb ([]: none). */
  breadcrumb: v.array(v.object({ id, title: v.string() })),
  /** A timed survey's seconds left (null: not timed). */
  time_left_seconds: v.nullable(int()),
  test_entry: v.boolean(),
  done: v.nullable(
    v.object({
      description: v.string(),
      scored: v.boolean(),
      score: v.number(),
      passed: v.boolean(),
      certification_url: v.string(),
      attempts_left: v.nullable(int()),
      retry_url: v.string(),
      review_url: v.string(),
    }),
  ),
});

export type SurveyQuestion = v.InferOutput<typeof surveyQuestionSchema>;
export type SurveySection = v.InferOutput<typeof surveySectionSchema>;
export type SurveyAnswer = v.InferOutput<typeof surveyAnswerSchema>;
export type SurveyState = v.InferOutput<typeof surveyStateSchema>;

/** Which survey and whose answer: every survey route's params. */
const access = { survey_token: token, answer_token: token };

export const surveyRoutes = {
  "/survey/weekbox/begin": {
    /** Starts the answer (Odoo's /survey/begin): its first screen. */
    params: v.strictObject(access),
    result: surveyStateSchema,
  },
  "/survey/weekbox/submit": {
    /**
     * The screen's answers, through Odoo's /survey/submit: the next screen,
     * or each question's error (nothing saved then). `previous_page_id` goes
     * back to that page; `next_skipped` to the next mandatory question skipped.
     */
    params: v.strictObject({
      ...access,
      answers: v.record(v.pipe(v.string(), v.regex(/^[0-9]{1,10}$/)), surveyAnswerSchema),
      page_id: v.optional(id),
      question_id: v.optional(id),
      previous_page_id: v.optional(id),
      next_skipped: v.optional(v.boolean()),
    }),
    result: v.union([
      v.object({
        kind: v.literal("state"),
        state: surveyStateSchema,
        /** A quiz's right answers of the page just sent, shown before moving on. */
        correct_answers: v.record(v.string(), v.object({ answer_ids: v.array(int()), value: v.string() })),
      }),
      v.object({ kind: v.literal("errors"), errors: v.record(v.string(), v.string()) }),
    ]),
  },
} as const;
