import { render, screen } from "@testing-library/react";
import { SurveyPrint } from "../components/survey-print";
import { ARRIVED, OVERALL, PEOPLE, RATING, surveyState } from "./survey-fixtures";

test("should show every question with its answer, every input disabled (no submit address)", () => {
  const { survey } = surveyState();
  render(
    <SurveyPrint
      print={{
        survey,
        review_retry_url: "",
        sections: [
          { id: 1, title: "Your box", description: "", questions: [OVERALL, RATING] },
          { id: 2, title: "Your week", description: "", questions: [ARRIVED, PEOPLE] },
        ],
        values: { [OVERALL.id]: { choices: [101] }, [ARRIVED.id]: { text: "2026-03-10" } },
        skipped_question_ids: [PEOPLE.id],
        corrections: {},
        score_charts: null,
      }}
    />,
  );
  const inputs = document.querySelectorAll("input, textarea");
  expect(inputs.length).toBeGreaterThan(5);
  inputs.forEach((input) => expect(input).toBeDisabled());
  expect(screen.getByRole("radio", { name: "Great" })).toBeChecked();
  expect(screen.getByLabelText("When did your box arrive?")).toHaveValue("2026-03-10");
  expect(screen.getByText("This question was skipped")).toBeInTheDocument();
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
});
