import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SubscriptionForm } from "../components/subscription-form";
import type { SubscriptionFormProps } from "../subscription-form-props";
import { DRAFT_KEY } from "../utils/form-draft-storage";

const WEEKS = (weekday: number) => [
  {
    week_start: "2030-05-06",
    delivery_date: `2030-05-${String(6 + weekday).padStart(2, "0")}`,
    cutoff: "2030-05-02T21:59:00Z",
  },
  {
    week_start: "2030-05-13",
    delivery_date: `2030-05-${String(13 + weekday).padStart(2, "0")}`,
    cutoff: "2030-05-09T21:59:00Z",
  },
];

const PROPS: SubscriptionFormProps = {
  action: "/my/subscriptions/new",
  formKey: "key-1",
  orderId: 42,
  fromBox: true,
  draft: { meals: 3, people: 2, delivery_type: "delivery", address_id: 7, store_id: 0, weekday: 5 },
  options: {
    boxes: [
      { meals: 3, people: 2, label: "3 meals for 2 people" },
      { meals: 4, people: 2, label: "4 meals for 2 people" },
    ],
    addresses: [
      { id: 7, label: "Ann, Rue Neuve 1, 1000 Bruxelles", weekdays: [2, 5] },
      { id: 8, label: "Ann, Veldstraat 1, 9000 Gent", weekdays: [3] },
    ],
    stores: [
      { id: 21, name: "Weekbox Brussels – Dansaert", address: "Rue Dansaert 1", weekdays: [4, 5] },
      { id: 22, name: "Weekbox Gent – Veldstraat", address: "", weekdays: [] },
    ],
    cards: [{ token_id: 31, label: "•••• 4242", consent: "I agree to pay for my box ({box}) each week." }],
    diets: [
      { id: 1, name: "Vegetarian" },
      { id: 2, name: "Gluten-free" },
    ],
    weekday_names: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  },
  startWeeks: Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [String(day), WEEKS(day)])),
  error: "",
  posted: {},
  csrfToken: "csrf-1",
  timeZone: "Europe/Brussels",
};

/**
 * A form's fields as the browser sends them (jsdom's FormData is not this realm's):
 * every named input, radios and checkboxes when checked; a name twice is a mistake.
 */
function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const inputs = [
    ...form.querySelectorAll<HTMLInputElement>("input[name], select[name], textarea[name]"),
  ].filter((input) => !["radio", "checkbox"].includes(input.type) || input.checked);
  const names = inputs.map((input) => input.name);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  return Object.fromEntries(inputs.map((input) => [input.name, input.value]));
}

/** The submits that went through (what the browser would have sent), counted after every handler. */
let sent: Record<string, string>[];
const countSent = (event: Event) => {
  if (!event.defaultPrevented) sent.push(fieldsOf(event.target as HTMLFormElement));
  // jsdom cannot navigate: stop it here, last, after the widget had its say.
  event.preventDefault();
};

beforeEach(() => {
  sent = [];
  sessionStorage.clear();
});
afterEach(() => window.removeEventListener("submit", countSent));

/** Renders, then counts submits last: after the form's own window listener (ui/use-form-submitting). */
function renderForm(ui: React.ReactElement) {
  const rendered = render(ui);
  window.removeEventListener("submit", countSent);
  window.addEventListener("submit", countSent);
  return rendered;
}

const submitButton = () => screen.getByRole("button", { name: /Subscribe/ });
const radio = (group: string, name: string | RegExp) =>
  within(screen.getByRole("radiogroup", { name: group })).getByRole("radio", { name });

test("should post once with the box's values: a double click sends one form, the button disabled with a spinner", async () => {
  const user = userEvent.setup();
  renderForm(<SubscriptionForm {...PROPS} />);
  expect(screen.getByRole("combobox", { name: "Box size" })).toHaveValue("3x2");
  expect(radio("Delivery day, each week", "Saturday")).toBeChecked();
  expect(radio("First box", /May 11, 2030/)).toBeChecked();
  // Its cut-off in the meal box's time zone: 21:59 UTC is 23:59 in Brussels.
  expect(radio("First box", /May 11, 2030/)).toHaveAccessibleName(/Thursday, May 2.* 11:59\sPM/);
  await user.click(
    screen.getByRole("checkbox", { name: /I agree to pay for my box \(3 meals for 2 people\)/ }),
  );
  await user.click(screen.getByRole("checkbox", { name: "Vegetarian" }));

  await user.dblClick(submitButton());
  act(() =>
    screen
      .getByRole("button", { name: /Subscribe/ })
      .closest("form")!
      .requestSubmit(),
  );

  expect(sent).toHaveLength(1);
  expect(sent[0]).toEqual({
    csrf_token: "csrf-1",
    meals: "3",
    people: "2",
    delivery_type: "delivery",
    address_id: "7",
    store_id: "0",
    weekday: "5",
    token_id: "31",
    start_week: "2030-05-06",
    consent: "1",
    diet_ids: "1",
    form_key: "key-1",
    order_id: "42",
  });
  expect(submitButton()).toBeDisabled();
  expect(within(submitButton()).getByRole("progressbar", { name: "Subscribing…" })).toBeInTheDocument();
  // Sent: the tab's draft goes with it.
  expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
});

test("should say what is missing and send nothing until the consent is given", async () => {
  const user = userEvent.setup();
  renderForm(<SubscriptionForm {...PROPS} />);
  await user.click(submitButton());
  expect(sent).toHaveLength(0);
  expect(screen.getByText("Please agree to have your card charged each week.")).toBeInTheDocument();
  expect(submitButton()).toBeEnabled();

  await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
  expect(screen.queryByText("Please agree to have your card charged each week.")).toBeNull();
  await user.click(submitButton());
  expect(sent).toHaveLength(1);
});

test("should offer the weekdays of the chosen address or store, and the start weeks of the chosen day", async () => {
  const user = userEvent.setup();
  renderForm(<SubscriptionForm {...PROPS} />);
  const days = () =>
    within(screen.getByRole("radiogroup", { name: "Delivery day, each week" }))
      .getAllByRole("radio")
      .map((day) => day.getAttribute("value"));
  expect(days()).toEqual(["2", "5"]);

  // Gent delivers on Thursdays only: that day is taken, with its own weeks.
  await user.selectOptions(screen.getByRole("combobox", { name: "Delivery address" }), "8");
  expect(days()).toEqual(["3"]);
  expect(radio("Delivery day, each week", "Thursday")).toBeChecked();
  // The same first week (its Monday), now delivered on its Thursday.
  expect(radio("First box", /May 9, 2030/)).toBeChecked();
  await user.click(radio("First box", /May 16, 2030/));

  // Pick-up: a store's own days; the weekday and week are chosen again.
  await user.click(screen.getByRole("radio", { name: "Pick-up at a store" }));
  expect(screen.queryByRole("radiogroup", { name: "Delivery day, each week" })).toBeNull();
  expect(screen.getByText("Choose your delivery day first.")).toBeInTheDocument();
  await user.selectOptions(screen.getByRole("combobox", { name: "Pick-up store" }), "21");
  expect(days()).toEqual(["4", "5"]);
  await user.click(radio("Delivery day, each week", "Friday"));
  expect(radio("First box", /May 10, 2030/)).toBeChecked();
  await user.selectOptions(screen.getByRole("combobox", { name: "Pick-up store" }), "22");
  expect(screen.getByText("This store has no pick-up day. Please choose another store.")).toBeInTheDocument();
});

test("should show the server's refusal with the form as it was posted", () => {
  render(
    <SubscriptionForm
      {...PROPS}
      formKey="key-2"
      error="This start week is no longer offered. Please choose another one."
      posted={{
        meals: "4",
        people: "2",
        delivery_type: "pick_store",
        address_id: "0",
        store_id: "21",
        weekday: "4",
        token_id: "31",
        start_week: "2030-05-13",
        consent: "1",
        diet_ids: "2",
        form_key: "key-1",
        order_id: "42",
      }}
    />,
  );
  expect(screen.getByRole("alert")).toHaveTextContent("This start week is no longer offered.");
  expect(screen.getByRole("combobox", { name: "Box size" })).toHaveValue("4x2");
  expect(screen.getByRole("radio", { name: "Pick-up at a store" })).toBeChecked();
  expect(screen.getByRole("combobox", { name: "Pick-up store" })).toHaveValue("21");
  expect(radio("Delivery day, each week", "Friday")).toBeChecked();
  expect(radio("First box", /May 17, 2030/)).toBeChecked();
  expect(screen.getByRole("checkbox", { name: /I agree/ })).toBeChecked();
  expect(screen.getByRole("checkbox", { name: "Gluten-free" })).toBeChecked();
  // Nothing was saved under the refused key: it is posted again.
  const form = submitButton().closest("form")!;
  expect(fieldsOf(form).form_key).toBe("key-1");
});

test("should keep the choices in the tab across the add-card reload, the new card chosen without consent", async () => {
  const user = userEvent.setup();
  const { unmount } = renderForm(<SubscriptionForm {...PROPS} />);
  await user.selectOptions(screen.getByRole("combobox", { name: "Box size" }), "4x2");
  await user.click(radio("Delivery day, each week", "Wednesday"));
  await user.click(radio("First box", /May 15, 2030/));
  await user.click(screen.getByRole("checkbox", { name: "Gluten-free" }));
  await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
  unmount();

  // The page again, after the payment form saved a second card (a new form key).
  const withCard = {
    ...PROPS.options,
    cards: [{ token_id: 32, label: "•••• 1111", consent: "Charge {box} weekly." }, ...PROPS.options.cards],
  };
  renderForm(<SubscriptionForm {...PROPS} formKey="key-3" options={withCard} />);
  expect(screen.getByRole("combobox", { name: "Box size" })).toHaveValue("4x2");
  expect(radio("Delivery day, each week", "Wednesday")).toBeChecked();
  expect(radio("First box", /May 15, 2030/)).toBeChecked();
  expect(screen.getByRole("checkbox", { name: "Gluten-free" })).toBeChecked();
  expect(radio("Saved card", "•••• 1111")).toBeChecked();
  expect(screen.getByRole("checkbox", { name: "Charge 4 meals for 2 people weekly." })).not.toBeChecked();
  expect(fieldsOf(submitButton().closest("form")!).form_key).toBe("key-3");
});

test("should start afresh for another box than the one the tab's draft was made for", async () => {
  const user = userEvent.setup();
  const { unmount } = renderForm(<SubscriptionForm {...PROPS} />);
  await user.selectOptions(screen.getByRole("combobox", { name: "Box size" }), "4x2");
  unmount();
  renderForm(<SubscriptionForm {...PROPS} orderId={43} />);
  expect(screen.getByRole("combobox", { name: "Box size" })).toHaveValue("3x2");
});
