import { screen } from "@testing-library/react";
import { checkoutProps, fakePaymentServer, manageProps, renderForm } from "./payment-test-kit";

jest.mock("@/core/page/page-navigation");

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

const arrive = (url: string) => window.history.replaceState(null, "", url);

describe("coming back from the bank's check (3-D Secure)", () => {
  test.each([
    [
      "cancelled",
      "payment",
      "You cancelled the verification with your bank. Nothing was charged: try again or choose another payment method.",
    ],
    [
      "failed",
      "payment",
      "Your bank could not verify your card, so nothing was charged. Please try again or choose another payment method.",
    ],
    ["cancelled", "manage", "You cancelled the verification with your bank: the card was not saved."],
    ["failed", "manage", "Your bank could not verify this card: it was not saved."],
  ])("should say why when the check was %s (%s mode)", (outcome, mode, message) => {
    arrive(`/shop/payment?payment_challenge=${outcome}`);
    renderForm(fakePaymentServer(), mode === "manage" ? manageProps() : checkoutProps());
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveAttribute("data-tone", outcome === "cancelled" ? "warning" : "error");
    expect(document.querySelector(".weekbox-payment")!.firstElementChild).toBe(alert);
  });

  test("should take the parameter off the URL, keeping the others and the hash", () => {
    arrive("/shop/payment?step=2&payment_challenge=failed&note=a%20b#pay");
    const historyLength = window.history.length;
    renderForm(fakePaymentServer(), checkoutProps());
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/shop/payment");
    expect(window.location.search).toBe("?step=2&note=a%20b");
    expect(window.location.hash).toBe("#pay");
    expect(window.history.length).toBe(historyLength);
  });

  test("should say nothing without the parameter", () => {
    arrive("/shop/payment?step=2");
    renderForm(fakePaymentServer(), checkoutProps());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(window.location.search).toBe("?step=2");
  });

  test("should say it even when there is nothing to pay with", () => {
    arrive("/shop/payment?payment_challenge=failed");
    renderForm(fakePaymentServer(), checkoutProps({ options: [] }));
    expect(screen.getByText(/Your bank could not verify your card/)).toBeInTheDocument();
    expect(screen.getByText("No suitable payment option could be found.")).toBeInTheDocument();
  });
});
