import { screen, waitFor } from "@testing-library/react";
import { forgetPart } from "@/ui/use-lazy-part";
import { loadToggleGroup, ShopLayout } from "../components/shop-layout";
import { createFakeCatalogue, renderWithOdoo, settle, wait, withFakeClock } from "./catalogue-test-kit";

const LAYOUT_ROUTE = "/shop/save_shop_layout_mode";

withFakeClock();

afterEach(() => {
  document.body.innerHTML = "";
  // Each test a new page: the toggle group's part not loaded yet.
  forgetPart(loadToggleGroup);
});

function renderToggle(layout: "grid" | "list") {
  const grid = document.createElement("div");
  grid.id = "products_grid";
  grid.className = layout === "list" ? "col-lg-9 o_wsale_layout_list" : "col-lg-9";
  document.body.append(grid);
  const catalogue = createFakeCatalogue();
  const view = renderWithOdoo(catalogue, <ShopLayout layout={layout} buttonClass="btn btn-light" />);
  return { ...view, grid, catalogue };
}

// The buttons are plain until first used, then react-aria's (ui/upgrade): read anew after each use.
const asGrid = () => screen.getByRole("radio", { name: "Grid" });
const asList = () => screen.getByRole("radio", { name: "List" });

test("should save the choice once and switch the server's grid to a list and back", async () => {
  const { user, grid, catalogue } = renderToggle("grid");
  expect(asGrid()).toBeChecked();
  expect(asGrid()).toHaveClass("active");

  await user.click(asList());
  await user.click(asList());
  await settle();
  expect(catalogue.params(LAYOUT_ROUTE)).toEqual([{ layout_mode: "list" }]);
  expect(grid).toHaveClass("o_wsale_layout_list");
  expect(asList()).toBeChecked();
  expect(asList()).toHaveClass("active");
  expect(asGrid()).not.toHaveClass("active");
  // react-aria's group comes a frame after the first use (ui/upgrade).
  await wait(20);

  // Arrows move between the buttons, Space chooses.
  await user.keyboard("{ArrowLeft}");
  expect(asGrid()).toHaveFocus();
  await user.keyboard(" ");
  await settle();
  expect(catalogue.params(LAYOUT_ROUTE)).toEqual([{ layout_mode: "list" }, { layout_mode: "grid" }]);
  expect(grid).not.toHaveClass("o_wsale_layout_list");
  expect(grid).toHaveClass("col-lg-9");
});

test("should keep the page's layout when the session cannot be saved", async () => {
  const { user, grid, catalogue } = renderToggle("list");
  catalogue.on(LAYOUT_ROUTE, () => ({
    error: { name: "builtins.AssertionError", message: "Invalid shop layout mode" },
  }));

  await user.click(asGrid());
  await settle();
  expect(catalogue.params(LAYOUT_ROUTE)).toHaveLength(1);
  expect(grid).not.toHaveClass("o_wsale_layout_list");
  expect(asGrid()).toBeChecked();
});

test("should be plain buttons until first used, the first press choosing, then react-aria's group with the focus kept", async () => {
  const { user, grid, catalogue } = renderToggle("grid");
  expect(asList()).not.toHaveAttribute("data-rac");
  await user.hover(asList());
  expect(asList()).not.toHaveAttribute("data-rac");

  // A press on the plain button: it chooses, then the group takes over with focus on it.
  await user.click(asList());
  await settle();
  expect(grid).toHaveClass("o_wsale_layout_list");
  expect(catalogue.params(LAYOUT_ROUTE)).toEqual([{ layout_mode: "list" }]);
  await wait(20);
  await waitFor(() => expect(asList()).toHaveAttribute("data-rac"));
  expect(asList()).toHaveFocus();
  expect(asList()).toBeChecked();
});
