import { act, render, screen } from "@testing-library/react";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { createFakeOdoo, odooError, odooResult, type FakeHandler } from "@/core/testing/fake-odoo-fetch";
import { settle } from "@/core/testing/fake-clock";
import { NewsletterSubscribe } from "../components/newsletter-subscribe";
import { hasEmailShape } from "../utils/email-shape";
import { newsletterListId } from "../utils/newsletter-block";
import { newsletterBlock } from "./newsletter-fixtures";

// The page's toasts (ui/toast.tsx, tested on its own): what the form asks them to say.
const showToast = jest.fn();
jest.mock("@/ui/toast", () => ({ showToast: (...args: unknown[]) => showToast(...args) }));

afterEach(() => {
  // The page's toast region stays, as on a page (ui/toast.tsx mounts it once).
  for (const child of [...document.body.children])
    if (!child.hasAttribute("data-weekbox-toast-host")) child.remove();
});

function enhance(form: HTMLElement, handlers: Record<string, FakeHandler>) {
  const server = createFakeOdoo(handlers);
  const host = document.createElement("div");
  document.body.append(host);
  const view = render(
    <RpcClientContext.Provider value={createRpcClient({ fetch: server.fetch })}>
      <NewsletterSubscribe element={form} />
    </RpcClientContext.Provider>,
    { container: host },
  );
  return { server, unmount: view.unmount };
}

const paramsOf = (server: ReturnType<typeof createFakeOdoo>, path: string) =>
  server.calls
    .filter((call) => call.url.pathname === path)
    .map((call) => (call.body as { params: unknown }).params);

async function subscribe(form: HTMLElement, email: string) {
  const input = form.querySelector("input")!;
  input.value = email;
  await act(async () => form.querySelector<HTMLElement>(".js_subscribe_btn")!.click());
  await settle();
}

test("should take an e-mail of the shape text@text only", () => {
  for (const good of ["ann@example.com", " ann@x ", "a.b+c@d.e"]) expect(hasEmailShape(good)).toBe(true);
  for (const bad of ["ann", "ann@", "@example.com", "ann at example.com", "a b@c.d", "a@b@c", ""])
    expect(hasEmailShape(bad)).toBe(false);
});

test("should read the list from the newsletter block, else from the form", () => {
  expect(newsletterListId(newsletterBlock(7))).toBe(7);
  const alone = document.createElement("div");
  alone.dataset.listId = "3";
  expect(newsletterListId(alone)).toBe(3);
  alone.dataset.listId = "0";
  expect(newsletterListId(alone)).toBeNull();
});

test("should flag a bad e-mail and send nothing, then subscribe a good one and disable the form", async () => {
  const form = newsletterBlock(7);
  const before = document.body.innerHTML;
  const { server, unmount } = enhance(form, {
    "/website_mass_mailing/is_subscriber": () => odooResult({ is_subscriber: false, value: null }),
    "/website_mass_mailing/subscribe": () =>
      odooResult({ toast_type: "success", toast_content: "Thanks for subscribing!" }),
  });
  await settle();
  expect(paramsOf(server, "/website_mass_mailing/is_subscriber")).toEqual([
    { list_id: 7, subscription_type: "email" },
  ]);
  const input = screen.getByRole("textbox", { name: "Your e-mail" });

  await subscribe(form, "ann at example.com");
  expect(input).toHaveAttribute("aria-invalid", "true");
  expect(input).toHaveClass("is-invalid");
  expect(screen.getByRole("alert")).toHaveTextContent("Type an e-mail address like name@example.com.");
  expect(input).toHaveAttribute("aria-describedby", screen.getByRole("alert").id);
  expect(paramsOf(server, "/website_mass_mailing/subscribe")).toEqual([]);

  await subscribe(form, " ann@example.com ");
  expect(paramsOf(server, "/website_mass_mailing/subscribe")).toEqual([
    { list_id: 7, value: "ann@example.com", subscription_type: "email" },
  ]);
  expect(input).toHaveAttribute("aria-invalid", "false");
  expect(input).toBeDisabled();
  expect(form.querySelector(".js_subscribe_btn")).toHaveClass("d-none");
  expect(form.querySelector(".js_subscribed_btn")).not.toHaveClass("d-none");
  expect(showToast).toHaveBeenCalledWith({
    message: "Thanks for subscribing!",
    tone: "success",
    title: "Success",
  });

  // A second click sends nothing more; unmounted (the editor), the form is as saved.
  await subscribe(form, "ann@example.com");
  expect(paramsOf(server, "/website_mass_mailing/subscribe")).toHaveLength(1);
  unmount();
  expect(form.outerHTML).toBe(
    new DOMParser()
      .parseFromString(before, "text/html")
      .querySelector(".js_subscribe")!
      .outerHTML.replace(/value="[^"]*"/, ""),
  );
});

test("should prefill and disable the form for a visitor on the list already", async () => {
  const form = newsletterBlock(7);
  enhance(form, {
    "/website_mass_mailing/is_subscriber": () =>
      odooResult({ is_subscriber: true, value: "carl@example.com" }),
  });
  await settle();
  const input = form.querySelector("input")!;
  expect(input.value).toBe("carl@example.com");
  expect(input).toBeDisabled();
  expect(form.querySelector(".js_subscribed_btn")).not.toHaveClass("d-none");
});

test("should prefill a logged-in customer's e-mail from the subscriber check and leave the form usable", async () => {
  const form = newsletterBlock(7);
  enhance(form, {
    "/website_mass_mailing/is_subscriber": () =>
      odooResult({ is_subscriber: false, value: "dana@example.com" }),
  });
  await settle();
  const input = form.querySelector("input")!;
  expect(input.value).toBe("dana@example.com");
  expect(input).toBeEnabled();
  expect(form.querySelector(".js_subscribe_btn")).not.toHaveClass("d-none");
});

test("should say Odoo's refusal in a toast and keep the form usable", async () => {
  const form = newsletterBlock(7);
  enhance(form, {
    "/website_mass_mailing/is_subscriber": () => odooResult({ is_subscriber: false, value: false }),
    "/website_mass_mailing/subscribe": () =>
      odooError({
        name: "odoo.exceptions.UserError",
        message: "Too many subscriptions from this connection. Please wait a few minutes and try again.",
      }),
  });
  await settle();
  await subscribe(form, "ann@example.com");
  expect(showToast).toHaveBeenCalledWith({
    message: "Too many subscriptions from this connection. Please wait a few minutes and try again.",
    tone: "error",
    title: "Error",
  });
  expect(form.querySelector("input")).not.toBeDisabled();
});

test("should send with Enter in the field", async () => {
  const form = newsletterBlock(7);
  const { server } = enhance(form, {
    "/website_mass_mailing/is_subscriber": () => odooResult({ is_subscriber: false, value: null }),
    "/website_mass_mailing/subscribe": () =>
      odooResult({ toast_type: "success", toast_content: "Thanks for subscribing!" }),
  });
  await settle();
  const input = form.querySelector("input")!;
  input.value = "ann@example.com";
  await act(async () => input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true })));
  await settle();
  expect(paramsOf(server, "/website_mass_mailing/subscribe")).toHaveLength(1);
});
