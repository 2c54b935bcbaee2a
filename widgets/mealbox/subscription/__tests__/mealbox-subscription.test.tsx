import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import type { SubscriptionState } from "@/core/rpc/routes/subscription-routes";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { createFakeOdoo, odooError, odooResult, type FakeHandler } from "@/core/testing/fake-odoo-fetch";
import { parseProps } from "@/core/testing/widget-props";
import { MealboxSubscription } from "../components/mealbox-subscription";
import widget from "../mealbox-subscription-widget";
import { dish, options, subscriptionState, week } from "./subscription-fixtures";

function renderPage(initial: SubscriptionState, handlers: Record<string, FakeHandler> = {}) {
  const server = createFakeOdoo(handlers);
  const user = userEvent.setup();
  render(
    <RpcClientContext.Provider value={createRpcClient({ fetch: server.fetch })}>
      <MealboxSubscription
        subscriptionId={5}
        initialState={initial}
        options={options}
        addCardUrl="/my/payment_method"
      />
    </RpcClientContext.Provider>,
  );
  const sent = (path: string) =>
    server.calls
      .filter((call) => call.url.pathname === path)
      .map((call) => (call.body as { params: unknown }).params);
  return { server, user, sent };
}

const weekButtons = () =>
  within(screen.getByRole("group", { name: "Your next boxes" })).getAllByRole("button");
const openWeek = async (user: ReturnType<typeof userEvent.setup>, label: RegExp) =>
  user.click(
    within(screen.getByRole("group", { name: "Your next boxes" })).getByRole("button", { name: label }),
  );

const refusal = (message: string) =>
  odooError({
    name: "odoo.exceptions.UserError",
    message,
    debug: "Traceback (most recent call last): secret",
  });

test("the page's props are the server's: a subscription, its options and where a card is added", () => {
  const props = parseProps(widget, {
    subscriptionId: 5,
    initialState: subscriptionState(),
    options,
    addCardUrl: "/my/payment_method",
  });
  expect(props.initialState.weeks).toHaveLength(3);
});

test("shows the terms, the next box with its cut-off, and each week a toggle button with where it stands", () => {
  renderPage(
    subscriptionState({
      weeks: [week("2031-03-10", "2031-03-15", { skipped: true }), week("2031-03-17", "2031-03-22")],
    }),
  );
  expect(screen.getByRole("heading", { name: "SUB/0005" })).toBeInTheDocument();
  expect(screen.getByText("Active")).toBeInTheDocument();
  expect(screen.getAllByText("Rue Neuve 1, 1000 Bruxelles").length).toBeGreaterThan(0);
  expect(screen.getByText(/Saturday, every week/)).toBeInTheDocument();
  expect(screen.getByText(/Choose your dishes until Thursday/)).toBeInTheDocument();
  expect(weekButtons().map((button) => button.textContent)).toEqual([
    expect.stringContaining("Skipped"),
    expect.stringContaining("Chef's choice"),
  ]);
});

test("a dish added to an open week is one call with the dish's quantity; the answer replaces the state", async () => {
  const chosen = week("2031-03-10", "2031-03-15", {
    dishes: [dish(1, "Stoofvlees", 1), dish(2, "Quiche"), dish(3, "Curry", 0, 2)],
  });
  const answer = subscriptionState({
    weeks: [subscriptionState().weeks[0]!, chosen, subscriptionState().weeks[2]!],
  });
  const { user, sent } = renderPage(subscriptionState(), {
    "/my/subscriptions/week/dish": () => odooResult(answer),
  });
  await openWeek(user, /15/);
  await user.click(screen.getByRole("button", { name: "Increase Quantity of Stoofvlees" }));
  expect(await screen.findByText("1 of 3 dishes chosen: the chef adds 2 more.")).toBeInTheDocument();
  expect(sent("/my/subscriptions/week/dish")).toEqual([
    { subscription_id: 5, week: "2031-03-10", product_id: 1, quantity: 1 },
  ]);
  expect(weekButtons()[1]).toHaveTextContent("1 of 3 chosen");
  expect(weekButtons()[1]).toHaveAttribute("aria-pressed", "true");
});

test("a dish added n at a time starts at its minimum, and one that no longer fits is refused without a call", async () => {
  const full = week("2031-03-10", "2031-03-15", {
    dishes: [dish(1, "Stoofvlees", 2), dish(2, "Quiche"), dish(3, "Curry", 0, 2)],
  });
  const { user, sent } = renderPage(subscriptionState({ weeks: [full] }), {
    "/my/subscriptions/week/dish": () => odooResult(subscriptionState({ weeks: [full] })),
  });
  // One meal left, and the curry comes two at a time.
  await user.click(screen.getByRole("button", { name: "Increase Quantity of Curry" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "With your type of box it is not possible to add more than 3 meals",
  );
  expect(sent("/my/subscriptions/week/dish")).toEqual([]);
  // Stepping a dish at its minimum down removes it.
  await user.click(screen.getByRole("button", { name: "Decrease Quantity of Stoofvlees" }));
  expect(sent("/my/subscriptions/week/dish")).toEqual([
    { subscription_id: 5, week: "2031-03-10", product_id: 1, quantity: 1 },
  ]);
});

test("a week past its cut-off is read-only: its dishes as text, no stepper, no skip", async () => {
  const closed = week("2031-03-03", "2031-03-08", {
    open: false,
    dishes: [dish(1, "Stoofvlees", 2), dish(2, "Quiche", 1)],
  });
  renderPage(subscriptionState({ weeks: [closed] }));
  expect(
    screen.getByText("The order cut-off has passed: this box can no longer change."),
  ).toBeInTheDocument();
  expect(screen.queryByRole("group", { name: /Quantity of/ })).toBeNull();
  expect(screen.queryByRole("button", { name: "Skip this week" })).toBeNull();
  expect(screen.getByText("× 2")).toBeInTheDocument();
});

test("skip is one call, its button busy and every other action waiting while it runs", async () => {
  let release: (reply: ReturnType<typeof odooResult>) => void = () => {};
  const skipped = subscriptionState({
    weeks: [week("2031-03-10", "2031-03-15", { skipped: true }), week("2031-03-17", "2031-03-22")],
  });
  const { user, sent } = renderPage(
    subscriptionState({ weeks: [week("2031-03-10", "2031-03-15"), week("2031-03-17", "2031-03-22")] }),
    { "/my/subscriptions/week/skip": () => new Promise((resolve) => (release = resolve)) },
  );
  await user.click(screen.getByRole("button", { name: "Skip this week" }));
  const skip = screen.getByRole("button", { name: /Skip this week/ });
  expect(skip).toHaveAttribute("aria-disabled", "true");
  expect(screen.getByRole("button", { name: "Pause my subscription" })).toBeDisabled();
  await user.click(skip);
  release(odooResult(skipped));
  expect(await screen.findByText("You skipped this week: no box, no charge.")).toBeInTheDocument();
  expect(sent("/my/subscriptions/week/skip")).toEqual([
    { subscription_id: 5, week: "2031-03-10", skip: true },
  ]);
  expect(screen.getByRole("button", { name: "Deliver this week" })).toBeEnabled();
});

test("a refusal says the server's message, never its traceback, and changes nothing", async () => {
  const { user } = renderPage(subscriptionState(), {
    "/my/subscriptions/pause": () => refusal("This week's box is being prepared."),
  });
  await user.click(screen.getByRole("button", { name: "Pause my subscription" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("This week's box is being prepared.");
  expect(document.body.textContent).not.toContain("Traceback");
  expect(screen.getByText("Active")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Pause my subscription" })).toBeEnabled();
});

test("another box size is saved with its meals and people", async () => {
  const { user, sent } = renderPage(subscriptionState(), {
    "/my/subscriptions/box": () =>
      odooResult(
        subscriptionState({ box: { meals: 4, people: 2, label: "4 meals for 2 people", price: 74.9 } }),
      ),
  });
  await user.click(screen.getByRole("button", { name: "Change: Box size" }));
  await user.click(await screen.findByRole("radio", { name: "4 meals for 2 people" }));
  await user.click(screen.getByRole("button", { name: "Save the box size" }));
  expect(
    await screen.findByText("Your box size is changed from the next week still open."),
  ).toBeInTheDocument();
  expect(sent("/my/subscriptions/box")).toEqual([{ subscription_id: 5, meals: 4, people: 2 }]);
  expect(screen.queryByRole("button", { name: "Save the box size" })).toBeNull();
});

test("pick-up at a store offers the store's days only", async () => {
  const { user, sent } = renderPage(subscriptionState(), {
    "/my/subscriptions/delivery": () => odooResult(subscriptionState()),
  });
  await user.click(screen.getByRole("button", { name: "Change: Delivery" }));
  await user.click(await screen.findByRole("radio", { name: "Pick-up at a store" }));
  const days = screen.getByRole("radiogroup", { name: "Delivery day" });
  expect(
    within(days)
      .getAllByRole("radio")
      .map((radio) => radio.closest("label")?.textContent),
  ).toEqual(["Friday", "Saturday"]);
  await user.click(within(days).getByRole("radio", { name: "Friday" }));
  await user.click(screen.getByRole("button", { name: "Save the delivery" }));
  expect(sent("/my/subscriptions/delivery")).toEqual([
    { subscription_id: 5, delivery_type: "pick_store", store_id: 31, weekday: 4 },
  ]);
});

test("another card needs the customer's consent to its words; a refused card keeps the form as it was", async () => {
  const { user, sent } = renderPage(subscriptionState(), {
    "/my/subscriptions/card": () =>
      refusal("This card can no longer be charged. Please choose or add another card."),
  });
  await user.click(screen.getByRole("button", { name: "Change: Payment card" }));
  expect(await screen.findByRole("link", { name: "Add a card" })).toHaveAttribute(
    "href",
    "/my/payment_method",
  );
  await user.click(screen.getByRole("radio", { name: "•••• 1111" }));
  await user.click(screen.getByRole("button", { name: "Use this card" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Please agree to have your card charged each week.",
  );
  expect(sent("/my/subscriptions/card")).toEqual([]);
  const consent = screen.getByRole("checkbox", {
    name: /charges •••• 1111 for my box \(3 meals for 2 people\)/,
  });
  await user.click(consent);
  await user.click(screen.getByRole("button", { name: "Use this card" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("This card can no longer be charged.");
  expect(sent("/my/subscriptions/card")).toEqual([{ subscription_id: 5, token_id: 22, consent: true }]);
  expect(screen.getByRole("radio", { name: "•••• 1111" })).toBeChecked();
  expect(consent).toBeChecked();
});

test("diets are sent as the list of their ids", async () => {
  const { user, sent } = renderPage(subscriptionState(), {
    "/my/subscriptions/diets": () => odooResult(subscriptionState({ diet_ids: [7] })),
  });
  await user.click(screen.getByRole("button", { name: "Change: Diets" }));
  await user.click(await screen.findByRole("checkbox", { name: "Vegetarian" }));
  await user.click(screen.getByRole("button", { name: "Save the diets" }));
  expect(await screen.findByText("The chef's choice follows your diets.")).toBeInTheDocument();
  expect(sent("/my/subscriptions/diets")).toEqual([{ subscription_id: 5, diet_ids: [7] }]);
});

test("cancelling asks why in a dialog; the reason stays typed when refused; once cancelled, nothing more to change", async () => {
  let refuse = true;
  const { user, sent } = renderPage(subscriptionState(), {
    "/my/subscriptions/cancel": () =>
      refuse
        ? refusal("Your subscription is being updated. Please try again in a minute.")
        : odooResult(
            subscriptionState({
              state: "cancelled",
              changeable: false,
              weeks: [],
              cancel_reason: "Moving abroad",
            }),
          ),
  });
  await user.click(screen.getByRole("button", { name: "Cancel my subscription" }));
  const dialog = await screen.findByRole("alertdialog", { name: "Cancel your subscription?" });
  await user.click(within(dialog).getByRole("button", { name: "Cancel the subscription" }));
  expect(within(dialog).getByText("Please tell us why you cancel.")).toBeInTheDocument();
  expect(sent("/my/subscriptions/cancel")).toEqual([]);
  await user.type(within(dialog).getByRole("textbox", { name: /Why do you cancel/ }), "Moving abroad");
  await user.click(within(dialog).getByRole("button", { name: "Cancel the subscription" }));
  expect(await within(dialog).findByRole("alert")).toHaveTextContent("Please try again in a minute.");
  expect(within(dialog).getByRole("textbox", { name: /Why do you cancel/ })).toHaveValue("Moving abroad");
  refuse = false;
  await user.click(within(dialog).getByRole("button", { name: "Cancel the subscription" }));
  expect(await screen.findByText("This subscription is cancelled.")).toBeInTheDocument();
  expect(screen.getByText("Your reason: Moving abroad")).toBeInTheDocument();
  expect(screen.queryByRole("alertdialog")).toBeNull();
  expect(screen.queryByRole("group", { name: "Your next boxes" })).toBeNull();
  expect(screen.queryByRole("button", { name: /Pause|Change/ })).toBeNull();
  expect(sent("/my/subscriptions/cancel")).toEqual([
    { subscription_id: 5, reason: "Moving abroad" },
    { subscription_id: 5, reason: "Moving abroad" },
  ]);
});

test("past boxes show what was charged, and a declined one its pay link", () => {
  renderPage(subscriptionState());
  const declined = screen.getByText("S00040").closest("li")!;
  expect(declined).toHaveTextContent("Card declined");
  expect(declined).toHaveTextContent("64.90 €");
  expect(within(declined).getByRole("link", { name: /Pay/ })).toHaveAttribute(
    "href",
    "/my/orders/40?access_token=abc",
  );
  const paid = screen.getByText("S00039").closest("li")!;
  expect(paid).toHaveTextContent("Paid");
  expect(within(paid).queryByRole("link", { name: /Pay/ })).toBeNull();
});

test("a link from the server that could run script is not rendered", () => {
  const state = subscriptionState();
  state.history[0]!.pay_url = "javascript:alert(1)";
  renderPage(state);
  expect(screen.queryByRole("link", { name: /Pay/ })).toBeNull();
});
