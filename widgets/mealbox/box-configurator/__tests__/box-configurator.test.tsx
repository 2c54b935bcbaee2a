import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TranslationProvider } from "@/core/i18n/translation-provider";
import { DEFAULT_LANG_PARAMS } from "@/core/i18n/translation-catalogue";
import { createFakeOdoo, odooResult, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { BoxConfigurator } from "../components/box-configurator";

let odoo: FakeOdoo;
const realFetch = globalThis.fetch;

/** Demo-like matrix: 1 person from 3 meals, others from 2; 4 people × 5 meals has no price. */
function matrix(currency = { name: "EUR", symbol: "€", position: "after", decimals: 2 }) {
  const allMeals: Record<string, Record<string, object>> = {};
  for (let people = 1; people <= 6; people++) {
    allMeals[String(people)] = {};
    for (let meals = people === 1 ? 3 : 2; meals <= 5; meals++) {
      if (people === 4 && meals === 5) continue;
      const mealPrice = 8 * people - 0.2 * meals + 0.005;
      allMeals[String(people)]![String(meals)] = {
        meal_price: mealPrice,
        total_price: mealPrice * meals,
        box_price: mealPrice * meals,
        currency: currency.symbol,
        meal_id: people * 10 + meals,
      };
    }
  }
  return { all_meals: allMeals, max_meals: { max_meal: 5, max_people: 6 }, currency_info: currency };
}

beforeEach(() => {
  odoo = createFakeOdoo({ "/weekbox/get_all_values": () => odooResult(matrix()) });
  globalThis.fetch = odoo.fetch;
  window.history.replaceState(null, "", "/");
});

afterEach(() => {
  globalThis.fetch = realFetch;
  document.cookie = "meal=; max-age=0; path=/";
  document.cookie = "people=; max-age=0; path=/";
});

async function renderConfigurator(props: { maxMeal?: number; maxPeople?: number } = {}) {
  const user = userEvent.setup();
  render(<BoxConfigurator {...props} />);
  await screen.findByTestId("box-price");
  return {
    user,
    meals: screen.getByRole("spinbutton", { name: "Meals per week" }),
    people: screen.getByRole("spinbutton", { name: "People" }),
    hint: screen.getByTestId("box-size-hint"),
    stepper: (label: "Meals per week" | "People", direction: "Increase" | "Decrease") =>
      screen.getByRole("button", { name: new RegExp(`^${direction} ${label}`, "i") }),
  };
}

test("should start at 3 meals for 2 people with the server's prices", async () => {
  const { meals, people } = await renderConfigurator();
  expect(meals).toHaveValue("3");
  expect(people).toHaveValue("2");
  // 8*2 - 0.6 + 0.005 = 15.405 → 15.41 (half up), × 3 = 46.215 → 46.22
  expect(screen.getByTestId("meal-price").textContent).toBe("15.41\u00a0€ / Meal");
  expect(screen.getByTestId("box-price").textContent).toBe("46.22\u00a0€ / Box");
  expect(odoo.calls).toHaveLength(1);
});

test("should show the currency symbol before the amount when the currency says so", async () => {
  odoo.on("/weekbox/get_all_values", () =>
    odooResult(matrix({ name: "USD", symbol: "$", position: "before", decimals: 2 })),
  );
  await renderConfigurator();
  expect(screen.getByTestId("box-price").textContent).toBe("$\u00a046.22 / Box");
});

test("should format amounts with the site language's separators", async () => {
  render(
    <TranslationProvider
      catalogue={{
        lang: "fr_BE",
        messages: new Map(),
        langParams: { ...DEFAULT_LANG_PARAMS, decimal_point: ",", thousands_sep: "." },
      }}
    >
      <BoxConfigurator />
    </TranslationProvider>,
  );
  expect((await screen.findByTestId("box-price")).textContent).toBe("46,22\u00a0€ / Box");
});

test("should not let meals go below 3 for one person, and say why", async () => {
  const { user, meals, people, hint, stepper } = await renderConfigurator();
  await user.click(stepper("People", "Decrease"));
  expect(people).toHaveValue("1");
  expect(meals).toHaveValue("3");
  expect(stepper("Meals per week", "Decrease")).toBeDisabled();
  expect(hint).toHaveAttribute("role", "status");
  expect(hint).toHaveTextContent("It is not possible to select less than 3 meals for 1 person.");
  expect(hint).not.toHaveTextContent("Please first increase");

  await user.click(stepper("Meals per week", "Increase"));
  expect(meals).toHaveValue("4");
  expect(hint).toBeEmptyDOMElement();
  expect(stepper("Meals per week", "Decrease")).toBeEnabled();
});

test("should not let people go below 2 for a 2-meal box, and say why", async () => {
  const { user, meals, people, hint, stepper } = await renderConfigurator();
  await user.click(stepper("Meals per week", "Decrease"));
  expect(meals).toHaveValue("2");
  expect(people).toHaveValue("2");
  expect(stepper("People", "Decrease")).toBeDisabled();
  expect(hint).toHaveTextContent(
    "It is not possible to select less than 3 meals for 1 person. Please first increase the number of meals.",
  );
});

test("should stop meals at 2 for two people and keep 3 as the floor for one", async () => {
  const { user, meals, stepper } = await renderConfigurator();
  await user.click(stepper("Meals per week", "Decrease"));
  expect(meals).toHaveValue("2");
  expect(stepper("Meals per week", "Decrease")).toBeDisabled();
});

test("should stop at the server's maxima, or at the page's own", async () => {
  const { user, meals, people, stepper } = await renderConfigurator();
  for (let i = 0; i < 4; i++) await user.click(stepper("Meals per week", "Increase"));
  expect(meals).toHaveValue("5");
  expect(stepper("Meals per week", "Increase")).toBeDisabled();

  await user.click(people);
  await user.keyboard("{End}");
  expect(people).toHaveValue("6");
  expect(stepper("People", "Increase")).toBeDisabled();
});

test.each([
  ["without max_meals", (answer: ReturnType<typeof matrix>) => ({ ...answer, max_meals: undefined })],
  ["with max_meals null", (answer: ReturnType<typeof matrix>) => ({ ...answer, max_meals: null })],
  ["with an empty max_meals", (answer: ReturnType<typeof matrix>) => ({ ...answer, max_meals: {} })],
])("should fall back to the spec's 2 meals and no people limit %s", async (_label, strip) => {
  odoo.on("/weekbox/get_all_values", () => odooResult(strip(matrix())));
  const { user, meals, people, stepper } = await renderConfigurator();
  // Spec §5.3: meals at most max_meal, else 2; people at most max_people, else unbounded.
  expect(meals).toHaveValue("2");
  expect(stepper("Meals per week", "Increase")).toBeDisabled();
  expect(people).toHaveValue("2");
  for (let i = 0; i < 5; i++) await user.click(stepper("People", "Increase"));
  expect(people).toHaveValue("7");
  expect(stepper("People", "Increase")).toBeEnabled();
  expect(screen.getByTestId("not-available")).toHaveTextContent("Meal Not available");
});

test("should honour maxMeal/maxPeople from the mount point's props", async () => {
  const { user, stepper, meals } = await renderConfigurator({ maxMeal: 4, maxPeople: 3 });
  await user.click(stepper("Meals per week", "Increase"));
  expect(meals).toHaveValue("4");
  expect(stepper("Meals per week", "Increase")).toBeDisabled();
});

test("should step with the keyboard", async () => {
  const { user, meals, people } = await renderConfigurator();
  await user.click(meals);
  await user.keyboard("{ArrowUp}");
  expect(meals).toHaveValue("4");
  // The − / + buttons are not Tab stops: the arrow keys do their work.
  await user.tab();
  expect(people).toHaveFocus();
  await user.keyboard("{ArrowUp}");
  expect(people).toHaveValue("3");
});

test("should say 'Meal Not available' and disable continue and extras when a size has no price", async () => {
  const { user, stepper } = await renderConfigurator();
  for (let i = 0; i < 2; i++) await user.click(stepper("Meals per week", "Increase"));
  for (let i = 0; i < 2; i++) await user.click(stepper("People", "Increase"));

  expect(screen.getByTestId("not-available")).toHaveTextContent("Meal Not available");
  expect(screen.queryByTestId("box-price")).toBeNull();
  const continueLink = screen.getByTestId("box-continue");
  const extraLink = screen.getByTestId("box-extra");
  for (const link of [continueLink, extraLink]) {
    expect(link).toHaveAttribute("aria-disabled", "true");
    expect(link).not.toHaveAttribute("href");
  }
  expect(odoo.calls).toHaveLength(1);

  await user.click(stepper("People", "Decrease"));
  expect(screen.getByTestId("box-continue")).toHaveAttribute(
    "href",
    "/mealbox?meal=5&people=3&state=compose",
  );
  expect(screen.getByTestId("box-extra")).toHaveAttribute("href", "/mealbox?meal=5&people=3&state=extra");
});

test("should lead continue to the compose step and extras to the extra step", async () => {
  await renderConfigurator();
  const continueLink = screen.getByRole("link", { name: "Continue" });
  expect(continueLink).toHaveAttribute("href", "/mealbox?meal=3&people=2&state=compose");
  expect(screen.getByRole("link", { name: "Add extras" })).toHaveAttribute(
    "href",
    "/mealbox?meal=3&people=2&state=extra",
  );
});

test("should write the size into the URL and the cookies, and read it back after a reload", async () => {
  window.history.replaceState(null, "", "/?utm_source=news#your-box");
  const first = await renderConfigurator();
  await first.user.click(first.stepper("Meals per week", "Increase"));
  await first.user.click(first.stepper("People", "Increase"));

  await waitFor(() => expect(window.location.search).toBe("?utm_source=news&meal=4&people=3"));
  expect(window.location.hash).toBe("#your-box");
  expect(document.cookie).toContain("meal=4");
  expect(document.cookie).toContain("people=3");
  document.body.innerHTML = "";

  // A reload of the same URL…
  const second = await renderConfigurator();
  expect(second.meals).toHaveValue("4");
  expect(second.people).toHaveValue("3");
  document.body.innerHTML = "";

  // …and a visit to the bare home page: the cookies remember.
  window.history.replaceState(null, "", "/");
  const third = await renderConfigurator();
  expect(third.meals).toHaveValue("4");
  expect(third.people).toHaveValue("3");
});

test("should correct a size from the URL that the rules do not allow", async () => {
  window.history.replaceState(null, "", "/?meal=2&people=1");
  const { meals, people } = await renderConfigurator();
  expect(meals).toHaveValue("3");
  expect(people).toHaveValue("1");
  await waitFor(() => expect(window.location.search).toBe("?meal=3&people=1"));
});

test("should write cookies that last 600 * 600 seconds", async () => {
  const cookieSetter = jest.spyOn(document, "cookie", "set");
  await renderConfigurator();
  await waitFor(() =>
    expect(cookieSetter).toHaveBeenCalledWith(expect.stringMatching(/^meal=3; max-age=360000; path=\//)),
  );
  expect(cookieSetter).toHaveBeenCalledWith(expect.stringMatching(/^people=2; max-age=360000; path=\//));
  cookieSetter.mockRestore();
});
