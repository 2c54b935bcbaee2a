import {
  answerProblem,
  DATE_MIN_YEAR,
  DATE_YEARS_AHEAD,
  dateBounds,
  INT_MAX,
  INT_MIN,
  isEmailShape,
  isIsoDate,
  SUBMIT_TIMEOUT_MS,
} from "../utils/answer-rules";
import { question } from "./survey-fixtures";

const t = (source: string, values?: Record<string, string | number>) =>
  values ? source.replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name])) : source;

const TODAY = new Date(2026, 2, 15);

test("should hold the spec's constants", () => {
  expect(DATE_MIN_YEAR).toBe(1900);
  expect(DATE_YEARS_AHEAD).toBe(200);
  expect([INT_MIN, INT_MAX]).toEqual([-2147483648, 2147483647]);
  expect(SUBMIT_TIMEOUT_MS).toBe(5000);
});

test("should take dates from 1900 to 200 years from today, written YYYY-MM-DD", () => {
  expect(dateBounds(TODAY)).toEqual({ min: "1900-01-01", max: "2226-03-15" });
  const date = question({ type: "date" });
  const problem = (text: string) => answerProblem(date, { text }, TODAY, t);
  expect(problem("1900-01-01")).toBeNull();
  expect(problem("2226-03-15")).toBeNull();
  expect(problem("1899-12-31")).toBe("Enter a date between 1900-01-01 and 2226-03-15.");
  expect(problem("2226-03-16")).toBe("Enter a date between 1900-01-01 and 2226-03-15.");
  expect(problem("15/03/2026")).toBe("This is not a date");
  expect(problem("2026-02-29")).toBe("This is not a date");
  expect(isIsoDate("2028-02-29")).toBe(true);
  // A datetime: its day counts.
  expect(answerProblem(question({ type: "datetime" }), { text: "1899-12-31 23:00:00" }, TODAY, t)).toContain(
    "Enter a date between",
  );
});

test("should take whole numbers within 32 bits", () => {
  const number = question({ type: "numerical_box" });
  const problem = (text: string) => answerProblem(number, { text }, TODAY, t);
  expect(problem("2147483647")).toBeNull();
  expect(problem("-2147483648")).toBeNull();
  expect(problem("2147483648")).toBe("Enter a number between -2147483648 and 2147483647.");
  expect(problem("-2147483649")).toBe("Enter a number between -2147483648 and 2147483647.");
  expect(problem("1e400")).toBe("This is not a number");
});

test("should ask a required question's answer, per kind", () => {
  const required = { required: true, mandatory: true };
  expect(answerProblem(question(required), undefined, TODAY, t)).toBe("This question requires an answer.");
  expect(answerProblem(question({ ...required, type: "simple_choice" }), { choices: [] }, TODAY, t)).toBe(
    "This question requires an answer.",
  );
  const other = question({
    ...required,
    type: "simple_choice",
    comments: { allowed: true, message: "Other", count_as_answer: true },
  });
  expect(answerProblem(other, { comment: "  " }, TODAY, t)).toBe("This question requires an answer.");
  expect(answerProblem(other, { comment: "Something else" }, TODAY, t)).toBeNull();
  const matrix = question({
    ...required,
    type: "matrix",
    rows: [
      { id: 5, value: "A" },
      { id: 6, value: "B" },
    ],
  });
  expect(answerProblem(matrix, { rows: { "5": [1] } }, TODAY, t)).toBe("This question requires an answer.");
  expect(answerProblem(matrix, { rows: { "5": [1], "6": [2] } }, TODAY, t)).toBeNull();
  // Not required (a survey that lets the visitor go back): nothing asked.
  expect(answerProblem(question({ mandatory: true }), undefined, TODAY, t)).toBeNull();
});

test("should check an e-mail's shape and a text's length", () => {
  expect(isEmailShape("ann@example.com")).toBe(true);
  expect(isEmailShape("ann@")).toBe(false);
  const email = question({
    validation: {
      email: true,
      length_min: 0,
      length_max: 0,
      min: 0,
      max: 0,
      min_date: "",
      max_date: "",
      message: "No",
    },
  });
  expect(answerProblem(email, { text: "ann" }, TODAY, t)).toBe("This answer must be an email address.");
  const length = question({
    validation: {
      email: false,
      length_min: 2,
      length_max: 4,
      min: 0,
      max: 0,
      min_date: "",
      max_date: "",
      message: "2 to 4",
    },
  });
  expect(answerProblem(length, { text: "abcde" }, TODAY, t)).toBe("2 to 4");
  expect(answerProblem(length, { text: "abc" }, TODAY, t)).toBeNull();
});
