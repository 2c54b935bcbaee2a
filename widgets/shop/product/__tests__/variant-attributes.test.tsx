import { screen, waitFor, within } from "@testing-library/react";
import type { FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { landAnswers } from "@/core/testing/fake-clock";
import {
  callsTo,
  fakeShopServer,
  line,
  paramsOf,
  productProps,
  renderProduct,
  resetPageStore,
  value,
} from "./shop-product-test-kit";

let odoo: FakeOdoo;

beforeEach(() => {
  odoo = fakeShopServer();
});

afterEach(resetPageStore);

const COMBINATION_INFO = "/website_sale/get_combination_info";

test("should render radio, pills, colour, select and multi lines as named react-aria controls", async () => {
  renderProduct(odoo);
  const legs = screen.getByRole("radiogroup", { name: "Legs" });
  expect(within(legs).getByRole("radio", { name: "Steel" })).toBeChecked();
  expect(within(legs).getByRole("radio", { name: /^Aluminium \+ 3\.00\s€$/ })).not.toBeChecked();

  const finish = screen.getByRole("radiogroup", { name: "Finish" });
  expect(finish.closest("[data-display-type]")).toHaveAttribute("data-display-type", "pills");
  expect(within(finish).getByRole("radio", { name: "Matte" })).toBeChecked();

  const colour = screen.getByRole("radiogroup", { name: "Colour" });
  expect(within(colour).getByRole("radio", { name: "White" })).toBeChecked();
  expect(within(colour).getByRole("radio", { name: "Black" })).not.toBeChecked();

  const size = screen.getByRole("button", { name: /Size/ });
  expect(size).toHaveTextContent("Small");

  const extras = screen.getByRole("group", { name: "Extras" });
  expect(within(extras).getByRole("checkbox", { name: "Cable tray" })).not.toBeChecked();
  expect(within(extras).getByRole("checkbox", { name: /^Drawer \+ 15\.00\s€$/ })).not.toBeChecked();
  await waitFor(() => expect(callsTo(odoo, COMBINATION_INFO)).toHaveLength(1));
});

test("should give colour swatches their value's name and colour, and keep them keyboard reachable", async () => {
  const { user } = renderProduct(odoo);
  const black = screen.getByRole("radio", { name: "Black" });
  const swatch = black.closest("label")!.querySelector<HTMLElement>(".weekbox-shop-swatch-color")!;
  expect(swatch.style.backgroundColor).toBe("rgb(0, 0, 0)");
  expect(swatch).toHaveAttribute("aria-hidden", "true");

  await user.click(screen.getByRole("radio", { name: "White" }));
  await user.keyboard("{ArrowRight}");
  expect(black).toBeChecked();
  expect(black).toHaveFocus();
  expect(black.closest("label")).toHaveAttribute("data-focus-visible");
});

test("should ask about the value chosen in the select", async () => {
  const { user } = renderProduct(odoo);
  await waitFor(() => expect(callsTo(odoo, COMBINATION_INFO)).toHaveLength(1));
  await user.click(screen.getByRole("button", { name: /Size/ }));
  const listbox = await screen.findByRole("listbox");
  await user.click(within(listbox).getByRole("option", { name: /Medium/ }));
  expect(screen.getByRole("button", { name: /Size/ })).toHaveTextContent("Medium");
  await waitFor(() => expect(callsTo(odoo, COMBINATION_INFO)).toHaveLength(2));
  expect(paramsOf(odoo, COMBINATION_INFO)[1]).toMatchObject({ combination: [11, 21, 32, 41, 61] });
});

test("should grey the values the chosen ones exclude, both ways, describe them and keep them selectable", async () => {
  const { user } = renderProduct(odoo);
  const black = screen.getByRole("radio", { name: "Black" });
  expect(black.closest("label")).not.toHaveAttribute("data-unavailable");

  await user.click(screen.getByRole("radio", { name: /Aluminium/ }));
  expect(black.closest("label")).toHaveAttribute("data-unavailable");
  expect(black).toHaveAccessibleDescription("(not available with your choice)");
  expect(black).toBeEnabled();

  await user.click(black);
  // Now Aluminium is excluded by Black as well.
  expect(screen.getByRole("radio", { name: /Aluminium/ }).closest("label")).toHaveAttribute(
    "data-unavailable",
  );
  expect(await screen.findByRole("alert")).toHaveTextContent("This combination does not exist.");
});

test("should grey the value that would complete an archived variant", async () => {
  const lines = [
    line(1, "Legs", "radio", [value(11, "Steel"), value(12, "Aluminium")]),
    line(2, "Colour", "radio", [value(21, "White"), value(22, "Black")]),
  ];
  renderProduct(odoo, {
    attributes: lines,
    combination: [11, 21],
    exclusions: { exclusions: {}, archived_combinations: [[11, 22]] },
  });
  expect(screen.getByRole("radio", { name: "Black" }).closest("label")).toHaveAttribute("data-unavailable");
  expect(screen.getByRole("radio", { name: "Aluminium" }).closest("label")).not.toHaveAttribute(
    "data-unavailable",
  );
  // The mount's combination info lands inside this test, not in the next one.
  await landAnswers();
});

test("should grey the select's excluded options with their note", async () => {
  const { user } = renderProduct(odoo, {
    exclusions: { exclusions: { "11": [33], "33": [11] }, archived_combinations: [] },
  });
  // The mount's combination info lands now, not during the click.
  await landAnswers();
  await user.click(screen.getByRole("button", { name: /Size/ }));
  const large = within(await screen.findByRole("listbox")).getByRole("option", { name: /Large/ });
  expect(large).toHaveAttribute("data-unavailable");
  expect(large).toHaveAccessibleDescription("(not available with your choice)");
});

test("should not show a line with one value and nothing to type, yet keep its value in the combination", async () => {
  renderProduct(odoo, {
    attributes: [...productProps().attributes, line(7, "Brand", "radio", [value(71, "Weekbox")])],
    combination: [11, 21, 31, 41, 61, 71],
  });
  expect(screen.queryByRole("radiogroup", { name: "Brand" })).toBeNull();
  await waitFor(() => expect(callsTo(odoo, COMBINATION_INFO)).toHaveLength(1));
  expect(paramsOf(odoo, COMBINATION_INFO)[0]).toMatchObject({ combination: [11, 21, 31, 41, 61, 71] });
});

test("should ask for a custom value's text and send it with the no-variant values, as Odoo does", async () => {
  const { user } = renderProduct(odoo);
  expect(screen.queryByRole("textbox", { name: "Your text" })).toBeNull();
  await user.click(screen.getByRole("radio", { name: "Your text" }));
  await user.type(screen.getByRole("textbox", { name: "Your text" }), "For Ann");
  await user.click(screen.getByRole("checkbox", { name: /Drawer/ }));
  await waitFor(() => expect(screen.getByRole("button", { name: "Add to cart" })).toBeEnabled());
  await user.click(screen.getByRole("button", { name: "Add to cart" }));

  await waitFor(() => expect(callsTo(odoo, "/shop/cart/update_json")).toHaveLength(1));
  const params = paramsOf(odoo, "/shop/cart/update_json")[0]!;
  expect(JSON.parse(params.product_custom_attribute_values as string)).toEqual([
    { custom_product_template_attribute_value_id: 62, custom_value: "For Ann" },
  ]);
  expect(JSON.parse(params.no_variant_attribute_values as string)).toEqual([{ value: 52 }, { value: 62 }]);
});
