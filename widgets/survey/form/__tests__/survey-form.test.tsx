import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { createFakeOdoo, odooError, odooResult, type FakeHandler } from "@/core/testing/fake-odoo-fetch";
import { SurveyForm } from "../components/survey-form";
import { SUBMIT_TIMEOUT_MS } from "../utils/answer-rules";
import {
  ARRIVED,
  OVERALL,
  PEOPLE,
  RATING,
  SECOND_PAGE,
  surveyState,
  WHAT_WENT_WRONG,
} from "./survey-fixtures";

function renderForm(state = surveyState(), handlers: Record<string, FakeHandler> = {}) {
  const server = createFakeOdoo(handlers);
  const user = userEvent.setup();
  render(
    <RpcClientContext.Provider value={createRpcClient({ fetch: server.fetch })}>
      <SurveyForm state={state} />
    </RpcClientContext.Provider>,
  );
  const sent = (route: string) =>
    server.calls
      .filter((call) => call.url.pathname === route)
      .map((call) => (call.body as { params: unknown }).params);
  return { user, sent, server };
}

const errorZone = (questionId: number) => document.getElementById(`weekbox_survey_error_${questionId}`)!;

afterEach(() => {
  document.cookie = "survey_survey-token=; max-age=0; path=/";
});

test("should start the survey with one call and show its first page", async () => {
  const { user, sent } = renderForm(surveyState({ screen: "start", sections: [], progress: null }), {
    "/survey/weekbox/begin": () => odooResult(surveyState()),
  });
  expect(screen.getByText("Two minutes")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Start Survey" }));
  expect(
    await screen.findByRole("heading", { name: "How was your box overall? (required)" }),
  ).toBeInTheDocument();
  expect(sent("/survey/weekbox/begin")).toEqual([
    { survey_token: "survey-token", answer_token: "answer-token" },
  ]);
  // In progress: the cookie Odoo's start route resumes the answer from.
  expect(document.cookie).toContain("survey_survey-token=answer-token");
});

test("should say in its error zone that a required question is empty, and send nothing", async () => {
  const { user, sent } = renderForm();
  await user.click(screen.getByRole("button", { name: "Continue" }));
  expect(errorZone(OVERALL.id)).toHaveTextContent("This question requires an answer.");
  expect(screen.getByRole("radiogroup", { name: /How was your box overall/ })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  expect(sent("/survey/weekbox/submit")).toHaveLength(0);
  // Answering clears it.
  await user.click(screen.getByRole("radio", { name: "Great" }));
  expect(errorZone(OVERALL.id)).toBeEmptyDOMElement();
});

test("should show a conditional question once its answer is chosen, and send it only then", async () => {
  const { user, sent } = renderForm(surveyState(), {
    "/survey/weekbox/submit": () => odooResult({ kind: "state", state: SECOND_PAGE, correct_answers: {} }),
  });
  expect(screen.queryByRole("textbox", { name: "What went wrong?" })).not.toBeInTheDocument();
  await user.click(screen.getByRole("radio", { name: "Poor" }));
  await user.type(screen.getByRole("textbox", { name: "What went wrong?" }), "Cold soup");
  await user.click(screen.getByRole("radio", { name: "Great" }));
  expect(screen.queryByRole("textbox", { name: "What went wrong?" })).not.toBeInTheDocument();
  await user.click(screen.getByRole("radio", { name: "Freshness: Good" }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: "Your week" });
  expect(sent("/survey/weekbox/submit")).toEqual([
    {
      survey_token: "survey-token",
      answer_token: "answer-token",
      page_id: 1,
      answers: { [OVERALL.id]: { choices: [101] }, [RATING.id]: { rows: { "161": [152] } } },
    },
  ]);
  expect(Object.keys(sent("/survey/weekbox/submit")[0] as object)).not.toContain(String(WHAT_WENT_WRONG.id));
});

test("should refuse a date out of range before sending, then send a valid one as YYYY-MM-DD", async () => {
  const done = surveyState({
    screen: "done",
    sections: [],
    progress: null,
    done: {
      description: "<p>Thanks, kitchen</p>",
      scored: false,
      score: 0,
      passed: false,
      certification_url: "",
      attempts_left: null,
      retry_url: "",
      review_url: "",
    },
  });
  const { user, sent } = renderForm(SECOND_PAGE, {
    "/survey/weekbox/submit": () => odooResult({ kind: "state", state: done, correct_answers: {} }),
  });
  const date = screen.getByLabelText("When did your box arrive?");
  expect(date).toHaveAttribute("type", "date");
  expect(date).toHaveAttribute("min", "1900-01-01");
  await user.type(date, "1850-01-01");
  await user.type(screen.getByLabelText("How many people ate from it?"), "99999999999");
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(errorZone(ARRIVED.id)).toHaveTextContent(
    /^Enter a date between 1900-01-01 and \d{4}-\d{2}-\d{2}\.$/,
  );
  expect(errorZone(PEOPLE.id)).toHaveTextContent("Enter a number between -2147483648 and 2147483647.");
  expect(sent("/survey/weekbox/submit")).toHaveLength(0);
  await user.clear(date);
  await user.type(date, "2026-03-10");
  await user.clear(screen.getByLabelText("How many people ate from it?"));
  await user.type(screen.getByLabelText("How many people ate from it?"), "4");
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(await screen.findByText("Thanks, kitchen")).toBeInTheDocument();
  expect(sent("/survey/weekbox/submit")[0]).toMatchObject({
    answers: { [ARRIVED.id]: { text: "2026-03-10" }, [PEOPLE.id]: { text: "4" } },
  });
  // Finished: the resume cookie is gone.
  expect(document.cookie).not.toContain("survey_survey-token=answer-token");
});

test("should show the server's errors in each question's error zone", async () => {
  const { user } = renderForm(SECOND_PAGE, {
    "/survey/weekbox/submit": () =>
      odooResult({ kind: "errors", errors: { [PEOPLE.id]: "The answer you entered is not valid." } }),
  });
  await user.click(screen.getByRole("button", { name: "Submit" }));
  await waitFor(() => expect(errorZone(PEOPLE.id)).toHaveTextContent("The answer you entered is not valid."));
  expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
});

test("should open an error dialog when the request fails, the form kept as it was", async () => {
  const { user } = renderForm(SECOND_PAGE, {
    "/survey/weekbox/submit": () =>
      odooError({ name: "odoo.exceptions.UserError", message: "This survey is closed." }),
  });
  await user.type(screen.getByLabelText("How many people ate from it?"), "3");
  await user.click(screen.getByRole("button", { name: "Submit" }));
  const dialog = await screen.findByRole("alertdialog", { name: "A problem has occurred" });
  expect(within(dialog).getByText("This survey is closed.")).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "OK" }));
  expect(screen.getByLabelText("How many people ate from it?")).toHaveValue(3);
});

test("should give up on a submit after 5 seconds, with the error dialog", async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const server = createFakeOdoo({ "/survey/weekbox/submit": () => "hang" });
    render(
      <RpcClientContext.Provider value={createRpcClient({ fetch: server.fetch })}>
        <SurveyForm state={SECOND_PAGE} />
      </RpcClientContext.Provider>,
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await act(async () => jest.advanceTimersByTime(SUBMIT_TIMEOUT_MS - 10));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(20));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent("The server took too long to answer.");
  } finally {
    jest.useRealTimers();
  }
});

test("should log an unexpected answer and keep working", async () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => {});
  let answer: unknown = { kind: "state", state: { screen: "nonsense" } };
  const { user } = renderForm(SECOND_PAGE, { "/survey/weekbox/submit": () => odooResult(answer) });
  await user.click(screen.getByRole("button", { name: "Submit" }));
  await waitFor(() =>
    expect(error).toHaveBeenCalledWith("[weekbox] survey: unexpected answer", expect.anything()),
  );
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
  answer = { kind: "errors", errors: { [PEOPLE.id]: "Again" } };
  await user.click(screen.getByRole("button", { name: "Submit" }));
  await waitFor(() => expect(errorZone(PEOPLE.id)).toHaveTextContent("Again"));
  error.mockRestore();
});

test("should resume with the answers filled in, and go back through the breadcrumb", async () => {
  const state = surveyState({
    values: { [OVERALL.id]: { choices: [102] }, [WHAT_WENT_WRONG.id]: { text: "Cold soup" } },
    selected_answer_ids: [102],
    survey: { ...surveyState().survey, users_can_go_back: true },
    breadcrumb: [
      { id: 1, title: "Your box" },
      { id: 2, title: "Your week" },
    ],
  });
  const second = {
    ...SECOND_PAGE,
    survey: state.survey,
    breadcrumb: state.breadcrumb,
    can_go_back: true,
    previous_page_id: 1,
  };
  const { user, sent } = renderForm(second, {
    "/survey/weekbox/submit": () => odooResult({ kind: "state", state, correct_answers: {} }),
  });
  await user.click(screen.getByRole("button", { name: "Your box" }));
  expect(await screen.findByRole("radio", { name: "Poor" })).toBeChecked();
  expect(screen.getByRole("textbox", { name: "What went wrong?" })).toHaveValue("Cold soup");
  expect(sent("/survey/weekbox/submit")[0]).toMatchObject({ previous_page_id: 1, page_id: 2 });
});

test("should show a one-page survey whole, sent once without Back, and a per-question one a question at a time", async () => {
  const goBack = { users_can_go_back: true };
  const onePage = surveyState({
    survey: { ...surveyState().survey, ...goBack, layout: "one_page" },
    sections: [surveyState().sections[0]!, SECOND_PAGE.sections[0]!],
    page_id: 0,
    submit: "finish",
    progress: null,
    can_go_back: true,
    previous_page_id: 1,
  });
  const { user, sent } = renderForm(onePage, {
    "/survey/weekbox/submit": () =>
      odooResult({
        kind: "state",
        state: surveyState({ screen: "done", sections: [] }),
        correct_answers: {},
      }),
  });
  expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
    "Your box",
    "Your week",
  ]);
  expect(screen.getByLabelText("When did your box arrive?")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
  expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  await user.click(screen.getByRole("radio", { name: "Great" }));
  await user.click(screen.getByRole("button", { name: "Submit" }));
  await waitFor(() => expect(sent("/survey/weekbox/submit")).toHaveLength(1));
  expect(sent("/survey/weekbox/submit")[0]).not.toHaveProperty("page_id");
  cleanup();

  renderForm(
    surveyState({
      survey: { ...surveyState().survey, ...goBack, layout: "page_per_question" },
      sections: [{ id: 0, title: "", description: "", questions: [PEOPLE] }],
      page_id: 0,
      question_id: PEOPLE.id,
      can_go_back: true,
      previous_page_id: OVERALL.id,
      progress: { current: 3, total: 6, percent: 50 },
    }),
  );
  // The question is the screen's title (Odoo's), not the survey's.
  expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
  expect(document.querySelectorAll("[id^='weekbox_survey_question_']")).toHaveLength(1);
  expect(screen.getByLabelText("How many people ate from it?")).toBeInTheDocument();
  expect(screen.getByText("3 of 6 answered")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Back" })).toBeEnabled();
});

test("should show the progress and the time left, and send what is there when time is up", async () => {
  jest.useFakeTimers();
  try {
    const server = createFakeOdoo({
      "/survey/weekbox/submit": () =>
        odooResult({
          kind: "state",
          state: surveyState({ screen: "done", sections: [], done: null }),
          correct_answers: {},
        }),
    });
    render(
      <RpcClientContext.Provider value={createRpcClient({ fetch: server.fetch })}>
        <SurveyForm state={{ ...SECOND_PAGE, time_left_seconds: 65 }} />
      </RpcClientContext.Provider>,
    );
    expect(screen.getByText("1 of 2 pages")).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent("1:05");
    await act(async () => jest.advanceTimersByTime(66_000));
    expect(server.calls.filter((call) => call.url.pathname === "/survey/weekbox/submit")).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

test("should show a quiz page's corrections after it is sent, then the next page at 'Next'", async () => {
  const { user, sent } = renderForm(surveyState(), {
    "/survey/weekbox/submit": () =>
      odooResult({
        kind: "state",
        state: SECOND_PAGE,
        correct_answers: { [OVERALL.id]: { answer_ids: [101], value: "" } },
      }),
  });
  await user.click(screen.getByRole("radio", { name: "Poor" }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  // The page stays, answered and locked, with its corrections.
  const overall = document.getElementById(`weekbox_survey_question_${OVERALL.id}`)!;
  expect(await within(overall).findByText("Wrong answer")).toBeInTheDocument();
  expect(overall.querySelector(".o_weekbox_survey_right")).toHaveAttribute("data-choice-id", "101");
  expect(screen.getByRole("radio", { name: "Poor" })).toBeChecked();
  expect(screen.getByRole("radio", { name: "Poor" })).toBeDisabled();
  await user.click(screen.getByRole("button", { name: "Next" }));
  expect(await screen.findByRole("heading", { name: SECOND_PAGE.sections[0]!.title })).toBeInTheDocument();
  expect(sent("/survey/weekbox/submit")).toHaveLength(1);
});
