import {
  isFinished,
  withAnswerFilter,
  withFinished,
  withLineFilter,
  withoutFilter,
  withoutFilters,
  withoutFinished,
  withScoreFilter,
} from "../utils/results-url";

const at = (search: string) => ({ pathname: "/survey/results/7", search });

test("should append '{row_id},{answer_id}' with '?' first, '&' after, a missing row being 0", () => {
  expect(withAnswerFilter(at(""), 12)).toBe("/survey/results/7?0,12");
  expect(withAnswerFilter(at(""), 12, null)).toBe("/survey/results/7?0,12");
  expect(withAnswerFilter(at("?0,12"), 34, 5)).toBe("/survey/results/7?0,12&5,34");
  expect(withAnswerFilter(at("?finished"), 34, 5)).toBe("/survey/results/7?finished&5,34");
  // Filters stack.
  const first = withAnswerFilter(at(""), 12);
  const second = withAnswerFilter(at(first.slice(first.indexOf("?"))), 34, 5);
  expect(second).toBe("/survey/results/7?0,12&5,34");
});

test("should clear the whole query", () => {
  expect(withoutFilters(at("?0,12&5,34&finished"))).toBe("/survey/results/7");
});

test("should act on 'all' only when finished is on, and on 'finished' only when it is off", () => {
  expect(isFinished(at("?finished"))).toBe(true);
  expect(isFinished(at("?finished=true"))).toBe(true);
  expect(isFinished(at("?0,12"))).toBe(false);
  expect(withoutFinished(at("?0,12&finished"))).toBe("/survey/results/7?0,12");
  expect(withoutFinished(at("?finished=true&0,12"))).toBe("/survey/results/7?0,12");
  expect(withoutFinished(at("?0,12"))).toBeNull();
  expect(withFinished(at("?0,12"))).toBe("/survey/results/7?0,12&finished");
  expect(withFinished(at(""))).toBe("/survey/results/7?finished");
  expect(withFinished(at("?finished"))).toBeNull();
});

test("should remove one filter in whichever grammar it was written", () => {
  const search = "?0,12&5,34&filters=A%2C0%2C56%7CL%2C0%2C78&finished";
  expect(withoutFilter(at(search), { key: "A", rowId: 5, recordId: 34 })).toBe(
    "/survey/results/7?0,12&filters=A%2C0%2C56%7CL%2C0%2C78&finished",
  );
  expect(withoutFilter(at(search), { key: "L", rowId: 0, recordId: 78 })).toBe(
    "/survey/results/7?0,12&5,34&filters=A%2C0%2C56&finished",
  );
  expect(withoutFilter(at("?filters=A,0,56"), { key: "A", rowId: 0, recordId: 56 })).toBe(
    "/survey/results/7",
  );
});

test("should add a typed answer's filter in Odoo's grammar", () => {
  expect(withLineFilter(at(""), 78)).toBe("/survey/results/7?filters=L%2C0%2C78");
  expect(withLineFilter(at("?0,12&filters=A,0,56"), 78)).toBe(
    "/survey/results/7?0,12&filters=A%2C0%2C56%7CL%2C0%2C78",
  );
});

test("should switch a quiz's passed / failed filters", () => {
  expect(withScoreFilter(at("?0,12"), "passed")).toBe("/survey/results/7?0,12&passed=true");
  expect(withScoreFilter(at("?passed=true"), "failed")).toBe("/survey/results/7?failed=true");
  expect(withScoreFilter(at("?failed=true&0,1"), null)).toBe("/survey/results/7?0,1");
});
