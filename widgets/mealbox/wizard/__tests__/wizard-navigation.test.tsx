import { act, screen, waitFor, within } from "@testing-library/react";
import { renderWizard, resetPage, settle, urlParams } from "./render-wizard";
import { ORDER_ID, PASTA } from "./fake-mealbox-server";

afterEach(resetPage);

function steps() {
  return screen.getByRole("navigation", { name: "Order steps" });
}

function step(name: string) {
  return within(steps()).getByRole("button", { name: new RegExp(name) });
}

function heading() {
  return screen.getByRole("heading", { level: 1 });
}

async function centeredError() {
  const toast = await screen.findByRole("alertdialog", { name: "Error" });
  expect(toast.closest("[data-placement]")).toHaveAttribute("data-placement", "center");
  return toast;
}

test("should list the steps with the current one marked, Delivery disabled for a guest", async () => {
  await renderWizard();

  const items = within(steps()).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual(["1Compose", "2Extra", "3Login", "4Delivery"]);
  expect(step("Compose")).toHaveAttribute("aria-current", "step");
  expect(step("Extra")).not.toHaveAttribute("aria-current");
  expect(step("Login")).toBeEnabled();
  expect(step("Delivery")).toBeDisabled();
});

test("should disable Login and enable Delivery for a logged-in customer", async () => {
  await renderWizard({ publicUser: false });

  expect(step("Login")).toBeDisabled();
  expect(step("Delivery")).toBeEnabled();
});

test("should refuse to move on from compose with too few dishes in a centered error toast", async () => {
  const { user, server } = await renderWizard({ fill: [101] });
  const before = server.calls().length;

  await user.click(step("Extra"));

  const toast = await centeredError();
  expect(toast).toHaveTextContent("You need to add 2 meals in order to continue");
  expect(server.calls()).toHaveLength(before);
  expect(urlParams().state).toBe("compose");
});

test("should refuse to move on with too many dishes, from the Delivery step too", async () => {
  const { user } = await renderWizard({
    publicUser: false,
    fill: [101, 103, 104],
    url: "/mealbox?meal=2&people=2&state=compose",
  });

  await user.click(step("Delivery"));

  expect(await centeredError()).toHaveTextContent("You need to adjust or remove meals in order to continue");
  expect(step("Compose")).toHaveAttribute("aria-current", "step");
});

test("should go to extra with Next in one request, pushing a history entry without filters", async () => {
  const { user, server } = await renderWizard({ fill: [101, 103, 104] });
  await user.click(screen.getByRole("button", { name: "Pasta" }));
  await settle(server);
  const historyLength = window.history.length;
  const before = server.calls().length;

  await user.click(screen.getByRole("button", { name: "Next" }));
  await settle(server);

  expect(heading()).toHaveTextContent("Add extras");
  expect(heading()).toHaveFocus();
  expect(step("Extra")).toHaveAttribute("aria-current", "step");
  // Spec §4.3: Next posts /mealbox/add/meal with is_continue; its answer carries the extra step.
  expect(server.calls()).toHaveLength(before + 1);
  expect(server.calls().at(-1)?.url.pathname).toBe("/mealbox/add/meal");
  expect(server.params("/mealbox/add/meal").at(-1)).toEqual({
    order_id: ORDER_ID,
    is_continue: 1,
    meal: 3,
    meal_no: 3,
    person: 2,
    price_list_price: 44.64,
    state: "extra",
    current_state: "compose",
    count_line: 3,
    category: [PASTA],
    diet_list: [],
    filter: 0,
  });
  expect(screen.getByRole("button", { name: "Add Chocolate mousse" })).toBeInTheDocument();
  expect(window.history.length).toBe(historyLength + 1);
  expect(urlParams()).toEqual({ meal: "3", people: "2", state: "extra", order_id: String(ORDER_ID) });
  expect(await screen.findByText("Add a dessert or a bottle of wine.")).toBeInTheDocument();
});

test("should act as Next when Extra is pressed on a complete compose step", async () => {
  const { user, server } = await renderWizard({ fill: [101, 103, 104] });

  await user.click(step("Extra"));
  await settle(server);

  expect(heading()).toHaveTextContent("Add extras");
});

test("should stay on compose when the box changed elsewhere before Next", async () => {
  const { user, server } = await renderWizard({ fill: [101, 103, 104] });
  server.box.lines.pop(); // another tab removed a dish

  await user.click(screen.getByRole("button", { name: "Next" }));
  await settle(server);

  expect(await centeredError()).toHaveTextContent("You need to add 1 meals in order to continue");
  expect(heading()).toHaveTextContent("Compose your box");
  expect(urlParams().state).toBe("compose");
  expect(screen.getByText("Please select 1 more meal(s) to proceed")).toBeInTheDocument();
});

test("should go back from extra to compose, and follow the browser's back and forward", async () => {
  const { user, server } = await renderWizard({
    fill: [101, 103, 104],
    url: `/mealbox?meal=3&people=2&state=compose&category=${PASTA}`,
  });
  await user.click(screen.getByRole("button", { name: "Next" }));
  await settle(server);
  expect(heading()).toHaveTextContent("Add extras");

  // Browser back: compose again, with the filters that URL had.
  await act(async () => window.history.back());
  await waitFor(() => expect(heading()).toHaveTextContent("Compose your box"));
  await settle(server);
  expect(urlParams()).toMatchObject({ state: "compose", category: String(PASTA) });
  expect(server.params("/load/mealbox").at(-1)).toMatchObject({ state: "compose", category: [PASTA] });
  expect(screen.getByRole("button", { name: "Pasta" })).toHaveAttribute("aria-pressed", "true");

  await act(async () => window.history.forward());
  await waitFor(() => expect(heading()).toHaveTextContent("Add extras"));
  await settle(server);

  // Back button: compose, with the filters reset (spec: state=compose).
  await user.click(screen.getByRole("button", { name: "Back" }));
  await settle(server);
  expect(heading()).toHaveTextContent("Compose your box");
  expect(urlParams()).toEqual({ meal: "3", people: "2", state: "compose", order_id: String(ORDER_ID) });
  expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
});

test("should reset the filters and reload the dishes with the Compose step", async () => {
  const { user, server } = await renderWizard({ url: `/mealbox?meal=3&people=2&state=compose&diet=1` });
  const loads = server.calls("/load/mealbox").length;

  await user.click(step("Compose"));
  await settle(server);

  expect(server.calls("/load/mealbox")).toHaveLength(loads + 1);
  expect(urlParams()).toEqual({ meal: "3", people: "2", state: "compose", order_id: String(ORDER_ID) });
  expect(screen.getByRole("button", { name: "Vegetarian" })).toHaveAttribute("aria-pressed", "false");
});

test("should restore the extra step and the box on reload", async () => {
  const { server } = await renderWizard({
    fill: [101, 103, 104],
    url: `/mealbox?meal=3&people=2&state=extra&order_id=${ORDER_ID}`,
  });

  expect(heading()).toHaveTextContent("Add extras");
  expect(server.params("/load/mealbox")).toEqual([
    expect.objectContaining({ state: "extra", order_id: ORDER_ID }),
  ]);
  expect(screen.getByRole("button", { name: "Add Chocolate mousse" })).toBeInTheDocument();
});

test("should show a guest the login providers for the same box, without navigation buttons", async () => {
  const { user, server } = await renderWizard({
    fill: [101, 103, 104],
    url: `/mealbox?meal=3&people=2&state=extra&order_id=${ORDER_ID}`,
  });

  await user.click(screen.getByRole("button", { name: "Next" }));
  await settle(server);

  expect(heading()).toHaveTextContent("Log in to continue");
  expect(server.params("/mealbox/get/login")).toEqual([{ meal: 3, person: 2, order: ORDER_ID }]);
  const back = `/mealbox?meal=3&people=2&state=delivery&order_id=${ORDER_ID}`;
  expect(screen.getByRole("link", { name: "Log in with your account" })).toHaveAttribute(
    "href",
    `/web/login?redirect=${encodeURIComponent(back)}`,
  );
  expect(screen.queryByRole("link", { name: "Evil" })).toBeNull();
  expect(screen.getByRole("link", { name: "Create an account" })).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
  expect(urlParams().state).toBe("login");
  expect(step("Login")).toHaveAttribute("aria-current", "step");
});

test("should restore the login step on reload with one request", async () => {
  const { server } = await renderWizard({
    url: `/mealbox?meal=3&people=2&state=login&order_id=${ORDER_ID}`,
    fill: [101],
  });

  expect(heading()).toHaveTextContent("Log in to continue");
  expect(server.calls().map((call) => call.url.pathname)).toEqual(["/mealbox/get/login"]);
});

test("should open the login step from the breadcrumb for the current box", async () => {
  const { user, server } = await renderWizard({ url: "/mealbox?meal=4&people=3&state=compose" });

  await user.click(step("Login"));
  await settle(server);

  expect(heading()).toHaveTextContent("Log in to continue");
  expect(server.params("/mealbox/get/login")).toEqual([{ meal: 4, person: 3, order: ORDER_ID }]);
  expect(urlParams()).toEqual({ meal: "4", people: "3", state: "login", order_id: String(ORDER_ID) });
});

test("should send a guest who opens delivery to the login step", async () => {
  await renderWizard({
    url: `/mealbox?meal=3&people=2&state=delivery&order_id=${ORDER_ID}`,
    fill: [101, 103, 104],
  });

  expect(heading()).toHaveTextContent("Log in to continue");
  expect(urlParams().state).toBe("login");
});

test("should validate the box and show the delivery placeholder to a logged-in customer", async () => {
  const { user, server } = await renderWizard({
    publicUser: false,
    fill: [101, 103, 104],
    url: `/mealbox?meal=3&people=2&state=extra&order_id=${ORDER_ID}`,
  });
  const before = server.calls().length;

  await user.click(screen.getByRole("button", { name: "Next" }));
  await settle(server);

  expect(
    server
      .calls()
      .slice(before)
      .map((call) => call.url.pathname),
  ).toEqual(["/mealbox/meal/validate"]);
  expect(server.params("/mealbox/meal/validate")).toEqual([{ meal: 3, order_id: ORDER_ID }]);
  expect(heading()).toHaveTextContent("Delivery");
  // The delivery widget is an island the page's registry mounts here.
  const island = document.querySelector('[data-widget="mealbox-delivery"]');
  expect(JSON.parse(island?.getAttribute("data-props") ?? "null")).toEqual({
    orderId: ORDER_ID,
    meal: 3,
    people: 2,
    isPublicUser: false,
  });
  expect(urlParams()).toMatchObject({ state: "delivery", order_id: String(ORDER_ID) });

  await user.click(screen.getByRole("button", { name: "Back" }));
  await settle(server);
  expect(heading()).toHaveTextContent("Add extras");
});

test("should send the customer back to compose when the box does not validate", async () => {
  const { server } = await renderWizard({
    publicUser: false,
    fill: [101],
    url: `/mealbox?meal=3&people=2&state=delivery&order_id=${ORDER_ID}`,
  });

  // The first load (at delivery) says the box is not ready: no separate validate call.
  expect(server.calls().map((call) => call.url.pathname)).toEqual(["/load/mealbox", "/load/mealbox"]);
  expect(heading()).toHaveTextContent("Compose your box");
  expect(urlParams()).toEqual({ meal: "3", people: "2", state: "compose", order_id: String(ORDER_ID) });
  expect(await centeredError()).toHaveTextContent("You need to add 2 meals in order to continue");
});

test("should restore the delivery step on reload after logging in", async () => {
  const { server } = await renderWizard({
    publicUser: false,
    fill: [101, 103, 104],
    url: `/mealbox?meal=3&people=2&state=delivery&order_id=${ORDER_ID}`,
  });

  expect(heading()).toHaveTextContent("Delivery");
  expect(server.calls().map((call) => call.url.pathname)).toEqual(["/load/mealbox"]);
  expect(server.params("/load/mealbox")[0]).toMatchObject({ state: "delivery", order_id: ORDER_ID });
  expect(document.querySelector('[data-widget="mealbox-delivery"]')).toBeInTheDocument();
});

test("should take a logged-in customer at the login step on to delivery", async () => {
  await renderWizard({
    publicUser: false,
    fill: [101, 103, 104],
    url: `/mealbox?meal=3&people=2&state=login&order_id=${ORDER_ID}`,
  });

  expect(heading()).toHaveTextContent("Delivery");
  expect(urlParams().state).toBe("delivery");
});

describe("the box the page was opened for (spec §7.3 meal_id, pricelist_price)", () => {
  const pageBox = { mealId: 57, pricelistPrice: 41.5 };

  test("should name it in the page's first /load/mealbox", async () => {
    const { server } = await renderWizard({ props: { pageBox } });
    expect(server.params("/load/mealbox")[0]).toMatchObject({
      meal: 3,
      people: 2,
      meal_id: 57,
      pricelist_price: 41.5,
    });
  });

  test("should name it when the page opens at delivery after logging in", async () => {
    const { server } = await renderWizard({
      publicUser: false,
      fill: [101, 103, 104],
      url: `/mealbox?meal=3&people=2&state=delivery&order_id=${ORDER_ID}`,
      props: { pageBox },
    });
    expect(server.params("/load/mealbox")[0]).toMatchObject({
      state: "delivery",
      meal_id: 57,
      pricelist_price: 41.5,
    });
  });

  test("should name none when the page knows no box of its size", async () => {
    const { server } = await renderWizard({ props: { pageBox: null } });
    const [first] = server.params("/load/mealbox");
    expect(first).not.toHaveProperty("meal_id");
    expect(first).not.toHaveProperty("pricelist_price");
  });
});
