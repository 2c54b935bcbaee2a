import { screen, within } from "@testing-library/react";
import { renderWizard, resetPage } from "./render-wizard";

const realMatchMedia = window.matchMedia;

function mockWidth(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes("max-width: 768px"),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  window.matchMedia = realMatchMedia;
  resetPage();
});

test("should collapse and expand the cart panel on small screens", async () => {
  mockWidth(true);
  const { user } = await renderWizard({ fill: [101] });
  const panel = screen.getByRole("complementary", { name: /Your box/ });
  const toggle = within(panel).getByRole("button", { name: /Your box/ });
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  expect(within(panel).getByText("Flemish beef stew")).toBeVisible();

  await user.click(toggle);

  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(within(panel).getByText("Flemish beef stew")).not.toBeVisible();
  expect(toggle).toHaveTextContent("1 of 3 meals");
});

test("should keep the cart panel open, without a toggle, on wide screens", async () => {
  mockWidth(false);
  await renderWizard({ fill: [101] });
  const panel = screen.getByRole("complementary", { name: /Your box/ });

  expect(within(panel).queryByRole("button", { name: /Your box/ })).toBeNull();
  expect(within(panel).getByText("Flemish beef stew")).toBeVisible();
});
