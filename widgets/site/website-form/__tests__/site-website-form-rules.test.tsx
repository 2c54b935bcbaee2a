import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  checkboxesField,
  dateField,
  emailField,
  fakeFormRoute,
  formHtml,
  input,
  nameField,
  renderForm,
  sendButton,
  setLanguage,
} from "./form-test-kit";

afterEach(() => jest.restoreAllMocks());

const EN_US = { date_format: "%m/%d/%Y", time_format: "%H:%M:%S" };
const FR_BE = { date_format: "%d/%m/%Y", time_format: "%H:%M:%S" };

test("should refuse a field whose required checkboxes are all unchecked, and send once one is checked", async () => {
  setLanguage("en_US", EN_US);
  const sent = fakeFormRoute();
  const user = userEvent.setup();
  renderForm(formHtml(checkboxesField("diet", ["Vegetarian", "Vegan", "Fish"])));
  await user.click(sendButton());
  expect(sent).toHaveLength(0);
  expect(screen.getByRole("alert")).toHaveTextContent("Please fill in the form correctly.");
  const field = input("diet").closest(".s_website_form_field")!;
  expect(field).toHaveClass("o_has_error");
  expect(screen.getByText("Please check at least one of these boxes.")).toBeInTheDocument();
  for (const box of field.querySelectorAll("input")) {
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveClass("is-invalid");
  }
  expect(document.activeElement).toBe(field.querySelector("input"));

  await user.click(screen.getByLabelText("Vegan"));
  expect(field).not.toHaveClass("o_has_error");
  await user.click(sendButton());
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body.get("diet")).toBe("Vegan");
});

test("should refuse what the browser finds invalid with the browser's own message, and send nothing", async () => {
  setLanguage("en_US", EN_US);
  const sent = fakeFormRoute();
  const user = userEvent.setup();
  renderForm(formHtml(nameField + emailField));
  await user.type(input("email_from"), "not-an-email");
  await user.click(sendButton());
  expect(sent).toHaveLength(0);
  const name = input("name");
  expect(name).toHaveAttribute("aria-invalid", "true");
  expect(name).toHaveClass("is-invalid");
  expect(document.getElementById(name.getAttribute("aria-describedby")!)).toHaveTextContent(
    name.validationMessage,
  );
  expect(input("email_from")).toHaveAttribute("aria-invalid", "true");
  expect(document.activeElement).toBe(name);
  expect(screen.getByRole("alert")).toHaveAttribute("data-status", "invalid");
});

test.each([
  ["en_US", EN_US, "3/5/2024", "2024-03-05", "5/3/2024 9:05:00"],
  ["en_US", EN_US, "03/05/2024", "2024-03-05", "05/03/2024 09:05:00"],
  ["fr_BE", FR_BE, "5/3/2024", "2024-03-05", "3/5/2024 9:05:00"],
  ["nl_BE", FR_BE, "05/03/2024", "2024-03-05", "03/05/2024 9:05:00"],
])(
  "should accept %s dates in its own format, leading zeros optional (row %#)",
  async (lang, params, date, iso, datetime) => {
    setLanguage(lang, params);
    const sent = fakeFormRoute();
    const user = userEvent.setup();
    renderForm(formHtml(dateField("day", "date", { custom: false }) + dateField("moment", "datetime")));
    await user.type(input("day"), date);
    await user.type(input("moment"), datetime);
    await user.click(sendButton());
    expect(sent).toHaveLength(1);
    // A field of the model in the server's format, a custom one as typed.
    expect(sent[0]!.body.get("day")).toBe(iso);
    expect(sent[0]!.body.get("moment")).toBe(datetime);
  },
);

test.each([
  ["en_US", EN_US, "13/01/2024"],
  ["fr_BE", FR_BE, "2024-01-13"],
  ["nl_BE", FR_BE, "31/02/2024"],
])("should refuse a date not in %s's format (row %#)", async (lang, params, value) => {
  setLanguage(lang, params);
  const sent = fakeFormRoute();
  const user = userEvent.setup();
  renderForm(formHtml(dateField("day", "date") + dateField("moment", "datetime")));
  await user.type(input("day"), value);
  await user.type(input("moment"), value);
  await user.click(sendButton());
  expect(sent).toHaveLength(0);
  expect(screen.getByText(`'${value}' is not a correct date`)).toBeInTheDocument();
  expect(screen.getByText(`'${value}' is not a correct datetime`)).toBeInTheDocument();
  expect(input("day")).toHaveAttribute("aria-invalid", "true");
});

test("should allow empty dates", async () => {
  setLanguage("fr_BE", FR_BE);
  const sent = fakeFormRoute();
  const user = userEvent.setup();
  renderForm(formHtml(dateField("day", "date") + dateField("moment", "datetime")));
  await user.click(sendButton());
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body.has("day")).toBe(false);
  expect(sent[0]!.body.has("moment")).toBe(false);
});

test("should pick a date in a calendar from 1900 to today + 200 years, with ISO week numbers", async () => {
  setLanguage("fr_BE", FR_BE);
  fakeFormRoute();
  const user = userEvent.setup();
  renderForm(formHtml(dateField("day", "date")));
  await user.type(input("day"), "15/01/2024");
  await user.click(screen.getByRole("button", { name: "Choose When day" }));
  const dialog = await screen.findByRole("dialog");
  // January 2024 from Monday 1st: ISO weeks 1 to 5.
  const weeks = Array.from(dialog.querySelectorAll(".weekbox-form-week-numbers li")).map(
    (li) => li.textContent,
  );
  expect(weeks).toEqual(["1", "2", "3", "4", "5"]);
  await user.click(screen.getByRole("button", { name: /20 janvier 2024/ }));
  expect(input("day")).toHaveValue("20/01/2024");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

  input("day").value = "01/01/1900";
  await user.click(screen.getByRole("button", { name: "Choose When day" }));
  const previous = await screen.findByRole("button", { name: "Previous month" });
  expect(previous).toBeDisabled();
});
