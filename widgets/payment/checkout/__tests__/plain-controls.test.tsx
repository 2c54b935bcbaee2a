// The payment form before a visitor first uses it: plain radios, checkbox and
// button in react-aria's markup (ui/upgrade), none of react-aria's code
// loaded; a press on an option selects it, then the form is react-aria's.
import { screen, waitFor } from "@testing-library/react";
import { loadAriaControls } from "@/ui/upgrade/upgrade-context";
import { forgetPart } from "@/ui/use-lazy-part";
import { CARD_OPTION, WIRE_OPTION, checkoutProps, fakePaymentServer, renderForm } from "./payment-test-kit";

jest.mock("./with-aria-controls", () => ({}));
jest.mock("@/core/page/page-navigation");

beforeEach(() => forgetPart(loadAriaControls));

test("should select an option from its plain radio, then be react-aria's with the focus on it", async () => {
  const { user } = renderForm(fakePaymentServer(), checkoutProps({ selectedOptionId: WIRE_OPTION.id }));
  const card = screen.getByRole("radio", { name: new RegExp(CARD_OPTION.label) });
  expect(card.tagName).toBe("INPUT");
  expect(card.closest("label")).not.toHaveAttribute("data-rac");
  expect(document.querySelector(".weekbox-payment-submit")).not.toHaveAttribute("data-rac");

  await user.click(card);
  expect(screen.getByRole("radio", { name: new RegExp(CARD_OPTION.label) })).toBeChecked();
  await waitFor(() => expect(document.querySelector(".weekbox-payment-submit")).toHaveAttribute("data-rac"));
  expect(screen.getByRole("radio", { name: new RegExp(CARD_OPTION.label) })).toHaveFocus();
  // The card's form, react-aria's fields.
  expect(screen.getByLabelText("Card number")).toHaveAttribute("data-rac");
});
