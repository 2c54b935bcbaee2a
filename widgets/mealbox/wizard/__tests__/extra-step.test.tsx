import { screen, within } from "@testing-library/react";
import { ORDER_ID } from "./fake-mealbox-server";
import { renderWizard, resetPage, settle } from "./render-wizard";

afterEach(resetPage);

const EXTRA_URL = `/mealbox?meal=3&people=2&state=extra&order_id=${ORDER_ID}`;

function extras() {
  return screen.getByRole("list", { name: "Extras" });
}

function panel() {
  return screen.getByRole("complementary", { name: /Your extras/ });
}

function line(name: string): HTMLElement {
  return within(panel()).getByText(name).closest("li") as HTMLElement;
}

test("should list the extras with their price", async () => {
  await renderWizard({ url: EXTRA_URL, fill: [101, 103, 104] });

  const mousse = within(extras()).getByText("Chocolate mousse").closest("li") as HTMLElement;
  expect(within(mousse).getByText("4.50 €")).toBeInTheDocument();
  expect(within(panel()).getByText("No extras yet.")).toBeInTheDocument();
  expect(screen.getByTestId("amount-total")).toHaveTextContent("44.64 €");
});

test("should add an extra, step its quantity and update the totals", async () => {
  const { user, server } = await renderWizard({ url: EXTRA_URL, fill: [101, 103, 104] });

  await user.click(screen.getByRole("button", { name: "Add Chocolate mousse" }));
  await settle(server);

  expect(within(extras()).queryByText("Chocolate mousse")).toBeNull();
  expect(within(panel()).getByRole("textbox", { name: "Quantity of Chocolate mousse" })).toHaveValue("1");
  expect(server.params("/mealbox/add/extra-meal")).toEqual([
    { order_id: ORDER_ID, product_id: 201, add_product: 1, meal: 3, meal_no: 3, price_list_price: 44.64 },
  ]);

  await user.click(within(panel()).getByRole("button", { name: "Increase Quantity of Chocolate mousse" }));
  await settle(server);

  expect(within(panel()).getByRole("textbox", { name: "Quantity of Chocolate mousse" })).toHaveValue("2");
  expect(line("Chocolate mousse").querySelector(".weekbox-cart-line-price")).toHaveTextContent("9.00 €");
  expect(screen.getByTestId("extras-total")).toHaveTextContent("9.00 €");
  expect(screen.getByTestId("amount-total")).toHaveTextContent("53.64 €");
  expect(server.params("/mealbox/add/extra-meal").at(-1)).toMatchObject({ quantity: 2 });
});

test("should remove an extra at 0 and offer it again", async () => {
  const { user, server } = await renderWizard({ url: EXTRA_URL, fill: [101, 103, 104] });
  await user.click(screen.getByRole("button", { name: "Add Chocolate mousse" }));
  await settle(server);

  await user.click(within(panel()).getByRole("button", { name: "Decrease Quantity of Chocolate mousse" }));
  await settle(server);

  expect(server.params("/mealbox/add/extra-meal").at(-1)).toMatchObject({ quantity: 0 });
  expect(within(panel()).queryByText("Chocolate mousse")).toBeNull();
  expect(within(extras()).getByText("Chocolate mousse")).toBeInTheDocument();
  expect(screen.getByTestId("amount-total")).toHaveTextContent("44.64 €");
});

test("should add an extra at its minimum and remove it one below", async () => {
  const { user, server } = await renderWizard({ url: EXTRA_URL, fill: [101, 103, 104] });

  await user.click(screen.getByRole("button", { name: "Add Abbey beer" }));
  await settle(server);
  expect(within(panel()).getByRole("textbox", { name: "Quantity of Abbey beer" })).toHaveValue("2");
  expect(line("Abbey beer").querySelector(".weekbox-cart-line-price")).toHaveTextContent("5.60 €");

  await user.click(within(panel()).getByRole("button", { name: "Decrease Quantity of Abbey beer" }));
  await settle(server);

  expect(server.params("/mealbox/add/extra-meal").at(-1)).toMatchObject({ quantity: 0 });
  expect(within(panel()).queryByText("Abbey beer")).toBeNull();
  expect(within(extras()).getByText("Abbey beer")).toBeInTheDocument();
});

test("should put the stepper back to the server's quantity when a change is refused", async () => {
  const { user, server } = await renderWizard({ url: EXTRA_URL, fill: [101, 103, 104] });
  await user.click(screen.getByRole("button", { name: "Add Chocolate mousse" }));
  await settle(server);
  server.refuseNext("/mealbox/add/extra-meal", "This extra is not available.");

  await user.click(within(panel()).getByRole("button", { name: "Increase Quantity of Chocolate mousse" }));
  await settle(server);

  expect(await screen.findByText("This extra is not available.")).toBeInTheDocument();
  expect(within(panel()).getByRole("textbox", { name: "Quantity of Chocolate mousse" })).toHaveValue("1");
});

test("should keep an extra's − enabled at its minimum, where it removes the line (unlike a dish's)", async () => {
  const { user, server } = await renderWizard({ url: EXTRA_URL, fill: [101, 103, 104] });
  await user.click(screen.getByRole("button", { name: "Add Chocolate mousse" }));
  await user.click(screen.getByRole("button", { name: "Add Abbey beer" }));
  await settle(server);
  const decrease = (name: string) =>
    within(panel()).getByRole("button", { name: `Decrease Quantity of ${name}` });
  expect(within(panel()).getByRole("textbox", { name: "Quantity of Chocolate mousse" })).toHaveValue("1");
  expect(decrease("Chocolate mousse")).toBeEnabled();
  expect(within(panel()).getByRole("textbox", { name: "Quantity of Abbey beer" })).toHaveValue("2");
  expect(decrease("Abbey beer")).toBeEnabled();

  await user.click(decrease("Chocolate mousse"));
  await settle(server);
  await user.click(decrease("Abbey beer"));
  await settle(server);

  expect(server.params("/mealbox/add/extra-meal").slice(-2)).toEqual([
    expect.objectContaining({ quantity: 0 }),
    expect.objectContaining({ quantity: 0 }),
  ]);
  expect(within(panel()).getByText("No extras yet.")).toBeInTheDocument();
  expect(within(extras()).getByText("Chocolate mousse")).toBeInTheDocument();
  expect(within(extras()).getByText("Abbey beer")).toBeInTheDocument();
});
