import { act, render } from "@testing-library/react";
import { SiteSubmitOnce } from "../components/site-submit-once";

function contractForm() {
  document.body.innerHTML = `<form class="js_website_submit_form" action="/my/contract" method="post">
    <input name="name" value="Ann"><button type="submit" name="accept" value="1">Sign the contract</button></form>`;
  return document.querySelector("form")!;
}

function submit(form: HTMLFormElement): boolean {
  // What a click on the button dispatches; jsdom does not send forms.
  const event = new Event("submit", { bubbles: true, cancelable: true });
  act(() => {
    form.dispatchEvent(event);
  });
  return !event.defaultPrevented;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("should send the form once, then disable its button with a spinner", () => {
  const form = contractForm();
  render(<SiteSubmitOnce element={form} />);
  const button = form.querySelector("button")!;
  expect(submit(form)).toBe(true);
  // Still enabled while the browser builds the post (the button's name goes with it).
  expect(button).toBeEnabled();
  // A double click: the second submit is refused.
  expect(submit(form)).toBe(false);
  act(() => jest.runAllTimers());
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute("aria-disabled", "true");
  expect(button.querySelector(".spinner-border")).toBeInTheDocument();
  expect(form).toHaveAttribute("aria-busy", "true");
  expect(submit(form)).toBe(false);
});

test("should not count a submit somebody else stopped", () => {
  const form = contractForm();
  render(<SiteSubmitOnce element={form} />);
  const stop = (event: Event) => event.preventDefault();
  form.addEventListener("submit", stop);
  expect(submit(form)).toBe(false);
  form.removeEventListener("submit", stop);
  expect(submit(form)).toBe(true);
});

test("should give a working form back from the back-forward cache, and everything on unmount", () => {
  const form = contractForm();
  const { unmount } = render(<SiteSubmitOnce element={form} />);
  submit(form);
  act(() => jest.runAllTimers());
  act(() => {
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
  });
  const button = form.querySelector("button")!;
  expect(button).toBeEnabled();
  expect(submit(form)).toBe(true);
  unmount();
  expect(form.outerHTML).not.toContain("aria-busy");
  expect(button).not.toHaveAttribute("disabled");
});
