import * as v from "valibot";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PortalSearch } from "../components/portal-search";
import { portalSearchProps, type PortalSearchProps } from "../portal-search-props";

const INPUTS = [
  { key: "all", label: "Search in All" },
  { key: "name", label: "Search in Reference" },
  { key: "product", label: "Search in Products" },
];

function renderSearch(overrides: Partial<PortalSearchProps> = {}) {
  const user = userEvent.setup();
  const submitted: Record<string, string>[] = [];
  render(<PortalSearch action="/my/orders" inputs={INPUTS} searchIn="" search="" keep={[]} {...overrides} />);
  const form = screen.getByRole("search") as HTMLFormElement;
  // jsdom does not navigate.
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    // What the browser would send (jsdom's forms know no FormData here).
    const named = form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[name]");
    submitted.push(Object.fromEntries([...named].map((field) => [field.name, field.value])));
  });
  return { user, submitted, form };
}

test("should reload the list with search_in and search on Enter, keeping the list's other params", async () => {
  const { user, submitted, form } = renderSearch({
    keep: [
      { name: "sortby", value: "name" },
      { name: "filterby", value: "invoices" },
    ],
  });
  expect(form).toHaveAttribute("action", "/my/orders");
  expect(form).toHaveAttribute("method", "get");
  await user.type(screen.getByRole("searchbox"), "S00042{Enter}");
  expect(submitted).toEqual([{ search_in: "all", search: "S00042", sortby: "name", filterby: "invoices" }]);
});

test("should search where the visitor chose, its label as the box's placeholder", async () => {
  const { user, submitted } = renderSearch();
  await user.click(screen.getByRole("button", { name: /Search in/ }));
  await user.click(await screen.findByRole("option", { name: "Search in Products" }));
  const box = screen.getByRole("searchbox", { name: "Search in Products" });
  expect(box).toHaveAttribute("placeholder", "Search in Products");
  await user.type(box, "apron");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(submitted).toEqual([{ search_in: "product", search: "apron" }]);
});

test("should show the search the list was reloaded with", () => {
  renderSearch({ searchIn: "name", search: "S00042" });
  expect(screen.getByRole("searchbox", { name: "Search in Reference" })).toHaveValue("S00042");
});

test("should fall back to the first place to search in for an unknown search_in", () => {
  const { submitted, form } = renderSearch({ searchIn: "nowhere" });
  fireEvent.submit(form);
  expect(submitted[0]!.search_in).toBe("all");
});

test("should refuse an action that leaves the site", () => {
  const base = { inputs: INPUTS, searchIn: "", search: "", keep: [] };
  expect(v.safeParse(portalSearchProps, { ...base, action: "//evil.example/my/orders" }).success).toBe(false);
  expect(v.safeParse(portalSearchProps, { ...base, action: "https://evil.example" }).success).toBe(false);
  expect(v.safeParse(portalSearchProps, { ...base, action: "/my/orders" }).success).toBe(true);
});
