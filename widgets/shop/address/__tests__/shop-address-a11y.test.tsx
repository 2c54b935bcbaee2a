// axe-core on the address widgets in their open states: only what blocks
// people (serious, critical) fails, as in the end-to-end suites. Colour
// contrast needs a real layout: the end-to-end run checks it.
import { render, screen } from "@testing-library/react";
import axe from "axe-core";
import { ShopAddressCards } from "../components/shop-address-cards";
import { UNITED_STATES, formProps, renderForm } from "./address-test-kit";

async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    resultTypes: ["violations"],
    rules: { "color-contrast": { enabled: false } },
  });
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

jest.setTimeout(20_000);

beforeEach(() => {
  // jsdom has no canvas (axe's icon ligature check asks for one).
  jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});
afterEach(() => {
  jest.restoreAllMocks();
});

test("should have no serious violation in the refused form, with the country list open", async () => {
  const { user } = renderForm(
    formProps({
      values: { ...formProps().values, country_id: UNITED_STATES.id, name: "Ann" },
      errors: { street: "missing", state_id: "missing" },
      errorMessages: ["Some required fields are empty."],
      b2b: { readonly: false },
    }),
    { fakeClock: false },
  );
  expect(await seriousViolations()).toEqual([]);
  await user.click(screen.getByRole("button", { name: /Show the countries/ }));
  expect(await seriousViolations()).toEqual([]);
});

test("should have no serious violation in the address cards", async () => {
  render(
    <ShopAddressCards
      mode="billing"
      csrfToken="csrf"
      addresses={[
        {
          id: 8,
          name: "Ann Peeters",
          lines: ["Rue Neuve 1", "1000 Bruxelles"],
          editUrl: "/shop/address?x=1",
        },
        { id: 9, name: "Ann Accounting", lines: ["Rue Neuve 1"], editUrl: null },
      ]}
      selectedId={8}
      addUrl="/shop/address?mode=billing"
    />,
  );
  expect(await seriousViolations()).toEqual([]);
});
