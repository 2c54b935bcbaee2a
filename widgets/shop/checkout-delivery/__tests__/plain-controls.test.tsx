// The delivery methods before a visitor first uses them: plain radios in
// react-aria's markup (ui/upgrade), none of react-aria's code loaded; a press
// chooses the method (one call) and brings react-aria's radios.
import { screen, waitFor } from "@testing-library/react";
import { loadAriaControls } from "@/ui/upgrade/upgrade-context";
import { forgetPart } from "@/ui/use-lazy-part";
import {
  EXPRESS,
  BIKE,
  VAN,
  createFakeCheckout,
  propsWith,
  renderDelivery,
  resetCheckoutStore,
} from "./checkout-test-kit";

jest.mock("./with-aria-controls", () => ({}));

beforeEach(() => {
  forgetPart(loadAriaControls);
  resetCheckoutStore();
});

test("should choose a method from its plain radio, then be react-aria's with the focus on it", async () => {
  const odoo = createFakeCheckout();
  const { user } = renderDelivery(odoo, propsWith([VAN, EXPRESS, BIKE], VAN.id));
  const express = screen.getByRole("radio", { name: /^Express/ });
  expect(express.tagName).toBe("INPUT");
  expect(express.closest("label")).not.toHaveAttribute("data-rac");
  expect(screen.getByRole("radio", { name: /^Van/ })).toBeChecked();

  await user.click(express);
  await waitFor(() => expect(odoo.chosen("/shop/update_carrier")).toEqual([EXPRESS.id]));
  await waitFor(() =>
    expect(screen.getByRole("radio", { name: /^Express/ }).closest("label")).toHaveAttribute("data-rac"),
  );
  expect(screen.getByRole("radio", { name: /^Express/ })).toBeChecked();
  expect(screen.getByRole("radio", { name: /^Express/ })).toHaveFocus();
});
