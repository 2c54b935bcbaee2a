// axe-core on each widget in its open states: only what blocks people
// (serious, critical) fails, as in the end-to-end suites (test/harness/axe.ts).
// Colour contrast needs a real layout: the end-to-end run checks it.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { ShopCategories } from "../components/shop-categories";
import { ShopLayout } from "../components/shop-layout";
import { ShopSearch } from "../components/shop-search";
import { ShopSort } from "../components/shop-sort";
import {
  createFakeCatalogue,
  productSuggestion,
  renderWithOdoo,
  withFakeClock,
  wait,
} from "./catalogue-test-kit";

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

describe("with a fake clock", () => {
  withFakeClock();

  test("should have no serious violation in the search box with its suggestions open", async () => {
    const catalogue = createFakeCatalogue((term) =>
      ["Apron", "Apricot jam"].map((name) => productSuggestion(name, term, { description: "Linen" })),
    );
    const { user } = renderWithOdoo(
      catalogue,
      <main>
        <ShopSearch
          action="/shop?category=3"
          searchType="products"
          search=""
          fields={[]}
          suggest
          searchCount={null}
          placeholder=""
          groupClass=""
          inputClass=""
          buttonClass="btn-light"
        />
      </main>,
    );
    await user.type(screen.getByRole("combobox"), "ap");
    await wait(250);
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}");

    jest.useRealTimers();
    expect(await seriousViolations()).toEqual([]);
  });

  test("should have no serious violation in the grid/list toggle", async () => {
    renderWithOdoo(createFakeCatalogue(), <ShopLayout layout="list" buttonClass="btn btn-light" />);
    jest.useRealTimers();
    expect(await seriousViolations()).toEqual([]);
  });
});

test("should have no serious violation in the sort menu, open", async () => {
  const user = userEvent.setup();
  render(
    <ShopSort
      options={[
        { value: "name asc", label: "Name (A-Z)", href: "/shop?order=name+asc" },
        { value: "list_price asc", label: "Price - Low to High", href: "/shop?order=list_price+asc" },
      ]}
      current="name asc"
      buttonClass="btn btn-light"
    />,
  );
  await user.click(screen.getByRole("button"));
  await screen.findByRole("menu");
  expect(await seriousViolations()).toEqual([]);
});

test("should have no serious violation in the category tree", async () => {
  render(
    <ShopCategories
      categories={[
        { id: 1, parentId: null, name: "Kitchen", url: "/shop/category/kitchen-1" },
        { id: 2, parentId: 1, name: "Aprons", url: "/shop/category/aprons-2" },
        { id: 3, parentId: null, name: "Garden", url: "/shop/category/garden-3" },
      ]}
      currentId={2}
      allProductsUrl="/shop"
      collapsible
    />,
  );
  expect(await seriousViolations()).toEqual([]);
});
