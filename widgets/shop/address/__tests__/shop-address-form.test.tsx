import { fireEvent, screen } from "@testing-library/react";
import { COUNTRY_CHANGE_DEBOUNCE_MS } from "../hooks/use-country-info";
import {
  BELGIUM,
  FRANCE,
  UNITED_STATES,
  chooseCountry,
  fieldOrder,
  formProps,
  offeredCountries,
  postedFields,
  renderForm,
  wait,
} from "./address-test-kit";

jest.setTimeout(20_000);

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
});
afterEach(() => {
  jest.useRealTimers();
});

const PERSON = ["name", "email", "phone"];

test("should order the address as Belgium writes it: street, zip city, country", () => {
  const { form, countryCalls } = renderForm(
    formProps({ values: { ...formProps().values, country_id: BELGIUM.id } }),
  );
  expect(fieldOrder(form)).toEqual([...PERSON, "street", "street2", "zip", "city", "country_id"]);
  // The page's answer for the initial country: nothing asked.
  expect(countryCalls()).toEqual([]);
});

test("should order the address as the United States write it: city, state zip, country", () => {
  const { form } = renderForm(formProps({ values: { ...formProps().values, country_id: UNITED_STATES.id } }));
  expect(fieldOrder(form)).toEqual([...PERSON, "street", "street2", "city", "state_id", "zip", "country_id"]);
});

test("should reorder the fields once the chosen country's format arrives", async () => {
  const { user, form } = renderForm(formProps());
  await chooseCountry(user, "United States");
  await wait(COUNTRY_CHANGE_DEBOUNCE_MS);
  expect(fieldOrder(form)).toEqual([...PERSON, "street", "street2", "city", "state_id", "zip", "country_id"]);
  await chooseCountry(user, "Belgium");
  await wait(COUNTRY_CHANGE_DEBOUNCE_MS);
  expect(fieldOrder(form)).toEqual([...PERSON, "street", "street2", "zip", "city", "country_id"]);
});

test("should ask about a new country once, 500 ms after the last change (nothing at 499 ms)", async () => {
  const { user, countryCalls } = renderForm(formProps());
  await chooseCountry(user, "France");
  await chooseCountry(user, "United States");
  await wait(COUNTRY_CHANGE_DEBOUNCE_MS - 1);
  expect(countryCalls()).toEqual([]);
  await wait(1);
  expect(countryCalls()).toEqual([{ country_id: UNITED_STATES.id, mode: "billing" }]);
  // Back to the page's country: its answer came with the page.
  await chooseCountry(user, "Belgium");
  await wait(COUNTRY_CHANGE_DEBOUNCE_MS);
  expect(countryCalls()).toHaveLength(1);
});

test("should show the state only for a country with states, required when the country requires it", async () => {
  const { user } = renderForm(formProps());
  expect(screen.queryByRole("button", { name: /State \/ Province/ })).toBeNull();

  await chooseCountry(user, "United States");
  // The United States' states are not known yet: no state to pick from.
  expect(screen.queryByRole("button", { name: /State \/ Province/ })).toBeNull();
  await wait(COUNTRY_CHANGE_DEBOUNCE_MS);
  const state = screen.getByRole("button", { name: /State \/ Province/ });
  expect(state.closest("[data-field]")?.querySelector(".weekbox-field-label")).toHaveTextContent(
    /^State \/ Province \*$/,
  );
  await user.click(state);
  expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
    "Alabama",
    "New York",
    "Texas",
  ]);
  await user.click(screen.getByRole("option", { name: "Texas" }));
  expect(postedFields(document.querySelector("form")!).state_id).toBe("3");

  await chooseCountry(user, "France");
  await wait(COUNTRY_CHANGE_DEBOUNCE_MS);
  expect(screen.queryByRole("button", { name: /State \/ Province/ })).toBeNull();
  expect(postedFields(document.querySelector("form")!).state_id).toBe("");
});

test("should mark the zip code required when the country requires it, and prefix the phone", async () => {
  const { user } = renderForm(formProps());
  expect(screen.getByRole("textbox", { name: /^Zip Code/ })).toHaveAccessibleName("Zip Code");
  expect(screen.getByRole("textbox", { name: /^Zip Code/ })).toHaveAttribute("aria-required", "true");
  expect(screen.getByRole("textbox", { name: /^Phone/ })).toHaveAttribute("placeholder", "+32");

  await chooseCountry(user, "France");
  await wait(COUNTRY_CHANGE_DEBOUNCE_MS);
  const zip = screen.getByRole("textbox", { name: /^Zip Code/ });
  expect(zip).toHaveAccessibleName("Zip Code (optional)");
  expect(zip).not.toHaveAttribute("aria-required", "true");
  expect(screen.getByRole("textbox", { name: /^Phone/ })).toHaveAttribute("placeholder", "+33");
});

test("should offer only the countries and states shipped to when shipping to the same address, all otherwise", async () => {
  // Spec §4.2: "ship to the same address" (the shipping select's 0) restricts, any other choice does not.
  const { user, countryCalls } = renderForm(
    formProps({
      values: { ...formProps().values, country_id: UNITED_STATES.id },
      useSame: { editable: true, checked: true },
    }),
  );
  expect(await offeredCountries(user)).toEqual(["Belgium", "United States"]);
  await user.click(screen.getByRole("button", { name: /State \/ Province/ }));
  expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["New York"]);
  await user.keyboard("{Escape}");

  await user.click(screen.getByRole("checkbox", { name: /Ship to the same address/ }));
  expect(screen.getByText("(Your shipping address will be requested later)")).toBeInTheDocument();
  expect(await offeredCountries(user)).toEqual(["Belgium", "France", "United States"]);
  await wait(COUNTRY_CHANGE_DEBOUNCE_MS);
  expect(countryCalls()).toEqual([{ country_id: UNITED_STATES.id, mode: "billing" }]);
  await user.click(screen.getByRole("button", { name: /State \/ Province/ }));
  expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
    "Alabama",
    "New York",
    "Texas",
  ]);
});

test("should restrict a shipping address's countries, and leave out a country not shipped to", async () => {
  const { user, form } = renderForm(
    formProps({
      mode: "shipping",
      isNew: true,
      values: { ...formProps().values, country_id: FRANCE.id },
      useSame: { editable: false, checked: false },
    }),
  );
  expect(await offeredCountries(user)).toEqual(["Belgium", "United States"]);
  expect(screen.getByRole("combobox", { name: /^Country/ })).toHaveValue("");
  expect(postedFields(form).country_id).toBe("");
  expect(screen.getByRole("textbox", { name: /^Email/ })).toHaveAccessibleName("Email (optional)");
  expect(screen.getByRole("textbox", { name: /^Phone/ })).toHaveAttribute("aria-required", "true");
});

test("should show Odoo's refusal next to each field, keeping what was typed", async () => {
  renderForm(
    formProps({
      values: {
        ...formProps().values,
        name: "Ann Peeters",
        email: "ann@",
        street: "",
        zip: "1000",
        city: "Bruxelles",
      },
      errors: { email: "error", street: "missing" },
      errorMessages: [
        "Invalid Email! Please enter a valid email address.",
        "Some required fields are empty.",
      ],
    }),
  );
  expect(screen.getByRole("alert")).toHaveTextContent("Invalid Email! Please enter a valid email address.");
  expect(screen.getByRole("alert")).toHaveTextContent("Some required fields are empty.");

  const email = screen.getByRole("textbox", { name: /^Email/ });
  expect(email).toHaveValue("ann@");
  expect(email).toHaveAttribute("aria-invalid", "true");
  expect(email).toHaveAccessibleDescription("Please check this field: see the message above the form.");
  const street = screen.getByRole("textbox", { name: /^Street and Number/ });
  expect(street).toHaveAttribute("aria-invalid", "true");
  expect(street).toHaveAccessibleDescription("This field is required.");
  expect(screen.getByRole("textbox", { name: /^Full name/ })).toHaveValue("Ann Peeters");
  expect(screen.getByRole("textbox", { name: /^Full name/ })).not.toHaveAttribute("aria-invalid");
  expect(screen.getByRole("textbox", { name: /^City/ })).toHaveValue("Bruxelles");
  // The first field to fix has the focus.
  expect(email).toHaveFocus();
});

test("should post Odoo's own form with the page's CSRF token, outside of Odoo's submit handlers", async () => {
  const { user, form } = renderForm(
    formProps({
      mode: "shipping",
      isNew: false,
      partnerId: 14,
      callback: "/shop/confirm_order",
      values: {
        ...formProps().values,
        name: "Ann",
        street: "Rue Neuve 1",
        zip: "1000",
        city: "Bruxelles",
      },
      useSame: { editable: false, checked: false },
    }),
  );
  await user.type(screen.getByRole("textbox", { name: /^Phone/ }), "0470");
  expect(form).toHaveAttribute("action", "/shop/address");
  expect(form).toHaveAttribute("method", "post");
  expect(form).toHaveClass("o_no_wait_lazy_js");
  expect(postedFields(form)).toEqual({
    name: "Ann",
    email: "",
    phone: "0470",
    street: "Rue Neuve 1",
    street2: "",
    zip: "1000",
    city: "Bruxelles",
    country_id: String(BELGIUM.id),
    state_id: "",
    use_same: "False",
    csrf_token: "csrf-from-the-page",
    submitted: "1",
    partner_id: "14",
    mode: "shipping",
    callback: "/shop/confirm_order",
    field_required: "name,street",
  });
  // Nothing of the form matches Odoo's hooks (website_sale.js).
  expect(
    form.querySelector('select[name="country_id"], #country_id, #shipping_use_same, .a-submit'),
  ).toBeNull();
  expect(form.closest(".checkout_autoformat")).toBeNull();

  const outer = jest.fn();
  document.body.addEventListener("submit", outer);
  const first = fireEvent.submit(form);
  const second = fireEvent.submit(form);
  document.body.removeEventListener("submit", outer);
  expect(first).toBe(true); // the browser posts it
  expect(second).toBe(false); // not twice
  expect(outer).not.toHaveBeenCalled();
});

test("should post the ship-to-same choice as Odoo's checkbox does", async () => {
  const { user, form } = renderForm(formProps({ useSame: { editable: true, checked: true } }));
  expect(postedFields(form).use_same).toBe("1");
  await user.click(screen.getByRole("checkbox", { name: /Ship to the same address/ }));
  expect(postedFields(form)).not.toHaveProperty("use_same");
  expect(screen.getByRole("button", { name: "Continue checkout" })).toHaveAttribute("type", "submit");
  expect(screen.getByRole("link", { name: "Discard" })).toHaveAttribute("href", "/shop/cart");
});

test("should show a company's fields read-only once documents were issued", () => {
  renderForm(
    formProps({
      values: { ...formProps().values, company_name: "Peeters BV", vat: "BE0477472701" },
      b2b: { readonly: true },
    }),
  );
  const vat = screen.getByRole("textbox", { name: /^VAT/ });
  expect(vat).toHaveValue("BE0477472701");
  expect(vat).toHaveAttribute("readonly");
  expect(vat).toHaveAccessibleDescription(/not allowed once document\(s\) have been issued/);
  expect(screen.getByRole("textbox", { name: /^Company Name/ })).toHaveAttribute("readonly");
});

test("should ask for a phone as Odoo does: not for a billing address only shipped elsewhere", async () => {
  const { user } = renderForm(formProps({ useSame: { editable: true, checked: true } }));
  expect(screen.getByRole("textbox", { name: /^Phone/ })).toHaveAttribute("aria-required", "true");
  expect(screen.getByRole("textbox", { name: /^Email/ })).toHaveAttribute("aria-required", "true");
  await user.click(screen.getByRole("checkbox", { name: /Ship to the same address/ }));
  expect(screen.getByRole("textbox", { name: /^Phone/ })).toHaveAccessibleName("Phone (optional)");
});
