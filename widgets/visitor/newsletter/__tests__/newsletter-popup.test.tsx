import { act, render, screen } from "@testing-library/react";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { createFakeOdoo, odooResult } from "@/core/testing/fake-odoo-fetch";
import { settle, wait, withFakeClock } from "@/core/testing/fake-clock";
import { NewsletterPopup } from "../components/newsletter-popup";
import {
  DEFAULT_CONSENT_DAYS,
  DEFAULT_DELAY_MS,
  popupCookieName,
  popupDelay,
  popupShownBefore,
  rememberPopupShown,
} from "../utils/popup-memory";
import { newsletterPopup } from "./newsletter-fixtures";

withFakeClock();

let subscribers: number[] = [];
const server = createFakeOdoo({
  "/website_mass_mailing/is_subscriber": ({ params }) =>
    odooResult({ is_subscriber: subscribers.includes((params as { list_id: number }).list_id), value: null }),
});

afterEach(() => {
  subscribers = [];
  for (const part of document.cookie.split("; ")) {
    const name = part.split("=")[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  document.body.innerHTML = "";
});

function enhance(popup: HTMLElement) {
  const host = document.createElement("div");
  document.body.append(host);
  return render(
    <RpcClientContext.Provider value={createRpcClient({ fetch: server.fetch })}>
      <NewsletterPopup element={popup} />
    </RpcClientContext.Provider>,
    { container: host },
  );
}

test("should remember a popup per list, for the popup's days (7 unless set), and wait 5 s unless set", () => {
  expect([DEFAULT_CONSENT_DAYS, DEFAULT_DELAY_MS]).toEqual([7, 5000]);
  expect(popupCookieName(3)).toBe("weekbox_newsletter_popup_3");
  const modal = document.createElement("div");
  expect(popupDelay(modal, 1280)).toBe(5000);
  modal.dataset.showAfter = "1500";
  expect(popupDelay(modal, 1280)).toBe(1500);
  modal.dataset.display = "mouseExit";
  expect(popupDelay(modal, 1280)).toBeNull();
  expect(popupDelay(modal, 767)).toBe(5000);
  const written: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
  jest.spyOn(document, "cookie", "set").mockImplementation((value) => {
    written.push(value);
    descriptor.set!.call(document, value);
  });
  rememberPopupShown(3, modal);
  modal.dataset.consentsDuration = "2";
  rememberPopupShown(4, modal);
  jest.restoreAllMocks();
  expect(written).toEqual([
    "weekbox_newsletter_popup_3=1; path=/; max-age=604800; SameSite=Lax",
    "weekbox_newsletter_popup_4=1; path=/; max-age=172800; SameSite=Lax",
  ]);
  expect([popupShownBefore(3), popupShownBefore(4), popupShownBefore(5)]).toEqual([true, true, false]);
});

test("should show the popup after its delay as a modal, once per list: not again, but another list's still", async () => {
  const first = newsletterPopup(3, { title: "Weekly news", delay: "2000" });
  const view = enhance(first);
  await settle();
  await wait(1_900);
  expect(screen.queryByRole("dialog")).toBeNull();
  await wait(100);
  const dialog = await screen.findByRole("dialog", { name: "Weekly news" });
  expect(dialog).toContainElement(first.ownerDocument.querySelector(".js_subscribe"));
  expect(first.getAttribute("data-weekbox-popup")).toBe("open");
  expect(popupShownBefore(3)).toBe(true);
  // Escape closes it, and its content goes back where the editor put it.
  await act(async () => {
    document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  });
  await settle();
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(first.querySelector(".modal-dialog > .modal-content")).not.toBeNull();
  view.unmount();
  expect(first.hasAttribute("data-weekbox-popup")).toBe(false);

  // The same list on another page: not again.
  const again = newsletterPopup(3);
  enhance(again);
  await settle();
  await wait(10_000);
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(again.getAttribute("data-weekbox-popup")).toBe("shown-before");

  // Another list: shown.
  const other = newsletterPopup(5, { title: "Recipes", delay: "0" });
  enhance(other);
  await settle();
  await wait(10);
  expect(await screen.findByRole("dialog", { name: "Recipes" })).toBeInTheDocument();
});

test("should close with its ×, and once the visitor subscribed", async () => {
  const popup = newsletterPopup(3, { delay: "0" });
  enhance(popup);
  await settle();
  await wait(10);
  const close = await screen.findByRole("button", { name: "Close" });
  await act(async () => close.click());
  await settle();
  expect(screen.queryByRole("dialog")).toBeNull();

  const second = newsletterPopup(6, { delay: "0" });
  enhance(second);
  await settle();
  await wait(10);
  await screen.findByRole("dialog");
  await act(async () => {
    document
      .querySelector(".weekbox-newsletter-slot .js_subscribe")!
      .dispatchEvent(new CustomEvent("weekbox:newsletter-subscribed", { bubbles: true }));
  });
  await settle();
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("should keep the focus inside while open: Tab and Shift+Tab go round its own controls", async () => {
  const outside = document.createElement("button");
  outside.textContent = "A page button";
  document.body.append(outside);
  enhance(newsletterPopup(7, { delay: "0" }));
  await settle();
  await wait(10);
  const dialog = await screen.findByRole("dialog");
  await wait(50); // react-aria moves the focus in on the next frame
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  // Bootstrap's d-none as its stylesheet would hide it (jsdom has none): not a control to reach.
  for (const hidden of dialog.querySelectorAll<HTMLElement>(".d-none")) hidden.style.display = "none";
  const controls = [
    ...dialog.querySelectorAll<HTMLElement>("input, button, [role='button'], a[href]"),
  ].filter((control) => control.tabIndex >= 0 && control.style.display !== "none");
  expect(controls.length).toBeGreaterThanOrEqual(2);
  const [first, last] = [controls[0]!, controls.at(-1)!];
  const tab = async (from: HTMLElement, shiftKey = false) => {
    act(() => from.focus());
    await act(async () => {
      from.dispatchEvent(
        new KeyboardEvent("keydown", { key: "Tab", shiftKey, bubbles: true, cancelable: true }),
      );
    });
  };
  await tab(last);
  expect(document.activeElement).toBe(first);
  await tab(first, true);
  expect(document.activeElement).toBe(last);
  // Focus sent to the page behind comes back into the popup.
  act(() => outside.focus());
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
});

test("should not show the popup to a visitor on the list already", async () => {
  subscribers = [3];
  const popup = newsletterPopup(3, { delay: "0" });
  enhance(popup);
  await settle();
  await wait(1_000);
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(popup.getAttribute("data-weekbox-popup")).toBe("subscriber");
  expect(popupShownBefore(3)).toBe(false);
});

test("should show a 'mouse exit' popup when the pointer leaves the page", async () => {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: 1280 });
  const popup = newsletterPopup(8, { display: "mouseExit" });
  enhance(popup);
  await settle();
  await wait(60_000);
  expect(screen.queryByRole("dialog")).toBeNull();
  await act(async () => document.documentElement.dispatchEvent(new MouseEvent("mouseleave")));
  await settle();
  expect(await screen.findByRole("dialog")).toBeInTheDocument();
});
