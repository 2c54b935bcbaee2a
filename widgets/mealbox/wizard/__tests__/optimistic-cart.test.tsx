import { act, screen, within } from "@testing-library/react";
import { renderWizard, resetPage, settle, urlParams } from "./render-wizard";
import { ORDER_ID } from "./fake-mealbox-server";

afterEach(resetPage);
// Bursts of user-event clicks: seconds each on a busy machine.
jest.setTimeout(20_000);

function cart() {
  return screen.getByRole("complementary", { name: /Your box/ });
}

function cartNames(): string[] {
  return [...cart().querySelectorAll(".weekbox-cart-line-name")].map((name) => name.textContent ?? "");
}

function add(name: string) {
  return screen.getByRole("button", { name: `Add ${name}` });
}

test("should show an added dish in the cart panel before the server answers, then the server's line", async () => {
  const { user, server } = await renderWizard();
  const release = server.hold();

  await user.click(add("Flemish beef stew"));

  // At once: the line (pending), the count and the guidance.
  expect(cartNames()).toEqual(["Flemish beef stew"]);
  expect(within(cart()).getByText("1 of 3 meals")).toBeInTheDocument();
  expect(screen.getByText("Please select 2 more meal(s) to proceed")).toBeInTheDocument();
  const shown = within(cart()).getByText("Flemish beef stew").closest("li") as HTMLElement;
  expect(shown).toHaveAttribute("data-pending");
  expect(within(shown).getByRole("button", { name: "Remove Flemish beef stew" })).toBeDisabled();
  expect(server.inFlight).toBe(1);

  await act(async () => release());
  await settle(server);

  expect(cartNames()).toEqual(["Flemish beef stew"]);
  expect(within(cart()).getByText("1 of 3 meals")).toBeInTheDocument();
  expect(within(cart()).getByText("Flemish beef stew").closest("li")).not.toHaveAttribute("data-pending");
});

test("should show a dish with a minimum at its minimum at once", async () => {
  const { user, server } = await renderWizard();
  const release = server.hold();

  await user.click(add("Vol-au-vent"));

  expect(within(cart()).getByText("2 of 3 meals")).toBeInTheDocument();
  expect(within(cart()).getByRole("textbox", { name: "Quantity of Vol-au-vent" })).toHaveValue("2");
  await act(async () => release());
  await settle(server);
  expect(within(cart()).getByText("2 of 3 meals")).toBeInTheDocument();
});

test("should roll the panel back with the error toast when the server refuses the add", async () => {
  const { user, server } = await renderWizard({ fill: [101] });
  server.refuseNext("/mealbox/add/meal", "This dish is not on this week's menu.");
  const release = server.hold();

  await user.click(add("Salmon with dill"));
  expect(cartNames()).toEqual(["Flemish beef stew", "Salmon with dill"]);
  expect(within(cart()).getByText("2 of 3 meals")).toBeInTheDocument();

  await act(async () => release());
  await settle(server);

  expect(await screen.findByText("This dish is not on this week's menu.")).toBeInTheDocument();
  expect(cartNames()).toEqual(["Flemish beef stew"]);
  expect(within(cart()).getByText("1 of 3 meals")).toBeInTheDocument();
  expect(screen.getByText("Please select 2 more meal(s) to proceed")).toBeInTheDocument();
});

test("should apply a burst's answers in click order and end with the server's box", async () => {
  const { user, server } = await renderWizard();
  const release = server.hold();

  for (const name of ["Flemish beef stew", "Mussels with fries", "Salmon with dill"])
    await user.click(add(name));
  // All three at once, and the box counts as full: a fourth is refused without a request.
  expect(cartNames()).toEqual(["Flemish beef stew", "Mussels with fries", "Salmon with dill"]);
  expect(within(cart()).getByText("3 of 3 meals")).toBeInTheDocument();
  await user.click(add("Chickpea curry"));
  expect(
    await screen.findByText("With your type of box it is not possible to add more than 3 meals"),
  ).toBeInTheDocument();

  // Meanwhile another tab put a dish in the box: the third add no longer fits.
  server.fill([107]);
  await act(async () => release());
  await settle(server);

  // In turn, the box was full after the second answer: the third is dropped without a request.
  expect(server.params("/mealbox/add/meal").map((params) => params.product_id)).toEqual([101, 103]);
  expect(server.maxConcurrent).toBe(1);
  // The server's box, in its line order: the other tab's dish, then the two that fitted.
  expect(cartNames()).toEqual(["Chickpea curry", "Flemish beef stew", "Mussels with fries"]);
  expect(within(cart()).getByText("3 of 3 meals")).toBeInTheDocument();
  expect(cart().querySelector("[data-pending]")).toBeNull();
});

test("should take a removed dish out of the panel at once and put it back when refused", async () => {
  const { user, server } = await renderWizard({ fill: [101, 103] });
  server.refuseNext("/mealbox/remove/meal", "This order is already confirmed and can no longer be changed.");
  const release = server.hold();

  await user.click(within(cart()).getByRole("button", { name: "Remove Flemish beef stew" }));
  expect(cartNames()).toEqual(["Mussels with fries"]);
  expect(within(cart()).getByText("1 of 3 meals")).toBeInTheDocument();

  await act(async () => release());
  await settle(server);

  expect(
    await screen.findByText("This order is already confirmed and can no longer be changed."),
  ).toBeInTheDocument();
  expect(cartNames()).toEqual(["Flemish beef stew", "Mussels with fries"]);
  expect(within(cart()).getByText("2 of 3 meals")).toBeInTheDocument();
});

test("should let Next follow the adds still on their way, in one request more", async () => {
  const { user, server } = await renderWizard();
  const release = server.hold();

  for (const name of ["Flemish beef stew", "Mussels with fries", "Salmon with dill"])
    await user.click(add(name));
  await user.click(screen.getByRole("button", { name: "Next" }));
  await act(async () => release());
  await settle(server);

  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Add extras");
  expect(server.calls().map((call) => call.url.pathname)).toEqual([
    "/load/mealbox",
    "/mealbox/add/meal",
    "/mealbox/add/meal",
    "/mealbox/add/meal",
    "/mealbox/add/meal",
  ]);
  expect(server.params("/mealbox/add/meal").at(-1)).toMatchObject({ is_continue: 1, count_line: 3 });
  expect(urlParams()).toMatchObject({ state: "extra", order_id: String(ORDER_ID) });
});

test("should send the spec's context with every dish change", async () => {
  const { user, server } = await renderWizard({ fill: [101] });

  await user.click(add("Mussels with fries"));
  await settle(server);
  await user.click(within(cart()).getByRole("button", { name: "Remove Flemish beef stew" }));
  await settle(server);
  await user.click(screen.getByRole("button", { name: "Meat" }));
  await settle(server);

  expect(server.params("/mealbox/add/meal")).toEqual([
    expect.objectContaining({
      product_id: 103,
      meal: 3,
      meal_no: 3,
      person: 2,
      price_list_price: 44.64,
      state: "compose",
      current_state: "compose",
      count_line: 1,
    }),
  ]);
  expect(server.params("/mealbox/remove/meal")).toEqual([
    expect.objectContaining({ quantity: 0, meal: 3, meal_no: 3, price_list_price: 44.64 }),
  ]);
  expect(server.params("/mealbox/category")).toEqual([
    expect.objectContaining({ meal: 3, meal_no: 3, price_list_price: 44.64, state: "compose" }),
  ]);
});

test("should load the extra step itself when Next's answer has only the spec's fields", async () => {
  const { user, server } = await renderWizard({ fill: [101, 103, 104], specOnlyContinue: true });

  await user.click(screen.getByRole("button", { name: "Next" }));
  await settle(server);

  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Add extras");
  expect(screen.getByRole("button", { name: "Add Chocolate mousse" })).toBeInTheDocument();
  expect(
    server
      .calls()
      .map((call) => call.url.pathname)
      .slice(-2),
  ).toEqual(["/mealbox/add/meal", "/load/mealbox"]);
});
