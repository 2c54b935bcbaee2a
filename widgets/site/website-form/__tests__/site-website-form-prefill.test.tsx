import { waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { createFakeOdoo, odooError, odooResult, type FakeHandler } from "@/core/testing/fake-odoo-fetch";
import { settle } from "@/core/testing/fake-clock";
import { formHtml, input, renderForm, sendButton, setLanguage, type SentForm } from "./form-test-kit";

// /contactus as Odoo 17 renders it: the recipient comes from the page, the visitor's fields from the user.
const CONTACT_ROWS = `
  <div class="s_website_form_field s_website_form_custom"><div class="col-sm">
    <input class="form-control s_website_form_input" type="text" name="name" data-fill-with="name"/></div></div>
  <div class="s_website_form_field"><div class="col-sm">
    <input class="form-control s_website_form_input" type="email" name="email_from" data-fill-with="email"/></div></div>
  <div class="s_website_form_field s_website_form_custom"><div class="col-sm">
    <input class="form-control s_website_form_input" type="tel" name="phone" data-fill-with="phone"/></div></div>`;

function contactPage(): string {
  return (
    formHtml(CONTACT_ROWS)
      .replace("<form ", '<form id="contactus_form" ')
      .replace(' value="info@yourcompany.example.com"', "") +
    `<span data-for="contactus_form" data-values="{'email_to': 'hello@weekbox.example', 'name': '', 'phone': False}"></span>`
  );
}

const USER_READ = "/web/dataset/call_kw/res.users/read";

beforeEach(() => setLanguage("en_US", { date_format: "%m/%d/%Y", time_format: "%H:%M:%S" }));
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { odoo?: unknown }).odoo;
});

/** Odoo's call_kw answering a read of res.users with `answer`, and its form route (posts in `sent`). */
function fakeOdoo(answer: FakeHandler) {
  const server = createFakeOdoo({ [USER_READ]: answer });
  const sent: SentForm[] = [];
  jest.spyOn(window, "fetch").mockImplementation(async (url, init) => {
    sent.push({ url: String(url), body: init!.body as FormData });
    return new Response(JSON.stringify({ id: 1 }));
  });
  const client = createRpcClient({ fetch: server.fetch, onSessionExpired: () => {} });
  const reads = () => server.calls.filter((call) => call.url.pathname === USER_READ);
  return { client, sent, reads };
}

test("should send the recipient the page gives (data-for), and never leave it in the saved form", async () => {
  const { client, sent, reads } = fakeOdoo(() => odooResult([]));
  const user = userEvent.setup();
  const { unmount } = renderForm(contactPage(), client);
  expect(input("email_to")).toHaveValue("hello@weekbox.example");
  await user.type(input("email_from"), "ann@example.com");
  await user.click(sendButton());
  expect(sent[0]!.body.get("email_to")).toBe("hello@weekbox.example");
  expect(reads()).toEqual([]);
  unmount();
  expect(input("email_to")).not.toHaveAttribute("value");
});

test("should fill a logged-in visitor's fields from their account in one read, keeping what they typed meanwhile", async () => {
  (window as { odoo?: unknown }).odoo = { __session_info__: { user_id: 7, geoip_phone_code: 32 } };
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const { client, reads } = fakeOdoo(async () => {
    await answered;
    return odooResult([{ id: 7, name: "Ann Customer", email: "ann@customer.example", phone: false }]);
  });
  renderForm(contactPage(), client);
  // GeoIP's calling code at once, in the empty phone field.
  expect(input("phone")).toHaveValue("+32");
  input("name").value = "Typed Name";
  answer();
  await waitFor(() => expect(input("email_from")).toHaveValue("ann@customer.example"));
  expect(input("name")).toHaveValue("Typed Name");
  expect(input("phone")).toHaveValue("+32");
  expect(reads().map((call) => (call.body as { params: unknown }).params)).toEqual([
    {
      model: "res.users",
      method: "read",
      args: [[7], ["name", "phone", "email", "commercial_company_name"]],
      kwargs: {},
    },
  ]);
});

test("should not ask the server for a guest's values", async () => {
  (window as { odoo?: unknown }).odoo = { __session_info__: { user_id: false } };
  const { client, reads } = fakeOdoo(() => odooResult([{ id: 4, name: "never" }]));
  renderForm(contactPage(), client);
  await settle();
  expect(reads()).toEqual([]);
  expect(input("name")).toHaveValue("");
});

test("should leave the form as it is when the read fails", async () => {
  (window as { odoo?: unknown }).odoo = { __session_info__: { user_id: 7 } };
  const { client, sent, reads } = fakeOdoo(() =>
    odooError({ name: "odoo.http.SessionExpiredException", code: 100, message: "Session expired" }),
  );
  const user = userEvent.setup();
  renderForm(contactPage(), client);
  await settle();
  expect(reads()).toHaveLength(1);
  expect(input("name")).toHaveValue("");
  await user.type(input("email_from"), "ann@example.com");
  await user.click(sendButton());
  expect(sent).toHaveLength(1);
});
