// The buy box and the gallery before a visitor first uses them: plain native
// controls in react-aria's markup (ui/upgrade), none of react-aria's code
// loaded; the first use does what it asks and brings react-aria's controls,
// the focus kept on the same control.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { loadAriaControls } from "@/ui/upgrade/upgrade-context";
import { forgetPart } from "@/ui/use-lazy-part";
import { ShopProductGallery } from "../components/shop-product-gallery";
import {
  callsTo,
  fakeShopServer,
  image,
  paramsOf,
  renderProduct,
  resetPageStore,
  TEMPLATE_ID,
} from "./shop-product-test-kit";

// The kit's tests start with react-aria's controls loaded; these start plain.
jest.mock("./with-aria-controls", () => ({}));

let odoo: FakeOdoo;

beforeEach(() => {
  // Each test a new page: react-aria's controls not loaded yet.
  forgetPart(loadAriaControls);
  odoo = fakeShopServer();
});

afterEach(resetPageStore);

const COMBINATION_INFO = "/website_sale/get_combination_info";
const isAria = (element: Element | null) => Boolean(element?.hasAttribute("data-rac"));
const box = () => document.querySelector(".weekbox-shop-product")!;
const isUpgraded = () => box().querySelectorAll("[data-rac]").length > 0;

test("should be plain until first used, a press choosing at once, then react-aria's with the focus kept", async () => {
  const { user } = renderProduct(odoo);
  expect(isUpgraded()).toBe(false);
  // The same roles and names as react-aria's, native inputs under them.
  const legs = screen.getByRole("radiogroup", { name: "Legs" });
  const steel = within(legs).getByRole("radio", { name: "Steel" });
  expect(steel).toBeChecked();
  expect(steel.tagName).toBe("INPUT");
  expect(steel.closest("label")).toHaveAttribute("data-selected");
  expect(screen.getByRole("button", { name: /Size/ })).toHaveTextContent("Small");
  expect(screen.getByRole("textbox", { name: "Quantity" })).toHaveValue("1");
  expect(screen.getByRole("group", { name: "Extras" })).toBeInTheDocument();
  await waitFor(() => expect(callsTo(odoo, COMBINATION_INFO)).toHaveLength(1));

  // A press on a plain radio chooses it...
  await user.click(within(legs).getByRole("radio", { name: /^Aluminium/ }));
  await waitFor(() => expect(callsTo(odoo, COMBINATION_INFO)).toHaveLength(2));
  expect(paramsOf(odoo, COMBINATION_INFO)[1]).toMatchObject({ combination: [12, 21, 31, 41, 61] });
  // ...then the box is react-aria's, the focus on the same radio.
  await waitFor(() => expect(isUpgraded()).toBe(true));
  const aluminium = screen.getByRole("radio", { name: /^Aluminium/ });
  expect(aluminium).toBeChecked();
  expect(aluminium).toHaveFocus();
  expect(isAria(aluminium.closest("label"))).toBe(true);
  expect(isAria(screen.getByRole("button", { name: "Add to cart" }))).toBe(true);
});

test("should open react-aria's list when the plain select is pressed", async () => {
  const { user } = renderProduct(odoo);
  const size = screen.getByRole("button", { name: /Size/ });
  expect(isAria(size)).toBe(false);
  expect(size).toHaveAttribute("aria-haspopup", "listbox");
  await user.click(size);
  await user.click(await screen.findByRole("option", { name: /Medium/ }));
  await waitFor(() => expect(screen.getByRole("button", { name: /Size/ })).toHaveTextContent(/Medium/));
  await waitFor(() => expect(callsTo(odoo, COMBINATION_INFO)).toHaveLength(2));
  expect(paramsOf(odoo, COMBINATION_INFO)[1]).toMatchObject({ combination: [11, 21, 32, 41, 61] });
});

test("should keep what is typed in the plain quantity, and upgrade once the field is left", async () => {
  const { user } = renderProduct(odoo, { maxQuantity: 5 });
  const field = screen.getByRole("textbox", { name: "Quantity" });
  await user.clear(field);
  await user.type(field, "40");
  // Still the plain field being typed in: nothing swapped under the visitor.
  expect(screen.getByRole("textbox", { name: "Quantity" })).toBe(field);
  expect(field).toHaveValue("40");
  await user.tab();
  // Clamped to the bound as react-aria's field does, then react-aria's.
  await waitFor(() => expect(isUpgraded()).toBe(true));
  expect(screen.getByRole("textbox", { name: "Quantity" })).toHaveValue("5");
  expect(isAria(screen.getByRole("textbox", { name: "Quantity" }))).toBe(true);
});

test("should add to cart from the plain button in one call, the focus then on react-aria's button", async () => {
  const { user } = renderProduct(odoo);
  await waitFor(() => expect(callsTo(odoo, COMBINATION_INFO)).toHaveLength(1));
  const plain = screen.getByRole("button", { name: "Add to cart" });
  expect(isAria(plain)).toBe(false);
  await user.click(plain);
  await waitFor(() => expect(callsTo(odoo, "/shop/cart/update_json")).toHaveLength(1));
  expect(paramsOf(odoo, "/shop/cart/update_json")[0]).toMatchObject({ product_id: 100, add_qty: 1 });
  await waitFor(() => expect(isAria(screen.getByRole("button", { name: "Add to cart" }))).toBe(true));
  expect(screen.getByRole("button", { name: "Add to cart" })).toHaveFocus();
});

test("should open the lightbox from the plain image, its code loaded then, and step with react-aria's buttons after", async () => {
  const user = userEvent.setup();
  const images = [image("front"), image("side"), image("back")];
  render(<ShopProductGallery productTemplateId={TEMPLATE_ID} name="Desk" images={images} zoom="both" />);
  const shown = () => document.querySelector("img[data-weekbox-product-image]")!;
  // The page's largest paint: sized, fetched first, never lazy.
  expect(shown()).toHaveAttribute("width", "1024");
  expect(shown()).toHaveAttribute("height", "1024");
  expect(shown()).toHaveAttribute("fetchpriority", "high");
  expect(shown()).toHaveAttribute("loading", "eager");
  const enlarge = screen.getByRole("button", { name: "Enlarge: Desk, front" });
  expect(isAria(enlarge)).toBe(false);
  expect(screen.queryByRole("dialog")).toBeNull();

  await user.click(enlarge);
  const dialog = await screen.findByRole("dialog", { name: "Images of Desk" });
  expect(within(dialog).getByRole("img")).toHaveAttribute("src", images[0]!.zoom_url);
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  // Back on the gallery: react-aria's buttons, the focus given back to the image's.
  await waitFor(() => expect(isAria(screen.getByRole("button", { name: "Next image" }))).toBe(true));
  expect(screen.getByRole("button", { name: "Enlarge: Desk, front" })).toHaveFocus();
  await user.click(screen.getByRole("button", { name: "Next image" }));
  expect(shown()).toHaveAttribute("src", images[1]!.url);
});
