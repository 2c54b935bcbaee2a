// The delivery step before a visitor first uses it (issue #30): plain radios,
// fields and buttons in react-aria's markup (ui/upgrade), none of react-aria's
// code loaded; what the visitor does on them counts, and brings react-aria's.
import { act, screen, waitFor } from "@testing-library/react";
import { clearToasts } from "@/ui/toast";
import { loadAriaControls } from "@/ui/upgrade/upgrade-context";
import { forgetPart, loadedPart } from "@/ui/use-lazy-part";
import { navigateTo } from "../utils/navigate";
import { createFakeDelivery, DATES } from "./fake-delivery-server";
import { renderDelivery } from "./render-delivery";

jest.mock("./with-aria-controls", () => ({}));
jest.mock("../utils/navigate", () => ({ navigateTo: jest.fn() }));

beforeEach(() => forgetPart(loadAriaControls));
afterEach(() => {
  act(() => clearToasts());
  (navigateTo as jest.Mock).mockReset();
  sessionStorage.clear();
});

/** Whether `element` is react-aria's (its components mark their element `data-rac`). */
const isAria = (element: Element | null) => Boolean(element?.closest("[data-rac]"));

test("should paint the step with plain controls, react-aria's not loaded", async () => {
  await renderDelivery();
  expect(loadedPart(loadAriaControls)).toBeNull();
  const home = screen.getByRole("radio", { name: "Home delivery" });
  expect(home.tagName).toBe("INPUT");
  expect(home).toBeChecked();
  expect(isAria(home)).toBe(false);
  expect(
    screen.getByRole("radiogroup", { name: "How do you want to receive your box?" }),
  ).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Remark for the delivery" }).tagName).toBe("TEXTAREA");
  expect(screen.getByRole("checkbox", { name: /individual/ })).not.toBeChecked();
  expect(screen.getByRole("textbox", { name: "Promo code" })).toHaveValue("");
  expect(isAria(screen.getByRole("button", { name: /^Pay/ }))).toBe(false);
});

test("should switch to pick-up from the plain radio, then be react-aria's with the focus on it", async () => {
  const server = createFakeDelivery();
  const { user } = await renderDelivery(server);
  await user.click(screen.getByRole("radio", { name: "Pick-up at a store" }));
  await screen.findByRole("radiogroup", { name: "Pick-up stores" });
  await waitFor(() => expect(isAria(screen.getByRole("radio", { name: "Pick-up at a store" }))).toBe(true));
  expect(screen.getByRole("radio", { name: "Pick-up at a store" })).toBeChecked();
  expect(screen.getByRole("radio", { name: "Pick-up at a store" })).toHaveFocus();
});

test("should keep what is typed in the plain remark across the swap, and pay with it", async () => {
  const server = createFakeDelivery();
  const { user } = await renderDelivery(server);
  // The first use: typing holds the swap back until the visitor leaves the field.
  await user.type(screen.getByRole("textbox", { name: "Remark for the delivery" }), "Ring twice");
  expect(isAria(screen.getByRole("textbox", { name: "Remark for the delivery" }))).toBe(false);
  await user.click(screen.getByRole("checkbox", { name: /individual/ }));
  await waitFor(() => expect(isAria(screen.getByRole("checkbox", { name: /individual/ }))).toBe(true));
  expect(screen.getByRole("textbox", { name: "Remark for the delivery" })).toHaveValue("Ring twice");
  expect(screen.getByRole("checkbox", { name: /individual/ })).toBeChecked();
  expect(screen.getByRole("checkbox", { name: /individual/ })).toHaveFocus();
  await user.selectOptions(screen.getByRole("combobox", { name: "Delivery date" }), DATES[1]!);
  await user.click(screen.getByRole("button", { name: /^Pay/ }));
  await waitFor(() => expect(navigateTo).toHaveBeenCalledWith("/shop/payment"));
  expect(server.params("/add/details")[0]).toMatchObject({ remark: "Ring twice", is_individual: 1 });
});
