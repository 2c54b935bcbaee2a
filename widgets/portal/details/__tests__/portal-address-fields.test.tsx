import * as v from "valibot";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { PortalAddressFields } from "../components/portal-address-fields";
import { portalDetailsProps, type PortalDetailsProps } from "../portal-details-props";

const BELGIUM = { id: 20, name: "Belgium" };
const CANADA = { id: 38, name: "Canada" };
const UNITED_STATES = { id: 233, name: "United States" };

function props(overrides: Partial<PortalDetailsProps> = {}): PortalDetailsProps {
  return {
    countries: [BELGIUM, CANADA, UNITED_STATES],
    statesByCountry: {
      [CANADA.id]: [
        [10, "Ontario"],
        [11, "Quebec"],
      ],
      [UNITED_STATES.id]: [
        [20, "New York"],
        [21, "Texas"],
      ],
    },
    countryId: UNITED_STATES.id,
    stateId: 20,
    countryDisabled: false,
    countryRequired: true,
    errors: {},
    ...overrides,
  };
}

/** What the form around the fields would post (jsdom's forms know no FormData here). */
function posted(): Record<string, string> {
  const named = document.querySelectorAll<HTMLInputElement | HTMLSelectElement>("form [name]");
  return Object.fromEntries(
    [...named].filter((field) => !field.disabled).map((field) => [field.name, field.value]),
  );
}

function renderFields(overrides: Partial<PortalDetailsProps> = {}) {
  const user = userEvent.setup();
  render(
    <form>
      <PortalAddressFields {...props(overrides)} />
    </form>,
  );
  return { user };
}

async function chooseCountry(user: ReturnType<typeof userEvent.setup>, name: string) {
  const input = screen.getByRole("combobox", { name: /Country/ });
  await user.clear(input);
  await user.type(input, name);
  await user.click(await screen.findByRole("option", { name }));
}

test("should offer only the chosen country's states and post both under Odoo's names", async () => {
  const { user } = renderFields();
  expect(posted()).toEqual({ country_id: String(UNITED_STATES.id), state_id: "20" });
  await user.click(screen.getByRole("button", { name: /State \/ Province/ }));
  const options = (await screen.findAllByRole("option")).map((option) => option.textContent);
  expect(options).toEqual(["New York", "Texas"]);
});

test("should hide the state for a country without states and post it empty", async () => {
  const { user } = renderFields();
  await chooseCountry(user, "Belgium");
  expect(screen.queryByRole("button", { name: /State \/ Province/ })).toBeNull();
  expect(posted()).toEqual({ country_id: String(BELGIUM.id), state_id: "" });
});

test("should drop a state the newly chosen country does not have", async () => {
  const { user } = renderFields();
  await chooseCountry(user, "Canada");
  expect(posted()).toEqual({ country_id: String(CANADA.id), state_id: "" });
  await user.click(screen.getByRole("button", { name: /State \/ Province/ }));
  await user.click(await screen.findByRole("option", { name: "Quebec" }));
  expect(posted()).toEqual({ country_id: String(CANADA.id), state_id: "11" });
});

test("should not take a state the page gave for another country", () => {
  renderFields({ countryId: BELGIUM.id, stateId: 20 });
  expect(posted()).toEqual({ country_id: String(BELGIUM.id), state_id: "" });
});

test("should not post a country Odoo locked, and say why it cannot change", () => {
  renderFields({ countryDisabled: true });
  expect(screen.getByRole("combobox", { name: /Country/ })).toBeDisabled();
  expect(posted()).toEqual({ state_id: "20" });
  expect(screen.getByText(/cannot be changed once documents have been issued/)).toBeInTheDocument();
});

test("should show Odoo's refusal beside its field until the field changes", async () => {
  const { user } = renderFields({ errors: { state_id: "Choose a state / province of the chosen country." } });
  const state = screen.getByRole("button", { name: /State \/ Province/ });
  expect(screen.getByText("Choose a state / province of the chosen country.")).toBeInTheDocument();
  await user.click(state);
  await user.click(await screen.findByRole("option", { name: "Texas" }));
  expect(screen.queryByText("Choose a state / province of the chosen country.")).toBeNull();
});

test("should refuse props whose states are not id and name pairs", () => {
  const bad = { ...props(), statesByCountry: { "233": [["x", "New York"]] } };
  expect(v.safeParse(portalDetailsProps, bad).success).toBe(false);
  expect(v.safeParse(portalDetailsProps, props()).success).toBe(true);
});

test("should have no serious accessibility violation, with the state list open", async () => {
  jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
  const { user } = renderFields({ errors: { country_id: "This field is required." } });
  await user.click(screen.getByRole("button", { name: /State \/ Province/ }));
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => v.id)).toEqual([]);
});
