// The survey's routes (spec §2.9, §3.6, §7.5; website_survey_widget): Odoo 17
// swaps server HTML between a survey's screens; these answer the screen as
// JSON, the answers going through Odoo's own submit route (its validation,
// saving and scoring). The same state is the form widget's props (first paint).
import * as z from "zod/mini";

const id = z.int().check(z.positive());
/** An access token (a uuid as Odoo makes them). */
const token = z.string().check(z.regex(/^[0-9A-Za-z-]{1,64}$/));

export const questionTypeSchema = z.enum([
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
export const surveyQuestionSchema = z.object({
  id,
  title: z.string(),
  /** Server HTML, "" for none. */
  description: z.string(),
  type: questionTypeSchema,
  mandatory: z.boolean(),
  /** Checked before sending (Odoo's form does so without going back, or on one page). */
  required: z.boolean(),
  /** The message of an unanswered mandatory question. */
  error_message: z.string(),
  placeholder: z.string(),
  validation: z.nullable(
    z.object({
      email: z.boolean(),
      length_min: z.number(),
      length_max: z.number(),
      min: z.number(),
      max: z.number(),
      /** "YYYY-MM-DD" (a datetime's "YYYY-MM-DD HH:MM:SS", UTC); "" for none. */
      min_date: z.string(),
      max_date: z.string(),
      message: z.string(),
    }),
  ),
  answers: z.array(z.object({ id, value: z.string(), image_url: z.string() })),
  /** A matrix's rows (its columns are `answers`). */
  rows: z.array(z.object({ id, value: z.string() })),
  matrix_subtype: z.enum(["simple", "multiple"]),
  comments: z.object({ allowed: z.boolean(), message: z.string(), count_as_answer: z.boolean() }),
  /** Shown only once one of these answers is chosen (none: always). */
  triggering_answer_ids: z.array(z.int()),
});

/** A page of the survey (a section) with its questions; id 0: questions without a page. */
export const surveySectionSchema = z.object({
  id: z.int().check(z.gte(0)),
  title: z.string(),
  description: z.string(),
  questions: z.array(surveyQuestionSchema),
});

/**
 * One question's answer: `text` (a typed answer; dates "YYYY-MM-DD", datetimes
 * "YYYY-MM-DD HH:MM:SS" in UTC, numbers as typed), `choices` (choice ids),
 * `rows` (a matrix: row id → column ids), `comment` ("Other" or a comment).
 */
export const surveyAnswerSchema = z.object({
  text: z.optional(z.string().check(z.maxLength(10000))),
  choices: z.optional(z.array(id).check(z.maxLength(200))),
  rows: z.optional(z.record(z.string().check(z.regex(/^[0-9]{1,10}$/)), z.array(id).check(z.maxLength(200)))),
  comment: z.optional(z.string().check(z.maxLength(10000))),
});

export const surveyInfoSchema = z.object({
  title: z.string(),
  description: z.string(),
  layout: z.enum(["one_page", "page_per_section", "page_per_question"]),
  progression_mode: z.enum(["percent", "number"]),
  users_can_go_back: z.boolean(),
  scoring_type: z.string(),
  certification: z.boolean(),
  /** 0: not timed. */
  time_limit_minutes: z.number(),
});

/** The screen the form shows (survey.user_input._prepare_weekbox_survey_state). */
export const surveyStateSchema = z.object({
  survey_token: token,
  answer_token: token,
  survey: surveyInfoSchema,
  screen: z.enum(["start", "questions", "done"]),
  sections: z.array(surveySectionSchema),
  /** The saved answers of the screen's questions, by question id (resuming). */
  values: z.record(z.string(), surveyAnswerSchema),
  /** The choices already made (earlier pages too): which conditional questions show. */
  selected_answer_ids: z.array(z.int()),
  /** Mandatory questions left unanswered (their message is shown). */
  skipped_question_ids: z.array(z.int()),
  /** What the submit sends back: the page (per section) or the question (per question) shown. */
  page_id: z.int(),
  question_id: z.int(),
  /** Going back: the page or question before this one (0: none). */
  previous_page_id: z.int(),
  can_go_back: z.boolean(),
  /** The submit button: Submit, Continue, or Next Skipped. */
  submit: z.enum(["finish", "next", "next_skipped"]),
  progress: z.nullable(z.object({ current: z.int(), total: z.int(), percent: z.number() })),
  /** A sectioned survey's pages, for its breadcrumb ([]: none). */
  breadcrumb: z.array(z.object({ id, title: z.string() })),
  /** A timed survey's seconds left (null: not timed). */
  time_left_seconds: z.nullable(z.int()),
  test_entry: z.boolean(),
  done: z.nullable(
    z.object({
      description: z.string(),
      scored: z.boolean(),
      score: z.number(),
      passed: z.boolean(),
      certification_url: z.string(),
      attempts_left: z.nullable(z.int()),
      retry_url: z.string(),
      review_url: z.string(),
    }),
  ),
});

export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;
export type SurveySection = z.infer<typeof surveySectionSchema>;
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;
export type SurveyState = z.infer<typeof surveyStateSchema>;

/** Which survey and whose answer: every survey route's params. */
const access = { survey_token: token, answer_token: token };

export const surveyRoutes = {
  "/survey/weekbox/begin": {
    /** Starts the answer (Odoo's /survey/begin): its first screen. */
    params: z.strictObject(access),
    result: surveyStateSchema,
  },
  "/survey/weekbox/submit": {
    /**
     * The screen's answers, through Odoo's /survey/submit: the next screen,
     * or each question's error (nothing saved then). `previous_page_id` goes
     * back to that page; `next_skipped` to the next mandatory question skipped.
     */
    params: z.strictObject({
      ...access,
      answers: z.record(z.string().check(z.regex(/^[0-9]{1,10}$/)), surveyAnswerSchema),
      page_id: z.optional(id),
      question_id: z.optional(id),
      previous_page_id: z.optional(id),
      next_skipped: z.optional(z.boolean()),
    }),
    result: z.union([
      z.object({
        kind: z.literal("state"),
        state: surveyStateSchema,
        /** A quiz's right answers of the page just sent, shown before moving on. */
        correct_answers: z.record(z.string(), z.object({ answer_ids: z.array(z.int()), value: z.string() })),
      }),
      z.object({ kind: z.literal("errors"), errors: z.record(z.string(), z.string()) }),
    ]),
  },
} as const;
