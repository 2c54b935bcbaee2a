import { act, createEvent, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SEND_SELECTOR } from "../utils/form-fields";
import { HELD_SEND_SELECTOR, holdSends } from "../utils/held-sends";
import { navigateTo } from "../utils/navigate-to";
import {
  emailField,
  fakeFormRoute,
  formHtml,
  input,
  nameField,
  renderForm,
  sendButton,
  setLanguage,
  textField,
} from "./form-test-kit";

jest.mock("../utils/navigate-to", () => ({ navigateTo: jest.fn() }));

beforeEach(() => setLanguage("en_US", { date_format: "%m/%d/%Y", time_format: "%H:%M:%S" }));
afterEach(() => jest.restoreAllMocks());

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input("name"), "Ann");
  await user.type(input("email_from"), "ann@example.com");
  await user.click(sendButton());
}

test("should say the form is sent, reset it and keep the button disabled on success", async () => {
  const sent = fakeFormRoute({ id: 7 });
  const user = userEvent.setup();
  renderForm(formHtml(nameField + emailField));
  await fillAndSend(user);
  const status = await screen.findByRole("status");
  expect(status).toHaveTextContent("The form has been sent successfully.");
  expect(status).toHaveAttribute("data-status", "success");
  await waitFor(() => expect(document.activeElement).toBe(status));
  expect(input("name")).toHaveValue("");
  expect(input("email_from")).toHaveValue("");
  expect(sendButton()).toHaveAttribute("aria-disabled", "true");
  await user.click(sendButton());
  expect(sent).toHaveLength(1);
});

test("should not send a form of optional fields again after its success, by any key", async () => {
  const sent = fakeFormRoute({ id: 8 });
  const user = userEvent.setup();
  renderForm(formHtml(textField("subject")));
  await user.type(input("subject"), "Once");
  await user.click(sendButton());
  await screen.findByRole("status");
  sendButton().focus();
  await user.keyboard(" ");
  await user.keyboard("{Enter}");
  await user.type(input("subject"), "Again{Enter}");
  await user.click(sendButton());
  expect(sent).toHaveLength(1);
  expect(screen.getByRole("status")).toHaveTextContent("The form has been sent successfully.");
});

test("should disable the button while sending and send once however often it is clicked", async () => {
  let answer!: (response: Response) => void;
  const fetch = jest
    .spyOn(window, "fetch")
    .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
  const user = userEvent.setup();
  const { form } = renderForm(formHtml(nameField + emailField));
  await fillAndSend(user);
  expect(sendButton()).toHaveAttribute("aria-disabled", "true");
  expect(sendButton()).toHaveClass("disabled");
  expect(form).toHaveAttribute("aria-busy", "true");
  await user.click(sendButton());
  expect(fetch).toHaveBeenCalledTimes(1);
  await act(async () => answer(new Response(JSON.stringify({ error: "Mail server down" }))));
  expect(screen.getByRole("alert")).toHaveTextContent("Mail server down");
  expect(sendButton()).not.toHaveAttribute("aria-disabled");
  expect(sendButton()).not.toHaveClass("disabled");
  expect(form).not.toHaveAttribute("aria-busy");
});

test("should mark the fields the server refused (error_fields, a list in Odoo 17) with their message", async () => {
  fakeFormRoute({ error_fields: ["email_from"] });
  const user = userEvent.setup();
  renderForm(formHtml(nameField + emailField));
  await fillAndSend(user);
  const alert = screen.getByRole("alert");
  expect(alert).toHaveAttribute("data-status", "error");
  expect(alert).toHaveTextContent("Some values were refused. Please correct the fields marked in red.");
  const email = input("email_from");
  expect(email).toHaveAttribute("aria-invalid", "true");
  expect(email).toHaveClass("is-invalid");
  expect(document.getElementById(email.getAttribute("aria-describedby")!)).toHaveTextContent(
    "The server refused this value. Please check it.",
  );
  expect(input("name")).not.toHaveAttribute("aria-invalid");
  await waitFor(() => expect(document.activeElement).toBe(email));
  expect(sendButton()).not.toHaveAttribute("aria-disabled");
  // The visitor keeps what they typed.
  expect(email).toHaveValue("ann@example.com");
});

test("should show each refused field's message beside it when error_fields is a map field → message", async () => {
  fakeFormRoute({ error_fields: { email_from: "'ann@example.com' is not a valid value for this field." } });
  const user = userEvent.setup();
  renderForm(formHtml(nameField + emailField));
  await fillAndSend(user);
  expect(screen.getByRole("alert")).toHaveTextContent(
    "Some values were refused. Please correct the fields marked in red.",
  );
  const email = input("email_from");
  expect(email).toHaveAttribute("aria-invalid", "true");
  expect(email).toHaveClass("is-invalid");
  const message = document.getElementById(email.getAttribute("aria-describedby")!)!;
  expect(message).toHaveTextContent("'ann@example.com' is not a valid value for this field.");
  // Beside its field: in the field's input column, under the input.
  expect(email.closest(".s_website_form_field")).toContainElement(message);
  expect(input("name")).not.toHaveAttribute("aria-invalid");
  await waitFor(() => expect(document.activeElement).toBe(email));
});

test("should show the server's error with the refused fields when it gives one", async () => {
  fakeFormRoute({ error_fields: { name: "" }, error: "Check the marked fields." });
  const user = userEvent.setup();
  renderForm(formHtml(nameField + emailField));
  await fillAndSend(user);
  expect(screen.getByRole("alert")).toHaveTextContent("Check the marked fields.");
  const name = input("name");
  expect(document.getElementById(name.getAttribute("aria-describedby")!)).toHaveTextContent(
    "The server refused this value. Please check it.",
  );
});

test.each([
  ["a failed request", () => jest.spyOn(window, "fetch").mockRejectedValue(new TypeError("offline"))],
  ["false (a database constraint)", () => fakeFormRoute(false)],
  ["a server error page", () => fakeFormRoute("<html>", 500)],
])("should show the generic error after %s and re-enable the button", async (_, route) => {
  route();
  const user = userEvent.setup();
  renderForm(formHtml(nameField + emailField));
  await fillAndSend(user);
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("An error has occurred, the form has not been sent.");
  await waitFor(() => expect(document.activeElement).toBe(alert));
  expect(sendButton()).not.toHaveAttribute("aria-disabled");
  expect(input("name")).toHaveValue("Ann");
});

test("should say an upload is too large on HTTP 413", async () => {
  fakeFormRoute("", 413);
  const user = userEvent.setup();
  renderForm(formHtml(nameField + emailField));
  await fillAndSend(user);
  expect(await screen.findByRole("alert")).toHaveTextContent("Uploaded file is too large.");
});

test("should go to the success page instead of resetting when the form redirects", async () => {
  fakeFormRoute({ id: 7 });
  const user = userEvent.setup();
  renderForm(
    formHtml(nameField + emailField, 'data-success-mode="redirect" data-success-page="/contactus-thank-you"'),
  );
  await fillAndSend(user);
  expect(navigateTo).toHaveBeenCalledWith(window, "/contactus-thank-you");
  expect(screen.getByRole("status")).toHaveTextContent("");
  expect(sendButton()).toHaveAttribute("aria-disabled", "true");
});

test("should give way to the form's end message in message mode", async () => {
  fakeFormRoute({ id: 7 });
  const user = userEvent.setup();
  const { form } = renderForm(formHtml(nameField + emailField, 'data-success-mode="message"'));
  await fillAndSend(user);
  const end = document.querySelector(".s_website_form_end_message")!;
  expect(form).toHaveClass("d-none");
  expect(end).not.toHaveClass("d-none");
  await waitFor(() => expect(document.activeElement).toBe(end));
});

test("should send on the form's own submit too, never letting the browser post it", async () => {
  const sent = fakeFormRoute({ id: 7 });
  const user = userEvent.setup();
  const { form } = renderForm(formHtml(nameField + emailField));
  await user.type(input("name"), "Ann");
  await user.type(input("email_from"), "ann@example.com");
  const submit = createEvent.submit(form);
  fireEvent(form, submit);
  expect(submit.defaultPrevented).toBe(true);
  await waitFor(() => expect(sent).toHaveLength(1));
});

test("should give the form back exactly as saved when unmounted (the website editor)", async () => {
  fakeFormRoute({ error_fields: ["email_from"] });
  const user = userEvent.setup();
  document.body.innerHTML = formHtml(nameField + emailField);
  const saved = document.querySelector("section")!.outerHTML;
  const { unmount } = renderForm(formHtml(nameField + emailField));
  expect(document.querySelector("form")).toHaveClass("o_no_wait_lazy_js");
  expect(sendButton()).toHaveClass("o_no_wait_lazy_js");
  await fillAndSend(user);
  expect(input("email_from")).toHaveAttribute("aria-invalid");
  unmount();
  input("name").value = "";
  input("email_from").value = "";
  expect(document.querySelector("section")!.outerHTML).toBe(saved);
});

test("should send the form once it is ours when Submit was pressed before, and never follow the link to #", async () => {
  const sent = fakeFormRoute({ id: 9 });
  document.body.innerHTML = formHtml(nameField + emailField);
  const form = document.querySelector<HTMLFormElement>("form")!;
  const held = holdSends(form);
  form.querySelector<HTMLInputElement>("input[name=name]")!.value = "Ann";
  form.querySelector<HTMLInputElement>("input[name=email_from]")!.value = "ann@example.com";
  const early = createEvent.click(sendButton());
  fireEvent(sendButton(), early);
  expect(early.defaultPrevented).toBe(true);
  expect(sent).toHaveLength(0);

  renderForm(null, undefined, held);
  await screen.findByText("The form has been sent successfully.");
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body.get("name")).toBe("Ann");
});

test("should hold nothing once the enhancer has the form, nor while the editor edits the page", () => {
  document.body.innerHTML = formHtml(nameField);
  const form = document.querySelector<HTMLFormElement>("form")!;
  const held = holdSends(form);
  expect(holdSends(form)).toBe(held);
  document.body.classList.add("editor_enable");
  const inEditor = createEvent.click(sendButton());
  fireEvent(sendButton(), inEditor);
  expect(inEditor.defaultPrevented).toBe(false);
  document.body.classList.remove("editor_enable");
  expect(held.take()).toBe(false);
  const after = createEvent.click(sendButton());
  fireEvent(sendButton(), after);
  expect(after.defaultPrevented).toBe(false);
});

test("should hold the presses of the very buttons the enhancer sends with", () => {
  expect(HELD_SEND_SELECTOR).toBe(SEND_SELECTOR);
});
