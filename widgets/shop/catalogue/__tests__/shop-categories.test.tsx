import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ShopCategories } from "../components/shop-categories";
import type { ShopCategoriesProps } from "../shop-categories-props";

// Kitchen > Textiles > Aprons, Kitchen > Tableware; Garden (no subcategory).
const CATEGORIES: ShopCategoriesProps["categories"] = [
  { id: 1, parentId: null, name: "Kitchen", url: "/shop/category/kitchen-1?search=red" },
  { id: 4, parentId: null, name: "Garden", url: "/shop/category/garden-4?search=red" },
  { id: 2, parentId: 1, name: "Textiles", url: "/shop/category/textiles-2?search=red" },
  { id: 5, parentId: 1, name: "Tableware", url: "/shop/category/tableware-5?search=red" },
  { id: 3, parentId: 2, name: "Aprons", url: "/shop/category/aprons-3?search=red" },
];

function renderTree(props: Partial<ShopCategoriesProps> = {}) {
  render(
    <ShopCategories
      categories={CATEGORIES}
      currentId={3}
      allProductsUrl="/shop?search=red"
      collapsible
      {...props}
    />,
  );
  return { user: userEvent.setup(), nav: screen.getByRole("navigation", { name: "Product categories" }) };
}

const toggle = (name: string) => screen.getByRole("button", { name: `Subcategories of ${name}` });

test("should open the current category's branch and mark it, keeping the shop's params in every link", () => {
  const { nav } = renderTree();

  const current = within(nav).getByRole("link", { name: "Aprons" });
  expect(current).toHaveAttribute("aria-current", "page");
  expect(current).toHaveAttribute("href", "/shop/category/aprons-3?search=red");
  expect(current).toBeVisible();
  expect(toggle("Kitchen")).toHaveAttribute("aria-expanded", "true");
  expect(toggle("Textiles")).toHaveAttribute("aria-expanded", "true");
  expect(
    within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent),
  ).toEqual(["All Products", "Kitchen", "Textiles", "Aprons", "Tableware", "Garden"]);
  expect(within(nav).getByRole("link", { name: "All Products" })).not.toHaveAttribute("aria-current");
});

test("should collapse and expand a branch with the keyboard", async () => {
  const { user } = renderTree();

  act(() => toggle("Textiles").focus());
  await user.keyboard("{Enter}");
  expect(toggle("Textiles")).toHaveAttribute("aria-expanded", "false");
  expect(screen.getByRole("link", { name: "Aprons", hidden: true })).not.toBeVisible();

  await user.keyboard(" ");
  expect(toggle("Textiles")).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("link", { name: "Aprons" })).toBeVisible();

  // Tab goes from a category's link to its toggle, then on to the next link.
  await user.tab();
  expect(screen.getByRole("link", { name: "Aprons" })).toHaveFocus();
});

test("should start with only the current branch open when collapsible, every branch open otherwise", () => {
  const { nav } = renderTree({ currentId: null });
  expect(within(nav).getByRole("link", { name: "All Products" })).toHaveAttribute("aria-current", "page");
  expect(toggle("Kitchen")).toHaveAttribute("aria-expanded", "false");
});

test("should start with every branch open without Odoo's collapsible option", () => {
  renderTree({ currentId: null, collapsible: false });
  expect(toggle("Kitchen")).toHaveAttribute("aria-expanded", "true");
  expect(toggle("Textiles")).toHaveAttribute("aria-expanded", "true");
});
