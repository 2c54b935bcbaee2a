// A survey like the demo's "How was your box?", made by a test as admin (its
// own, removed after it with its answers): two sections — a mandatory single
// choice, a multiple choice and a matrix; a date, a number and a free text —
// public, the visitor allowed to go back. And answers given through the
// survey routes, each by a visitor of its own, as the form sends them.
import { callKw } from "./call-kw";
import { newVisitor, type OdooSession } from "./odoo-session";

export type TestSurvey = {
  id: number;
  token: string;
  pages: { box: number; week: number };
  questions: {
    overall: number;
    dishes: number;
    rating: number;
    arrived: number;
    people: number;
    better: number;
  };
  /** Choice ids by label: overall (Great, Good, Poor), dishes, rating columns and rows. */
  choices: Record<string, number>;
};

const choice = (value: string, sequence: number) => [0, 0, { value, sequence }];

export async function createTestSurvey(admin: OdooSession, title: string): Promise<TestSurvey> {
  const entries = [
    { title: "Your box", is_page: true, question_type: false, sequence: 1 },
    {
      title: "How was your box overall?",
      question_type: "simple_choice",
      constr_mandatory: true,
      sequence: 2,
      suggested_answer_ids: [choice("Great", 1), choice("Good", 2), choice("Poor", 3)],
    },
    {
      title: "Which dishes did you cook?",
      question_type: "multiple_choice",
      sequence: 3,
      suggested_answer_ids: [choice("Chickpea curry", 1), choice("Mushroom risotto", 2)],
    },
    {
      title: "Rate each part of the box",
      question_type: "matrix",
      matrix_subtype: "simple",
      sequence: 4,
      suggested_answer_ids: [choice("Poor", 1), choice("Great", 2)],
      matrix_row_ids: [choice("Freshness", 1), choice("Delivery", 2)],
    },
    { title: "About your week", is_page: true, question_type: false, sequence: 5 },
    { title: "When did your box arrive?", question_type: "date", sequence: 6 },
    { title: "How many people ate from the box?", question_type: "numerical_box", sequence: 7 },
    { title: "What could we do better?", question_type: "text_box", sequence: 8 },
  ];
  const id = await callKw<number>(admin, "survey.survey", "create", [
    {
      title,
      access_mode: "public",
      questions_layout: "page_per_section",
      progression_mode: "number",
      users_can_go_back: true,
      question_and_page_ids: entries.map((entry) => [0, 0, entry]),
    },
  ]);
  const [survey] = await callKw<{ access_token: string; question_and_page_ids: number[] }[]>(
    admin,
    "survey.survey",
    "read",
    [[id], ["access_token", "question_and_page_ids"]],
  );
  const ids = survey!.question_and_page_ids;
  const answers = await callKw<
    {
      id: number;
      value: string;
      question_id: [number, string] | false;
      matrix_question_id: [number, string] | false;
    }[]
  >(admin, "survey.question.answer", "search_read", [
    ["|", ["question_id", "in", ids], ["matrix_question_id", "in", ids]],
    ["value", "question_id", "matrix_question_id"],
  ]);
  const choices: Record<string, number> = {};
  for (const answer of answers) {
    const question = (answer.question_id || answer.matrix_question_id) as [number, string];
    const prefix = {
      [ids[1]!]: "overall",
      [ids[2]!]: "dishes",
      [ids[3]!]: answer.matrix_question_id ? "row" : "rating",
    }[question[0]];
    choices[`${prefix}:${answer.value}`] = answer.id;
  }
  return {
    id,
    token: survey!.access_token,
    pages: { box: ids[0]!, week: ids[4]! },
    questions: {
      overall: ids[1]!,
      dishes: ids[2]!,
      rating: ids[3]!,
      arrived: ids[5]!,
      people: ids[6]!,
      better: ids[7]!,
    },
    choices,
  };
}

export async function removeTestSurvey(admin: OdooSession, survey: TestSurvey | undefined): Promise<void> {
  if (!survey) return;
  const answers = await callKw<number[]>(admin, "survey.user_input", "search", [
    [["survey_id", "=", survey.id]],
  ]);
  if (answers.length) await callKw(admin, "survey.user_input", "unlink", [answers]);
  await callKw(admin, "survey.survey", "unlink", [[survey.id]]);
}

/** A new visitor starts an answer (Odoo's start route): the visitor and its answer token. */
export async function startAnswer(survey: TestSurvey): Promise<{ visitor: OdooSession; token: string }> {
  const visitor = await newVisitor();
  const res = await visitor.fetch(`/survey/start/${survey.token}`);
  const token = new RegExp(`/survey/${survey.token}/([0-9a-f-]+)`).exec(res.url || "")?.[1];
  if (!token) throw new Error(`no answer started for survey ${survey.id} (${res.url})`);
  return { visitor, token };
}

/**
 * `count` finished answers, each by its own visitor through the widget's
 * routes: the `index`th chooses Great for even indexes, Poor for odd ones, and
 * writes "Answer #index" as its free text.
 */
export async function answerSurvey(survey: TestSurvey, count: number): Promise<void> {
  const { questions, pages, choices } = survey;
  for (let index = 1; index <= count; index++) {
    const { visitor, token } = await startAnswer(survey);
    const access = { survey_token: survey.token, answer_token: token };
    await visitor.jsonRpc("/survey/weekbox/begin", access);
    await visitor.jsonRpc("/survey/weekbox/submit", {
      ...access,
      page_id: pages.box,
      answers: {
        [questions.overall]: { choices: [index % 2 ? choices["overall:Poor"]! : choices["overall:Great"]!] },
        [questions.dishes]: { choices: [choices["dishes:Chickpea curry"]!] },
        [questions.rating]: {
          rows: {
            [choices["row:Freshness"]!]: [choices["rating:Great"]!],
            [choices["row:Delivery"]!]: [index % 3 ? choices["rating:Great"]! : choices["rating:Poor"]!],
          },
        },
      },
    });
    await visitor.jsonRpc("/survey/weekbox/submit", {
      ...access,
      page_id: pages.week,
      answers: {
        [questions.arrived]: { text: "2026-03-10" },
        [questions.people]: { text: String(1 + (index % 4)) },
        [questions.better]: { text: `Answer #${index}` },
      },
    });
  }
}
