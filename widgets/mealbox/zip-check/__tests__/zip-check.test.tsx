import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createFakeOdoo, odooError, odooResult, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { ZipCheck } from "../components/zip-check";
import { goToSection } from "../utils/go-to-section";

let odoo: FakeOdoo;
const realFetch = globalThis.fetch;

function zipAnswer(zip: string) {
  if (/^\d{4}$/.test(zip) && zip !== "0000") {
    return { valid: true, zip, message: "", zone_name: "Brussels", delivery_period_list: ["2026-11-28"] };
  }
  return {
    valid: false,
    zip: "",
    message: "Please enter a valid Belgian zip code (4 digits).",
    zone_name: "",
    delivery_period_list: [],
  };
}

beforeEach(() => {
  odoo = createFakeOdoo({
    "/weekbox/zip/check": ({ params }) =>
      odooResult(zipAnswer((params as { zip_postal_code: string }).zip_postal_code)),
  });
  globalThis.fetch = odoo.fetch;
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

afterEach(() => {
  globalThis.fetch = realFetch;
  document.cookie = "zip_code=; max-age=0; path=/";
  window.sessionStorage.clear();
});

function renderWithYourBox() {
  const section = document.createElement("section");
  section.id = "your-box";
  section.innerHTML = "<div><h2>Your box</h2></div>";
  document.body.append(section);
  return { section, heading: section.querySelector("h2")! };
}

test("should accept a deliverable zip code, store it and move focus to the YOUR BOX heading", async () => {
  const user = userEvent.setup();
  const { heading } = renderWithYourBox();
  render(<ZipCheck />);

  await user.type(screen.getByRole("textbox", { name: "Zip / postal code" }), "1000");
  await user.click(screen.getByRole("button", { name: "Submit" }));

  await waitFor(() => expect(heading).toHaveFocus());
  expect(window.location.hash).toBe("#your-box");
  expect(document.cookie).toContain("zip_code=1000");
  expect(screen.queryByRole("alert")).toBeNull();
  expect(odoo.calls).toHaveLength(1);
  expect(odoo.calls[0]?.body).toMatchObject({ params: { zip_postal_code: "1000" } });
});

test("should submit with Enter from the field", async () => {
  const user = userEvent.setup();
  const { heading } = renderWithYourBox();
  render(<ZipCheck />);

  await user.type(screen.getByRole("textbox", { name: "Zip / postal code" }), " 9000 {Enter}");

  await waitFor(() => expect(heading).toHaveFocus());
  expect(odoo.calls[0]?.body).toMatchObject({ params: { zip_postal_code: "9000" } });
});

test("should refuse a very long number with an announced delivery alert, keeping what was typed", async () => {
  const user = userEvent.setup();
  render(<ZipCheck />);
  const field = screen.getByRole("textbox", { name: "Zip / postal code" });

  await user.type(field, "123456789012345678901234567890");
  await user.click(screen.getByRole("button", { name: "Submit" }));

  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("Sorry, we do not deliver to this zip code.");
  expect(alert).toHaveTextContent("Please enter a valid Belgian zip code (4 digits).");
  expect(field).toHaveValue("123456789012345678901234567890");
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(field.getAttribute("aria-describedby")).toContain(alert.parentElement!.id);
  expect(document.cookie).not.toContain("zip_code=");
  expect(window.location.hash).toBe("");
});

test("should announce the alert again when the same refused code is submitted twice", async () => {
  const user = userEvent.setup();
  render(<ZipCheck />);
  await user.type(screen.getByRole("textbox", { name: "Zip / postal code" }), "0000");
  await user.click(screen.getByRole("button", { name: "Submit" }));
  const first = await screen.findByRole("alert");

  await user.click(screen.getByRole("button", { name: "Submit" }));

  await waitFor(() => expect(odoo.calls).toHaveLength(2));
  const second = await screen.findByRole("alert");
  expect(second).not.toBe(first);
  expect(second).toHaveTextContent("Sorry, we do not deliver to this zip code.");
});

test("should ask for a code without calling the server when the field is empty", async () => {
  const user = userEvent.setup();
  render(<ZipCheck />);

  await user.click(screen.getByRole("button", { name: "Submit" }));

  expect(await screen.findByRole("alert")).toHaveTextContent("Please enter your zip code.");
  expect(screen.getByRole("textbox", { name: "Zip / postal code" })).toHaveFocus();
  expect(odoo.calls).toHaveLength(0);
});

test("should explain a server failure and keep the typed value", async () => {
  const user = userEvent.setup();
  odoo.on("/weekbox/zip/check", () =>
    odooError({ name: "odoo.exceptions.ValidationError", message: "Boom" }),
  );
  render(<ZipCheck />);

  await user.type(screen.getByRole("textbox", { name: "Zip / postal code" }), "1000");
  await user.click(screen.getByRole("button", { name: "Submit" }));

  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("Your zip code could not be checked.");
  expect(alert).toHaveTextContent("Boom");
  expect(screen.getByRole("textbox", { name: "Zip / postal code" })).toHaveValue("1000");
});

test("should prefill the code checked earlier", () => {
  document.cookie = "zip_code=1050; path=/";
  render(<ZipCheck />);
  expect(screen.getByRole("textbox", { name: "Zip / postal code" })).toHaveValue("1050");
});

test("should load the target page when this page has no such section", () => {
  const assign = jest.fn();
  const fakeWindow = {
    location: { href: "http://localhost/contactus", hash: "", assign },
    document,
    history: window.history,
    sessionStorage: window.sessionStorage,
  } as unknown as Window;

  goToSection("/#your-box", fakeWindow);

  expect(assign).toHaveBeenCalledWith("http://localhost/#your-box");
  expect(window.sessionStorage.getItem("weekbox:reveal-section")).toBe("your-box");
});

test("should focus the section it was sent to when the target page starts", async () => {
  const { heading } = renderWithYourBox();
  window.history.replaceState(null, "", "/#your-box");
  window.sessionStorage.setItem("weekbox:reveal-section", "your-box");

  render(<ZipCheck />);

  await waitFor(() => expect(heading).toHaveFocus());
  expect(window.sessionStorage.getItem("weekbox:reveal-section")).toBeNull();
});
