import { _t } from "@/core/i18n/translate";
import type { ShowToastOptions, ToastPlacement } from "@/ui/toast";

// A toast without React or react-aria: what a page shows before any widget
// needed react-aria's toasts (ui/toast.tsx), e.g. the meal-box wizard's
// informational alerts as a step loads, and when their part cannot be fetched
// (the message that says the connection is lost comes exactly then). The same
// classes as ui/toast.tsx's (weekbox.css, in every page's first load), a live
// alert in a named region, closed by its button or its timeout, which waits
// while the pointer or the focus is on the region (as react-aria's). The
// toasts' part is not fetched ahead for these (#34: about 20 KB gzip of
// react-aria a page may never use); once a page has it, it takes the plain
// toasts still shown (takePlainToasts), so one region shows them all.

const ATTRIBUTE = "data-weekbox-plain-toasts";

type PlainToast = {
  options: ShowToastOptions;
  element: HTMLElement;
  region: HTMLElement;
  /** ms left before it closes by itself; null: it stays until closed. */
  left: number | null;
  /** When its timer last started; null while paused or without one. */
  startedAt: number | null;
  timer: number | undefined;
};

const shown = new Set<PlainToast>();
/** Whether the pointer or the focus is on a region (its toasts wait). */
const holds = new WeakMap<HTMLElement, { pointer: boolean; focus: boolean }>();

function regionFor(placement: ToastPlacement): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[${ATTRIBUTE}="${placement}"]`);
  if (found) return found;
  const region = document.createElement("section");
  region.className = "weekbox-toast-region";
  region.setAttribute(ATTRIBUTE, placement);
  region.dataset.placement = placement;
  region.setAttribute("aria-label", placement === "center" ? _t("Important messages") : _t("Messages"));
  // Reading a toast (pointer over it, focus in it) holds every toast of the region.
  const held = { pointer: false, focus: false };
  holds.set(region, held);
  const hold = (by: keyof typeof held, on: boolean) => {
    held[by] = on;
    forRegion(region, held.pointer || held.focus ? pause : start);
  };
  region.addEventListener("pointerenter", () => hold("pointer", true));
  region.addEventListener("pointerleave", () => hold("pointer", false));
  region.addEventListener("focusin", () => hold("focus", true));
  region.addEventListener("focusout", (event) => {
    if (!region.contains(event.relatedTarget as Node | null)) hold("focus", false);
  });
  document.body.append(region);
  return region;
}

function forRegion(region: HTMLElement, act: (toast: PlainToast) => void) {
  for (const toast of shown) if (toast.region === region) act(toast);
}

function start(toast: PlainToast) {
  if (toast.left === null || toast.startedAt !== null) return;
  toast.startedAt = Date.now();
  toast.timer = window.setTimeout(() => dismiss(toast, true), toast.left);
}

function pause(toast: PlainToast) {
  if (toast.startedAt === null || toast.left === null) return;
  window.clearTimeout(toast.timer);
  toast.left = Math.max(0, toast.left - (Date.now() - toast.startedAt));
  toast.startedAt = null;
}

function remove(toast: PlainToast) {
  window.clearTimeout(toast.timer);
  shown.delete(toast);
  toast.element.remove();
  if (!toast.region.querySelector(".weekbox-toast")) toast.region.remove();
}

function dismiss(toast: PlainToast, closed: boolean) {
  if (!shown.has(toast)) return;
  remove(toast);
  if (closed) toast.options.onClose?.();
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Shows the toast in a plain region; returns a function that closes it. */
export function showPlainToast(options: ShowToastOptions): () => void {
  const { title, message, tone, timeoutMs } = options;
  const region = regionFor(options.placement ?? "corner");
  const node = element("div", "weekbox-toast");
  node.dataset.tone = tone;
  node.setAttribute("role", "alert");
  const content = element("div", "weekbox-toast-content");
  // Without a title the message itself names the toast (as ui/toast.tsx).
  content.append(element("span", "weekbox-toast-title", title ?? message));
  if (title !== undefined) content.append(element("span", "weekbox-toast-message", message));
  const close = element("button", "weekbox-toast-close", "×") as HTMLButtonElement;
  close.type = "button";
  close.setAttribute("aria-label", _t("Close"));
  node.append(content, close);
  region.append(node);

  // ui/toast.tsx's times: 10 s for an error, 5 s else; 0 keeps it.
  const timeout = timeoutMs ?? (tone === "error" ? 10_000 : 5_000);
  const toast: PlainToast = {
    options,
    element: node,
    region,
    left: timeout > 0 ? timeout : null,
    startedAt: null,
    timer: undefined,
  };
  shown.add(toast);
  close.addEventListener("click", () => dismiss(toast, true));
  // Shown under the pointer or the focus: it waits as the others there do.
  const held = holds.get(region);
  if (!held?.pointer && !held?.focus) start(toast);
  return () => dismiss(toast, true);
}

/**
 * Takes the plain toasts still shown off the page, each with the time it had
 * left (0: until closed), for react-aria's toasts to show them instead.
 */
export function takePlainToasts(): ShowToastOptions[] {
  const taken = [...shown].map((toast) => {
    pause(toast);
    remove(toast);
    return { ...toast.options, timeoutMs: toast.left === null ? 0 : Math.max(toast.left, 1) };
  });
  for (const region of document.querySelectorAll(`[${ATTRIBUTE}]`)) region.remove();
  return taken;
}

/** Closes every plain toast (a wizard step changed). */
export function clearPlainToasts(): void {
  for (const toast of shown) remove(toast);
  for (const region of document.querySelectorAll(`[${ATTRIBUTE}]`)) region.remove();
}
