import { waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

beforeEach(() => setLanguage("en_US", { date_format: "%m/%d/%Y", time_format: "%H:%M:%S" }));
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { odoo?: unknown }).odoo;
});

function fakeOdoo(userRead: Record<string, unknown> | null): SentForm[] {
  const sent: SentForm[] = [];
  jest.spyOn(window, "fetch").mockImplementation(async (url, init) => {
    if (String(url).startsWith("/web/dataset/call_kw/res.users/read")) {
      return new Response(JSON.stringify({ jsonrpc: "2.0", result: userRead ? [userRead] : [] }));
    }
    sent.push({ url: String(url), body: init!.body as FormData });
    return new Response(JSON.stringify({ id: 1 }));
  });
  return sent;
}

test("should send the recipient the page gives (data-for), and never leave it in the saved form", async () => {
  const sent = fakeOdoo(null);
  const user = userEvent.setup();
  const { unmount } = renderForm(contactPage());
  expect(input("email_to")).toHaveValue("hello@weekbox.example");
  await user.type(input("email_from"), "ann@example.com");
  await user.click(sendButton());
  expect(sent[0]!.body.get("email_to")).toBe("hello@weekbox.example");
  unmount();
  expect(input("email_to")).not.toHaveAttribute("value");
});

test("should fill a logged-in visitor's fields from their account, keeping what they typed meanwhile", async () => {
  (window as { odoo?: unknown }).odoo = { __session_info__: { user_id: 7, geoip_phone_code: "32" } };
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  jest.spyOn(window, "fetch").mockImplementation(async () => {
    await answered;
    return new Response(
      JSON.stringify({
        result: [{ id: 7, name: "Ann Customer", email: "ann@customer.example", phone: false }],
      }),
    );
  });
  renderForm(contactPage());
  // GeoIP's calling code at once, in the empty phone field.
  expect(input("phone")).toHaveValue("+32");
  input("name").value = "Typed Name";
  answer();
  await waitFor(() => expect(input("email_from")).toHaveValue("ann@customer.example"));
  expect(input("name")).toHaveValue("Typed Name");
  expect(window.fetch).toHaveBeenCalledWith("/web/dataset/call_kw/res.users/read", expect.anything());
});

test("should not ask the server for a guest's values", async () => {
  (window as { odoo?: unknown }).odoo = { __session_info__: { user_id: false } };
  fakeOdoo({ name: "never" });
  renderForm(contactPage());
  expect(window.fetch).not.toHaveBeenCalled();
  expect(input("name")).toHaveValue("");
});
