import { act, screen, waitFor, within } from "@testing-library/react";
import { renderWizard, resetPage, settle, urlParams } from "./render-wizard";
import { createFakeMealbox, FISH, GLUTEN_FREE, MEAT, PASTA, VEGAN, VEGETARIAN } from "./fake-mealbox-server";

afterEach(resetPage);

function dishList() {
  return screen.getByRole("list", { name: "This week's dishes" });
}

function dishNames(): string[] {
  return within(dishList())
    .queryAllByRole("listitem")
    .filter((item) => item.classList.contains("weekbox-dish-card"))
    .map((item) => item.querySelector(".weekbox-dish-name")?.textContent ?? "");
}

function cart() {
  return screen.getByRole("complementary", { name: /Your box/ });
}

function nextButton() {
  return screen.getByRole("button", { name: "Next" });
}

test("should show the week's dishes as cards with lazy images, prep time and diets", async () => {
  await renderWizard();

  expect(dishNames()).toHaveLength(7);
  const card = screen.getByRole("button", { name: "Penne arrabbiata" }).closest("li") as HTMLElement;
  const image = card.querySelector("img") as HTMLImageElement;
  expect(image).toHaveAttribute("loading", "lazy");
  expect(image.getAttribute("src")).toBe("/web/image/product.template/1106/image_256");
  expect(within(card).getByText("30 min")).toBeInTheDocument();
  expect(
    within(within(card).getByRole("list", { name: "Diets" }))
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual(["Vegetarian", "Vegan"]);
  expect(screen.getByRole("heading", { level: 1, name: "Compose your box" })).toBeInTheDocument();
  expect(screen.getByText(/3 meals for 2 people/)).toHaveTextContent("44.64 €");
});

test("should add dishes to the cart panel and guide until the box holds its meals", async () => {
  const { user, server } = await renderWizard();
  expect(screen.getByText("Please select 3 more meal(s) to proceed")).toBeInTheDocument();
  expect(nextButton()).toHaveAttribute("aria-disabled", "true");
  expect(nextButton()).toHaveAttribute("data-complete", "false");

  await user.click(screen.getByRole("button", { name: "Add Flemish beef stew" }));
  await settle(server);

  expect(within(cart()).getByText("Flemish beef stew")).toBeInTheDocument();
  expect(within(cart()).getByText("1 of 3 meals")).toBeInTheDocument();
  expect(dishNames()).not.toContain("Flemish beef stew");
  expect(screen.getByText("Please select 2 more meal(s) to proceed")).toBeInTheDocument();

  // A dish with a minimum of 2 comes in twice at once.
  await user.click(screen.getByRole("button", { name: "Add Vol-au-vent" }));
  await settle(server);

  expect(within(cart()).getByText("3 of 3 meals")).toBeInTheDocument();
  expect(within(cart()).getByRole("textbox", { name: "Quantity of Vol-au-vent" })).toHaveValue("2");
  expect(screen.getByText("Your box is complete.")).toBeInTheDocument();
  expect(nextButton()).toBeEnabled();
  expect(nextButton()).not.toHaveAttribute("aria-disabled");
  expect(nextButton()).toHaveAttribute("data-complete", "true");
  expect(server.params("/mealbox/add/meal")).toEqual([
    expect.objectContaining({ order_id: 7, product_id: 101 }),
    expect.objectContaining({ order_id: 7, product_id: 102 }),
  ]);
});

test("should refuse a dish beyond the meal count without asking the server", async () => {
  const { user, server } = await renderWizard({ fill: [101, 103, 104] });
  const before = server.calls().length;

  await user.click(screen.getByRole("button", { name: "Add Vegetable lasagne" }));

  expect(
    await screen.findByText("With your type of box it is not possible to add more than 3 meals"),
  ).toBeInTheDocument();
  expect(server.calls()).toHaveLength(before);
  expect(dishNames()).toContain("Vegetable lasagne");
});

test("should roll back a pending add and show the server's refusal", async () => {
  const { user, server } = await renderWizard();
  server.refuseNext("/mealbox/add/meal", "This dish is not on this week's menu.");
  const release = server.hold();

  await user.click(screen.getByRole("button", { name: "Add Salmon with dill" }));

  const card = screen.getByRole("button", { name: "Salmon with dill" }).closest("li") as HTMLElement;
  expect(card).toHaveAttribute("data-pending");
  await act(async () => release());
  await settle(server);

  expect(await screen.findByText("This dish is not on this week's menu.")).toBeInTheDocument();
  expect(card).not.toHaveAttribute("data-pending");
  expect(within(cart()).getByText("0 of 3 meals")).toBeInTheDocument();
  expect(dishNames()).toContain("Salmon with dill");
});

test("should serialise rapid clicks and never fill the box beyond its meals", async () => {
  const { user, server } = await renderWizard();
  const release = server.hold();

  for (const name of [
    "Flemish beef stew",
    "Mussels with fries",
    "Salmon with dill",
    "Vegetable lasagne",
    "Penne arrabbiata",
    "Chickpea curry",
  ]) {
    await user.click(screen.getByRole("button", { name: `Add ${name}` }));
  }
  // Three fit; the other three are refused at once, without a request.
  expect(
    screen.getAllByText("With your type of box it is not possible to add more than 3 meals").length,
  ).toBeGreaterThan(0);
  await act(async () => release());
  await settle(server);

  expect(server.calls("/mealbox/add/meal")).toHaveLength(3);
  expect(server.maxConcurrent).toBe(1);
  expect(server.box.lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(3);
  expect(within(cart()).getByText("3 of 3 meals")).toBeInTheDocument();
});

test("should change a line's quantity with its stepper and remove it below its minimum", async () => {
  const { user, server } = await renderWizard({ fill: [101] });

  await user.click(within(cart()).getByRole("button", { name: "Increase Quantity of Flemish beef stew" }));
  await settle(server);
  expect(within(cart()).getByRole("textbox", { name: "Quantity of Flemish beef stew" })).toHaveValue("2");
  expect(server.params("/mealbox/remove/meal").at(-1)).toMatchObject({
    line_id: expect.any(Number),
    quantity: 2,
  });

  await user.click(within(cart()).getByRole("button", { name: "Remove Flemish beef stew" }));
  await settle(server);

  expect(within(cart()).queryByText("Flemish beef stew")).toBeNull();
  expect(dishNames()).toContain("Flemish beef stew");
  expect(server.params("/mealbox/remove/meal").at(-1)).toMatchObject({ quantity: 0 });
});

test("should remove a dish stepped or typed below its min-quant, and offer it again (spec §4.3)", async () => {
  const { user, server } = await renderWizard({ fill: [102, 101] });
  const stepper = within(cart()).getByRole("textbox", { name: "Quantity of Vol-au-vent" });
  expect(stepper).toHaveValue("2");

  // − at its minimum (2) takes the dish out, as an extra's does.
  await user.click(within(cart()).getByRole("button", { name: "Decrease Quantity of Vol-au-vent" }));
  await settle(server);
  expect(within(cart()).queryByText("Vol-au-vent")).toBeNull();
  expect(dishNames()).toContain("Vol-au-vent");
  expect(server.params("/mealbox/remove/meal").at(-1)).toMatchObject({ quantity: 0 });

  // 0 typed: the same, never snapped back to the minimum.
  const other = within(cart()).getByRole("textbox", { name: "Quantity of Flemish beef stew" });
  await user.clear(other);
  await user.type(other, "0");
  await user.tab();
  await settle(server);
  expect(within(cart()).queryByText("Flemish beef stew")).toBeNull();
  expect(dishNames()).toContain("Flemish beef stew");
  expect(server.params("/mealbox/remove/meal").at(-1)).toMatchObject({ quantity: 0 });
});

test("should put a dish the box gives back at its place on the menu, from the change's answer alone", async () => {
  const { user, server } = await renderWizard({ fill: [104, 101] });
  expect(dishNames()).toEqual([
    "Vol-au-vent",
    "Mussels with fries",
    "Vegetable lasagne",
    "Penne arrabbiata",
    "Chickpea curry",
  ]);

  await user.click(within(cart()).getByRole("button", { name: "Remove Salmon with dill" }));
  await settle(server);
  expect(dishNames()).toEqual([
    "Vol-au-vent",
    "Mussels with fries",
    "Salmon with dill",
    "Vegetable lasagne",
    "Penne arrabbiata",
    "Chickpea curry",
  ]);
  // One call, which answers what changed (not the menu again): no list load after it.
  expect(server.calls().at(-1)?.url.pathname).toBe("/mealbox/remove/meal");
});

test("should ask to remove dishes when the box holds too many", async () => {
  const { server } = await renderWizard({
    fill: [101, 103, 104],
    url: "/mealbox?meal=2&people=2&state=compose",
  });
  await settle(server);

  expect(
    screen.getByText("Please remove 1 dish(es) or adjust number of meals to be purchased."),
  ).toBeInTheDocument();
  expect(nextButton()).toHaveAttribute("aria-disabled", "true");
  expect(nextButton()).toHaveAttribute("data-complete", "false");
});

async function centeredError() {
  const toast = await screen.findByRole("alertdialog", { name: "Error" });
  expect(toast.closest("[data-placement]")).toHaveAttribute("data-placement", "center");
  return toast;
}

test("should keep an incomplete box's Next in the tab order and say what is missing when pressed", async () => {
  const { user, server } = await renderWizard({ fill: [101] });
  const before = server.calls().length;
  expect(nextButton()).not.toBeDisabled();
  expect(nextButton()).toHaveAttribute("aria-disabled", "true");
  expect(nextButton()).toHaveAttribute("aria-describedby", "weekbox-wizard-guidance");
  expect(document.getElementById("weekbox-wizard-guidance")).toHaveTextContent(
    "Please select 2 more meal(s) to proceed",
  );

  // Reached with Tab from Back, pressed with Enter.
  act(() => screen.getByRole("link", { name: "Back" }).focus());
  await user.tab();
  expect(nextButton()).toHaveFocus();
  await user.keyboard("{Enter}");

  expect(await centeredError()).toHaveTextContent("You need to add 2 meals in order to continue");
  await settle(server);
  expect(server.calls()).toHaveLength(before);
  expect(urlParams().state).toBe("compose");
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Compose your box");
});

test("should say how many meals an empty box misses when Next is clicked", async () => {
  const { user, server } = await renderWizard();
  const before = server.calls().length;

  await user.click(nextButton());

  expect(await centeredError()).toHaveTextContent("You need to add 3 meals in order to continue");
  await settle(server);
  expect(server.calls()).toHaveLength(before);
});

test("should ask to adjust the box when Next is pressed with too many dishes, without a request", async () => {
  const { user, server } = await renderWizard({
    fill: [101, 103, 104],
    url: "/mealbox?meal=2&people=2&state=compose",
  });
  const before = server.calls().length;

  act(() => nextButton().focus());
  await user.keyboard(" ");

  expect(await centeredError()).toHaveTextContent("You need to adjust or remove meals in order to continue");
  await settle(server);
  expect(server.calls()).toHaveLength(before);
  expect(urlParams().state).toBe("compose");
});

test("should step a dish line down one above its minimum, and take it out with ×", async () => {
  const { user, server } = await renderWizard({ fill: [101] });
  const quantity = () => within(cart()).getByRole("textbox", { name: "Quantity of Flemish beef stew" });
  const decrease = () =>
    within(cart()).getByRole("button", { name: "Decrease Quantity of Flemish beef stew" });
  expect(quantity()).toHaveValue("1");

  // Above its minimum, − steps down one (no removal).
  await user.click(within(cart()).getByRole("button", { name: "Increase Quantity of Flemish beef stew" }));
  await settle(server);
  await user.click(decrease());
  await settle(server);
  expect(quantity()).toHaveValue("1");
  expect(server.params("/mealbox/remove/meal").map((p) => p.quantity)).toEqual([2, 1]);
  expect(within(cart()).getByText("1 of 3 meals")).toBeInTheDocument();

  // × takes the dish out.
  await user.click(within(cart()).getByRole("button", { name: "Remove Flemish beef stew" }));
  await settle(server);
  expect(within(cart()).queryByText("Flemish beef stew")).toBeNull();
  expect(server.params("/mealbox/remove/meal").at(-1)).toMatchObject({ quantity: 0 });
});

test("should combine several diets, one category and keep every filter in the URL", async () => {
  const { user, server } = await renderWizard();

  await user.click(screen.getByRole("button", { name: "Vegetarian" }));
  await settle(server);
  expect(dishNames()).toEqual(["Vegetable lasagne", "Penne arrabbiata", "Chickpea curry"]);

  await user.click(screen.getByRole("button", { name: "Vegan" }));
  await settle(server);
  expect(dishNames()).toEqual(["Penne arrabbiata", "Chickpea curry"]);
  expect(screen.getByRole("button", { name: "Vegetarian" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByRole("button", { name: "Vegan" })).toHaveAttribute("aria-pressed", "true");

  await user.click(screen.getByRole("button", { name: "Pasta" }));
  await settle(server);
  expect(dishNames()).toEqual(["Penne arrabbiata"]);
  expect(urlParams()).toMatchObject({
    state: "compose",
    category: String(PASTA),
    diet: `${VEGETARIAN},${VEGAN}`,
  });

  // One category at a time.
  await user.click(screen.getByRole("button", { name: "Veggie" }));
  await settle(server);
  expect(dishNames()).toEqual(["Chickpea curry"]);
  expect(screen.getByRole("button", { name: "Pasta" })).toHaveAttribute("aria-pressed", "false");

  await user.click(screen.getByRole("button", { name: "All" }));
  await settle(server);
  expect(dishNames()).toEqual(["Penne arrabbiata", "Chickpea curry"]);
  expect(urlParams().category).toBeUndefined();

  expect(server.params("/mealbox/diet")).toEqual([
    expect.objectContaining({ diet_list: [VEGETARIAN], category: [0], filter: 0 }),
    expect.objectContaining({ diet_list: [VEGETARIAN, VEGAN], category: [0], filter: 0 }),
  ]);
  expect(server.params("/mealbox/category").map((p) => p.category)).toEqual([[PASTA], [16], [0]]);
});

test("should keep the two toggle filters exclusive and clear the active one with 0", async () => {
  const { user, server } = await renderWizard();

  await user.click(screen.getByRole("button", { name: "Ready in 20 minutes" }));
  await settle(server);
  expect(dishNames()).toEqual(["Mussels with fries", "Salmon with dill", "Penne arrabbiata"]);
  expect(urlParams().filter).toBe("do_something");

  await user.click(screen.getByRole("button", { name: "Family favourite" }));
  await settle(server);
  expect(dishNames()).toEqual(["Flemish beef stew", "Vol-au-vent", "Vegetable lasagne"]);
  expect(screen.getByRole("button", { name: "Ready in 20 minutes" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );

  await user.click(screen.getByRole("button", { name: "Family favourite" }));
  await settle(server);
  expect(dishNames()).toHaveLength(7);
  expect(urlParams().filter).toBeUndefined();

  expect(server.params("/mealbox/category").map((p) => p.filter)).toEqual(["do_something", "do_nothing", 0]);
});

test("should combine a toggle filter with a diet and a category", async () => {
  const { user, server } = await renderWizard();

  await user.click(screen.getByRole("button", { name: "Gluten-free" }));
  await user.click(screen.getByRole("button", { name: "Fish" }));
  await user.click(screen.getByRole("button", { name: "Ready in 20 minutes" }));
  await settle(server);

  expect(dishNames()).toEqual(["Mussels with fries", "Salmon with dill"]);
  expect(urlParams()).toMatchObject({
    category: String(FISH),
    diet: String(GLUTEN_FREE),
    filter: "do_something",
  });
});

test("should make one request per action and keep the filters on the dishes a change returns", async () => {
  const { user, server } = await renderWizard();
  const loads = server.calls().length;
  expect(server.calls("/load/mealbox")).toHaveLength(1);

  await user.click(screen.getByRole("button", { name: "Meat" }));
  await settle(server);
  expect(server.calls()).toHaveLength(loads + 1);

  await user.click(screen.getByRole("button", { name: "Add Flemish beef stew" }));
  await settle(server);
  expect(server.calls()).toHaveLength(loads + 2);
  expect(server.params("/mealbox/add/meal")[0]).toMatchObject({ category: [MEAT] });
  expect(dishNames()).toEqual(["Vol-au-vent"]);

  await user.click(within(cart()).getByRole("button", { name: "Remove Flemish beef stew" }));
  await settle(server);
  expect(server.calls()).toHaveLength(loads + 3);
  expect(dishNames()).toEqual(["Flemish beef stew", "Vol-au-vent"]);
});

test("should restore the filters from the URL on reload", async () => {
  const { server } = await renderWizard({
    url: `/mealbox?meal=3&people=2&state=compose&category=${PASTA}&diet=${VEGAN}&filter=do_something`,
  });

  expect(server.params("/load/mealbox")[0]).toMatchObject({
    category: [PASTA],
    diet_list: [VEGAN],
    filter: "do_something",
    state: "compose",
  });
  expect(screen.getByRole("button", { name: "Pasta" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByRole("button", { name: "Vegan" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByRole("button", { name: "Ready in 20 minutes" })).toHaveAttribute("aria-pressed", "true");
  expect(dishNames()).toEqual(["Penne arrabbiata"]);
  expect(urlParams()).toMatchObject({ order_id: "7", category: String(PASTA) });
});

test("should show the step's informational alerts as toasts, once", async () => {
  const { user, server } = await renderWizard();
  expect(await screen.findByText("Tip: quick dishes are marked.")).toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "Meat" }));
  await settle(server);

  expect(screen.getAllByText("Tip: quick dishes are marked.")).toHaveLength(1);
});

test("should show an error with a way out when the box cannot be opened", async () => {
  await renderWizard({ url: "/mealbox?meal=9&people=2&state=compose" });

  expect(await screen.findByText("Meal Not available")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Choose your box" })).toHaveAttribute("href", "/#your-box");
  expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
});

test("should link Back to the home page from compose", async () => {
  await renderWizard();
  expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/");
});

test("should keep focus in the list when the focused dish moves to the cart", async () => {
  const { user, server } = await renderWizard();
  const add = screen.getByRole("button", { name: "Add Flemish beef stew" });
  act(() => add.focus());

  await user.keyboard("{Enter}");
  await settle(server);

  await waitFor(() => expect(screen.getByRole("button", { name: "Add Vol-au-vent" })).toHaveFocus());
});

test("should load the box again with Try again after a failed first load", async () => {
  const server = createFakeMealbox();
  server.refuseNext("/load/mealbox", "Your box is empty. Please choose your box size first.");
  const { user } = await renderWizard({ server });
  expect(
    await screen.findByText("Your box is empty. Please choose your box size first."),
  ).toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "Try again" }));
  await settle(server);

  expect(screen.getByRole("heading", { level: 1, name: "Compose your box" })).toBeInTheDocument();
  expect(server.calls("/load/mealbox")).toHaveLength(2);
});

test("should list the dishes a page at a time, the next page on 'Show more dishes', focus on its first dish", async () => {
  const { user, server } = await renderWizard({ pageSize: 3 });
  expect(dishNames()).toEqual(["Flemish beef stew", "Vol-au-vent", "Mussels with fries"]);

  const more = screen.getByRole("button", { name: "Show more dishes (4 more)" });
  act(() => more.focus());
  await user.keyboard("{Enter}");
  await settle(server);

  expect(dishNames()).toEqual([
    "Flemish beef stew",
    "Vol-au-vent",
    "Mussels with fries",
    "Salmon with dill",
    "Vegetable lasagne",
    "Penne arrabbiata",
  ]);
  expect(screen.getByRole("button", { name: "Add Salmon with dill" })).toHaveFocus();
  // The next page starts after the last dish sent, with the list's filters.
  expect(server.params("/mealbox/diet")).toEqual([
    expect.objectContaining({ order_id: 7, state: "compose", after: 103 }),
  ]);

  await user.click(screen.getByRole("button", { name: "Show more dishes (1 more)" }));
  await settle(server);
  expect(dishNames()).toHaveLength(7);
  expect(screen.queryByRole("button", { name: /Show more dishes/ })).toBeNull();
  expect(screen.getByRole("button", { name: "Add Chickpea curry" })).toHaveFocus();
});

test("should keep a dish given back beyond the dishes shown for its page, and start again at a filter change", async () => {
  const { user, server } = await renderWizard({ pageSize: 3, fill: [107] });
  expect(dishNames()).toEqual(["Flemish beef stew", "Vol-au-vent", "Mussels with fries"]);
  expect(screen.getByRole("button", { name: "Show more dishes (3 more)" })).toBeInTheDocument();

  // The chickpea curry leaves the box: on the menu after the dishes shown, it waits for its page.
  await user.click(within(cart()).getByRole("button", { name: "Remove Chickpea curry" }));
  await settle(server);
  expect(dishNames()).toEqual(["Flemish beef stew", "Vol-au-vent", "Mussels with fries"]);
  expect(screen.getByRole("button", { name: "Show more dishes (4 more)" })).toBeInTheDocument();

  // A dish added from the page leaves it; the next page still starts after the mussels.
  await user.click(screen.getByRole("button", { name: "Add Mussels with fries" }));
  await settle(server);
  await user.click(screen.getByRole("button", { name: "Show more dishes (4 more)" }));
  await settle(server);
  expect(dishNames()).toEqual([
    "Flemish beef stew",
    "Vol-au-vent",
    "Salmon with dill",
    "Vegetable lasagne",
    "Penne arrabbiata",
  ]);
  expect(server.params("/mealbox/diet").at(-1)).toMatchObject({ after: 103 });

  // A filter brings its own first page.
  await user.click(screen.getByRole("button", { name: "Vegetarian" }));
  await settle(server);
  expect(dishNames()).toEqual(["Vegetable lasagne", "Penne arrabbiata", "Chickpea curry"]);
  expect(screen.queryByRole("button", { name: /Show more dishes/ })).toBeNull();
});
