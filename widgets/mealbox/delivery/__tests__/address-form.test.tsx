import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { odooResult } from "@/core/testing/fake-odoo-fetch";
import { landAnswers } from "@/core/testing/fake-clock";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { AddressForm } from "../components/address-form";
import { EMPTY_ADDRESS } from "../utils/address-rules";
import { createFakeDelivery, summary, type FakeDelivery } from "./fake-delivery-server";

const COUNTRIES = [
  { id: 20, name: "Belgium", code: "BE" },
  { id: 75, name: "France", code: "FR" },
];

jest.setTimeout(15_000);

/** Pastes instead of typing key by key: the rules, not the keyboard, are under test here. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function renderForm(
  server: FakeDelivery,
  cookies = { zipCode: "", billingCity: "" },
  mode: "new" | "billing" = "new",
) {
  const onSaved = jest.fn();
  const user = userEvent.setup();
  render(
    <RpcClientContext.Provider value={server.client}>
      <AddressForm
        mode={mode}
        initial={{ ...EMPTY_ADDRESS, countryId: 20 }}
        partnerId={0}
        orderId={42}
        countries={COUNTRIES}
        cookies={cookies}
        onSaved={onSaved}
        onCancel={() => {}}
      />
    </RpcClientContext.Provider>,
  );
  // The country's states are asked at mount and show nothing here: their answer
  // lands now, not during the test's first click.
  await landAnswers();
  return { user, onSaved };
}

function checkoutAnswer() {
  const s = summary();
  return {
    msg: "",
    message: "",
    deliverable: true,
    billing: s.billing_address,
    shipping_address: s.shipping_address,
    shippings: s.shippings,
    ship_len: 1,
    ship_count: 0,
    delivery_options_list: s.delivery_options_list,
    delivery_period_list: s.delivery_period_list,
    partner_id: 8,
    name: "Ann Peeters",
    country: COUNTRIES[0],
  };
}

test("should show each required field's label and 'Invalid Email Address', sending nothing", async () => {
  const server = createFakeDelivery();
  const { user } = await renderForm(server);
  await fill(user, screen.getByRole("textbox", { name: /Email/ }), "Ann@Example.be");
  await user.click(screen.getByRole("button", { name: "Save address" }));

  for (const label of [
    "First name is required.",
    "Last name is required.",
    "Invalid Email Address",
    "Phone is required.",
    "Street is required.",
    "Zip code is required.",
    "City is required.",
  ]) {
    expect(screen.getByText(label)).toBeInTheDocument();
  }
  expect(screen.getByRole("textbox", { name: /Email/ })).toHaveAttribute("aria-invalid", "true");
  expect(server.params("/mealbox/checkout")).toEqual([]);
});

test("should send first and last name joined by a space and the whole address", async () => {
  const server = createFakeDelivery();
  server.on("/mealbox/checkout", () => odooResult(checkoutAnswer()));
  const { user, onSaved } = await renderForm(server);
  await fill(user, screen.getByRole("textbox", { name: /First name/ }), "Ann");
  await fill(user, screen.getByRole("textbox", { name: /Last name/ }), "Van Peeters");
  await fill(user, screen.getByRole("textbox", { name: /Email/ }), "ann@example.be");
  await fill(user, screen.getByRole("textbox", { name: /Phone/ }), "+32 470 00 00 00");
  await fill(user, screen.getByRole("combobox", { name: /Street and number/ }), "Veldstraat 1");
  await user.keyboard("{Escape}");
  await fill(user, screen.getByRole("textbox", { name: /Zip code/ }), "9000");
  await fill(user, screen.getByRole("textbox", { name: /City/ }), "Gent");
  await user.click(screen.getByRole("button", { name: "Save address" }));

  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(server.params("/mealbox/checkout")[0]).toMatchObject({
    name: "Ann Van Peeters",
    email: "ann@example.be",
    street: "Veldstraat 1",
    zip: "9000",
    city: "Gent",
    country_id: 20,
    delivery_bill: "shipping",
    edit_address: 0,
    order_id: 42,
  });
});

/** Odoo's answer to a refused form: a ValidationError with its problems keyed by param. */
function fieldRefusal(message: string, fieldErrors: Record<string, string>) {
  return Response.json({
    jsonrpc: "2.0",
    id: 1,
    error: {
      code: 200,
      message: "Odoo Server Error",
      data: {
        name: "odoo.exceptions.ValidationError",
        message,
        arguments: [message],
        field_errors: fieldErrors,
        debug: "Traceback…",
      },
    },
  });
}

async function fillValidAddress(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByRole("textbox", { name: /First name/ }), "Ann");
  await fill(user, screen.getByRole("textbox", { name: /Last name/ }), "Peeters");
  await fill(user, screen.getByRole("textbox", { name: /Email/ }), "ann@example.be");
  await fill(user, screen.getByRole("textbox", { name: /Phone/ }), "+32 470 00 00 00");
  await fill(user, screen.getByRole("combobox", { name: /Street and number/ }), "Veldstraat 1");
  await user.keyboard("{Escape}");
  await fill(user, screen.getByRole("textbox", { name: /City/ }), "Gent");
}

test("should show the server's problems under the fields it keys them by, in its language", async () => {
  const server = createFakeDelivery();
  const zip = "Veuillez indiquer un code postal belge valide (4 chiffres).";
  const phone = "Veuillez indiquer un numéro de téléphone valide.";
  server.on("/mealbox/checkout", () => fieldRefusal(`${phone}\n${zip}`, { phone, zip }));
  const { user } = await renderForm(server, { zipCode: "12345", billingCity: "" });
  await fillValidAddress(user);
  await user.click(screen.getByRole("button", { name: "Save address" }));

  const zipField = screen.getByRole("textbox", { name: /Zip code/ });
  await waitFor(() => expect(zipField).toHaveAttribute("aria-invalid", "true"));
  expect(zipField).toHaveAccessibleDescription(zip);
  const phoneField = screen.getByRole("textbox", { name: /Phone/ });
  expect(phoneField).toHaveAccessibleDescription(phone);
  // The first refused field (in the form's order) takes the focus, so its problem is read out.
  await waitFor(() => expect(phoneField).toHaveFocus());
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(document.body).not.toHaveTextContent("Traceback");
});

test("should show what the server refused of no field on the form in the alert", async () => {
  const server = createFakeDelivery();
  const general = "Si vous souhaitez modifier votre nom, contactez-nous.";
  const vat = "Numéro de TVA non valide.";
  const zip = "Code postal non valide.";
  server.on("/mealbox/checkout", () => fieldRefusal(`${general}\n${vat}\n${zip}`, { vat_number: vat, zip }));
  const { user } = await renderForm(server, { zipCode: "1000", billingCity: "" });
  await fillValidAddress(user);
  await user.click(screen.getByRole("button", { name: "Save address" }));

  // A shipping address has no VAT field: its problem joins the general one in the alert.
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent(general);
  expect(alert).toHaveTextContent(vat);
  expect(alert).not.toHaveTextContent(zip);
  expect(screen.getByRole("textbox", { name: /Zip code/ })).toHaveAccessibleDescription(zip);
});

test("should clear a server problem under its field when the field is edited", async () => {
  const server = createFakeDelivery();
  const zip = "Vul een geldige Belgische postcode in (4 cijfers).";
  server.on("/mealbox/checkout", () => fieldRefusal(zip, { zip }));
  const { user } = await renderForm(server, { zipCode: "10000", billingCity: "" });
  await fillValidAddress(user);
  await user.click(screen.getByRole("button", { name: "Save address" }));
  const zipField = screen.getByRole("textbox", { name: /Zip code/ });
  await waitFor(() => expect(zipField).toHaveAccessibleDescription(zip));

  await user.clear(zipField);
  await user.type(zipField, "1000");
  expect(zipField).not.toHaveAttribute("aria-invalid", "true");
  expect(screen.queryByText(zip)).not.toBeInTheDocument();
});

test("should lock the billing address's city from billing_city", async () => {
  await renderForm(createFakeDelivery(), { zipCode: "1000", billingCity: "Bruxelles" }, "billing");
  const city = screen.getByRole("textbox", { name: /City/ });
  expect(city).toHaveValue("Bruxelles");
  expect(city).toBeDisabled();
});

test("should prefill a new address's zip from zip_code, never its city from billing_city", async () => {
  const { user } = await renderForm(createFakeDelivery(), { zipCode: "1000", billingCity: "Bruxelles" });
  expect(screen.getByRole("textbox", { name: /Zip code/ })).toHaveValue("1000");
  const city = screen.getByRole("textbox", { name: /City/ });
  expect(city).toHaveValue("");
  expect(city).toBeEnabled();
  await fill(user, city, "Paris");
  expect(city).toHaveValue("Paris");
});
