import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SignupSubmit } from "../components/signup-submit";

/** The submits that went through (what the browser would have sent), counted after every handler. */
let sent: number;
const countSent = (event: Event) => {
  if (!event.defaultPrevented) sent += 1;
  // jsdom cannot navigate: stop it here, last, after the widget had its say.
  event.preventDefault();
};

function renderForm({ required = true } = {}) {
  const result = render(
    <form className="oe_signup_form" method="post" action="/web/signup">
      <label htmlFor="login">Your Email</label>
      <input id="login" name="login" type="email" required={required} />
      <div className="oe_login_buttons">
        <SignupSubmit label="Sign up" />
      </div>
    </form>,
  );
  // After the widget's own listener (its effect ran in render).
  window.addEventListener("submit", countSent);
  return result;
}

beforeEach(() => {
  sent = 0;
});
afterEach(() => window.removeEventListener("submit", countSent));

const submit = () => screen.getByRole("button", { name: "Sign up" });

test("should show a spinner, disable the button and say the account is being created once submitted", async () => {
  const user = userEvent.setup();
  renderForm();
  expect(submit()).toBeEnabled();
  expect(submit()).not.toHaveAttribute("aria-busy");
  expect(screen.getByRole("status")).toHaveTextContent("");

  await user.type(screen.getByLabelText("Your Email"), "new@example.com");
  await user.click(submit());

  expect(sent).toBe(1);
  expect(submit()).toBeDisabled();
  expect(submit()).toHaveAttribute("aria-busy", "true");
  expect(submit().querySelector(".spinner-border")).not.toBeNull();
  expect(screen.getByRole("status")).toHaveTextContent("Creating your account…");
});

test("should refuse a second submit while the first is on its way", async () => {
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByLabelText("Your Email"), "new@example.com{Enter}");
  expect(sent).toBe(1);
  // Enter again in the field, a script's requestSubmit(): no second account.
  await user.type(screen.getByLabelText("Your Email"), "{Enter}");
  act(() => screen.getByLabelText("Your Email").closest("form")!.requestSubmit());
  expect(sent).toBe(1);
});

test("should leave the button working when the browser refuses the form (a required field empty)", async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(submit());
  expect(sent).toBe(0);
  expect(screen.getByLabelText("Your Email")).toBeInvalid();
  expect(submit()).toBeEnabled();
  expect(submit()).not.toHaveAttribute("aria-busy");
  expect(screen.getByRole("status")).toHaveTextContent("");

  await user.type(screen.getByLabelText("Your Email"), "new@example.com");
  await user.click(submit());
  expect(sent).toBe(1);
  expect(submit()).toBeDisabled();
});

test("should stay as it was when another handler stopped the submit", async () => {
  const user = userEvent.setup();
  renderForm({ required: false });
  const form = screen.getByLabelText("Your Email").closest("form")!;
  const stop = (event: Event) => event.preventDefault();
  form.addEventListener("submit", stop);
  await user.click(submit());
  expect(submit()).toBeEnabled();
  form.removeEventListener("submit", stop);
  await user.click(submit());
  expect(submit()).toBeDisabled();
});

test("should work again when the page comes back from the back-forward cache", async () => {
  const user = userEvent.setup();
  renderForm({ required: false });
  await user.click(submit());
  expect(submit()).toBeDisabled();

  // A page shown fresh changes nothing; one restored from the cache does.
  act(() => {
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
  });
  expect(submit()).toBeDisabled();
  act(() => {
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
  });
  expect(submit()).toBeEnabled();
  expect(screen.getByRole("status")).toHaveTextContent("");
  await user.click(submit());
  expect(sent).toBe(2);
  expect(submit()).toBeDisabled();
});

test("should be Odoo's plain submit button, usable without a mouse", async () => {
  const user = userEvent.setup();
  renderForm({ required: false });
  expect(submit()).toHaveAttribute("type", "submit");
  expect(submit()).toHaveClass("btn", "btn-primary", "o_no_wait_lazy_js");
  await user.tab();
  await user.tab();
  expect(submit()).toHaveFocus();
  await user.keyboard("{Enter}");
  expect(sent).toBe(1);
});
