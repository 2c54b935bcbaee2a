import userEvent from "@testing-library/user-event";
import {
  checkboxesField,
  fakeFormRoute,
  fileField,
  formHtml,
  input,
  nameField,
  renderForm,
  sendButton,
  setLanguage,
  textField,
} from "./form-test-kit";

beforeEach(() => setLanguage("en_US", { date_format: "%m/%d/%Y", time_format: "%H:%M:%S" }));
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { odoo?: unknown }).odoo;
});

test("should POST multipart to the form's action and model, keeping Odoo's hidden values and its CSRF token", async () => {
  (window as { odoo?: unknown }).odoo = { csrf_token: "token-of-the-page" };
  const sent = fakeFormRoute();
  const user = userEvent.setup();
  renderForm(formHtml(nameField));
  await user.type(input("name"), "Ann");
  await user.click(sendButton());
  expect(sent).toHaveLength(1);
  expect(sent[0]!.url).toBe("/website/form/mail.mail");
  expect(sent[0]!.body).toBeInstanceOf(FormData);
  expect(Object.fromEntries(sent[0]!.body)).toEqual({
    email_to: "info@yourcompany.example.com",
    name: "Ann",
    csrf_token: "token-of-the-page",
  });
});

test("should post to data-force_action when the form has one", async () => {
  const sent = fakeFormRoute();
  const user = userEvent.setup();
  renderForm(formHtml("", 'data-force_action="create_customer" data-success-mode="nothing"'));
  await user.click(sendButton());
  expect(sent[0]!.url).toBe("/website/form/create_customer");
});

test("should leave out empty values", async () => {
  const sent = fakeFormRoute();
  const user = userEvent.setup();
  renderForm(formHtml(textField("company") + textField("phone")));
  await user.type(input("phone"), "0470 12 34 56");
  await user.click(sendButton());
  expect(sent[0]!.body.has("company")).toBe(false);
  expect(sent[0]!.body.get("phone")).toBe("0470 12 34 56");
});

test("should send a name met several times as one list, the way Odoo's server reads a many2many", async () => {
  const sent = fakeFormRoute();
  const user = userEvent.setup();
  renderForm(formHtml(checkboxesField("tag_ids", ["3", "5", "8"], { required: false })));
  await user.click(document.getElementById("f_tag_ids0")!);
  await user.click(document.getElementById("f_tag_ids2")!);
  await user.click(sendButton());
  expect(sent[0]!.body.getAll("tag_ids")).toEqual(["3,8"]);
});

test("should send files as {name}[{input index}][{file index}]", async () => {
  const sent = fakeFormRoute();
  const user = userEvent.setup();
  renderForm(formHtml(fileField("cv") + fileField("photos")));
  const cv = new File(["cv"], "cv.pdf", { type: "application/pdf" });
  const front = new File(["front"], "front.png", { type: "image/png" });
  const back = new File(["back"], "back.png", { type: "image/png" });
  await user.upload(input("cv"), cv);
  await user.upload(input("photos"), [front, back]);
  await user.click(sendButton());
  const body = sent[0]!.body;
  expect((body.get("cv[0][0]") as File).name).toBe("cv.pdf");
  expect((body.get("photos[1][0]") as File).name).toBe("front.png");
  expect((body.get("photos[1][1]") as File).name).toBe("back.png");
  expect(body.has("cv")).toBe(false);
});

test("should refuse too many or too large files with Odoo's messages", async () => {
  const sent = fakeFormRoute();
  const user = userEvent.setup();
  renderForm(formHtml(fileField("photos")));
  input("photos").dataset.maxFilesNumber = "1";
  await user.upload(input("photos"), [new File(["a"], "a.png"), new File(["b"], "b.png")]);
  await user.click(sendButton());
  expect(sent).toHaveLength(0);
  expect(document.querySelector("[role=alert]")).toHaveTextContent(
    "Please fill in the form correctly. You uploaded too many files. (Maximum 1 files)",
  );
  input("photos").dataset.maxFilesNumber = "5";
  input("photos").dataset.maxFileSize = "0.000001";
  await user.upload(input("photos"), [new File(["big"], "big.png")]);
  await user.click(sendButton());
  expect(sent).toHaveLength(0);
  expect(document.querySelector("[role=alert]")).toHaveTextContent(
    'The file "big.png" is too big. (Maximum 0.000001 MB)',
  );
});

test("should neither check nor send a field its visibility rule hides, and show it when the rule holds", async () => {
  const sent = fakeFormRoute();
  const user = userEvent.setup();
  const dependent = nameField.replace(
    'class="s_website_form_field mb-3 col-12 s_website_form_custom"',
    'class="s_website_form_field mb-3 col-12 s_website_form_custom s_website_form_field_hidden_if d-none" data-visibility-dependency="company" data-visibility-comparator="set" data-visibility-condition=""',
  );
  renderForm(formHtml(textField("company") + dependent));
  const nameFieldElement = input("name").closest(".s_website_form_field")!;
  expect(nameFieldElement).toHaveClass("d-none");
  expect(input("name")).toBeDisabled();
  await user.click(sendButton());
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body.has("name")).toBe(false);

  await user.type(input("company"), "Weekbox");
  expect(nameFieldElement).not.toHaveClass("d-none");
  expect(input("name")).toBeEnabled();
});
