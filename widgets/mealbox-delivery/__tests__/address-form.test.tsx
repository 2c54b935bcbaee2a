import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { odooError, odooResult } from "@/core/testing/fake-odoo-fetch";
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

function renderForm(server: FakeDelivery, cookies = { zipCode: "", billingCity: "" }) {
  const onSaved = jest.fn();
  const user = userEvent.setup();
  render(
    <RpcClientContext.Provider value={server.client}>
      <AddressForm
        mode="new"
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
  const { user } = renderForm(server);
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
  const { user, onSaved } = renderForm(server);
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

test("should show the server's refusal on its fields", async () => {
  const server = createFakeDelivery();
  server.on("/mealbox/checkout", () =>
    odooError({
      name: "odoo.exceptions.ValidationError",
      message: "Please enter a valid Belgian zip code (4 digits).\nThis VAT is odd",
    }),
  );
  const { user } = renderForm(server, { zipCode: "12345", billingCity: "" });
  await fill(user, screen.getByRole("textbox", { name: /First name/ }), "Ann");
  await fill(user, screen.getByRole("textbox", { name: /Last name/ }), "Peeters");
  await fill(user, screen.getByRole("textbox", { name: /Email/ }), "ann@example.be");
  await fill(user, screen.getByRole("textbox", { name: /Phone/ }), "+32 470 00 00 00");
  await fill(user, screen.getByRole("combobox", { name: /Street and number/ }), "Veldstraat 1");
  await user.keyboard("{Escape}");
  await fill(user, screen.getByRole("textbox", { name: /City/ }), "Gent");
  await user.click(screen.getByRole("button", { name: "Save address" }));

  expect(await screen.findByText("Please enter a valid Belgian zip code (4 digits).")).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: /Zip code/ })).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByRole("alert")).toHaveTextContent("This VAT is odd");
});

test("should prefill the zip from the zip_code cookie and lock the city from billing_city", () => {
  renderForm(createFakeDelivery(), { zipCode: "1000", billingCity: "Bruxelles" });
  expect(screen.getByRole("textbox", { name: /Zip code/ })).toHaveValue("1000");
  const city = screen.getByRole("textbox", { name: /City/ });
  expect(city).toHaveValue("Bruxelles");
  expect(city).toBeDisabled();
});
