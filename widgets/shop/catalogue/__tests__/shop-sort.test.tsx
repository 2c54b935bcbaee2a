import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ShopSort } from "../components/shop-sort";
import type { ShopSortProps } from "../shop-sort-props";

/** Odoo's five orders, each link built by `keep('/shop', order=...)` on a filtered, searched shop. */
const KEPT = "category=3&search=apron&attrib=1-2&tags=7&min_price=10.0&max_price=50.0";
const PROPS: ShopSortProps = {
  options: [
    ["website_sequence asc", "Featured"],
    ["create_date desc", "Newest Arrivals"],
    ["name asc", "Name (A-Z)"],
    ["list_price asc", "Price - Low to High"],
    ["list_price desc", "Price - High to Low"],
  ].map(([value, label]) => ({
    value: value!,
    label: label!,
    href: `/shop?${KEPT}&order=${encodeURIComponent(value!).replace(/%20/g, "+")}`,
  })),
  current: "list_price asc",
  buttonClass: "btn btn-light",
};

test("should link each order to the shop with its other params kept, the current order checked", async () => {
  const user = userEvent.setup();
  render(<ShopSort {...PROPS} />);

  const button = screen.getByRole("button", { name: "Sort by: Price - Low to High" });
  expect(button).toHaveTextContent("Price - Low to High");
  expect(button).toHaveClass("o_no_wait_lazy_js");
  await user.click(button);

  const items = screen.getAllByRole("menuitemradio");
  expect(
    items.map((item) => [item.textContent, item.getAttribute("href"), item.getAttribute("aria-checked")]),
  ).toEqual([
    ["Featured", `/shop?${KEPT}&order=website_sequence+asc`, "false"],
    ["Newest Arrivals", `/shop?${KEPT}&order=create_date+desc`, "false"],
    ["Name (A-Z)", `/shop?${KEPT}&order=name+asc`, "false"],
    ["Price - Low to High", `/shop?${KEPT}&order=list_price+asc`, "true"],
    ["Price - High to Low", `/shop?${KEPT}&order=list_price+desc`, "false"],
  ]);
  for (const item of items) {
    expect(item.tagName).toBe("A");
    expect(item).toHaveAttribute("rel", "nofollow");
  }
});

test("should be opened and gone through with the keyboard", async () => {
  const user = userEvent.setup();
  render(<ShopSort {...PROPS} current="name asc" />);

  await user.tab();
  expect(screen.getByRole("button", { name: "Sort by: Name (A-Z)" })).toHaveFocus();
  await user.keyboard("{Enter}");
  // Named by its button.
  expect(await screen.findByRole("menu", { name: "Sort by: Name (A-Z)" })).toBeInTheDocument();
  await user.keyboard("{ArrowDown}");
  expect(screen.getByRole("menuitemradio", { name: "Price - Low to High" })).toHaveFocus();
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("menu")).toBeNull();
});

test("should be a plain button until a visitor presses it, then react-aria's menu", async () => {
  const user = userEvent.setup();
  render(<ShopSort {...PROPS} />);
  const plain = screen.getByRole("button", { name: "Sort by: Price - Low to High" });
  expect(plain).not.toHaveAttribute("data-rac");
  expect(plain).toHaveAttribute("aria-haspopup", "true");
  await user.hover(plain);
  expect(screen.getByRole("button")).toBe(plain);
  await user.click(plain);
  expect(await screen.findByRole("menu")).toBeInTheDocument();
  expect(document.querySelector(".weekbox-sort .dropdown-toggle")).toHaveAttribute("data-rac");
});
