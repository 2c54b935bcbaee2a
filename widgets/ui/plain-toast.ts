import { _t } from "@/core/i18n/translate";
import type { ShowToastOptions, ToastPlacement } from "@/ui/toast";

// A toast without React or react-aria, for when the toasts' part cannot be
// fetched: the message that says the connection is lost comes exactly then.
// The same classes as ui/toast.tsx's (weekbox.css, in every page's first
// load), a live alert in a named region, closed by its button or its timeout.
// The toasts' part is not fetched ahead for this case (#34: about 28 KB gzip
// of react-aria a page may never use).

const ATTRIBUTE = "data-weekbox-plain-toasts";

function regionFor(placement: ToastPlacement): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[${ATTRIBUTE}="${placement}"]`);
  if (found) return found;
  const region = document.createElement("section");
  region.className = "weekbox-toast-region";
  region.setAttribute(ATTRIBUTE, placement);
  region.dataset.placement = placement;
  region.setAttribute("aria-label", placement === "center" ? _t("Important messages") : _t("Messages"));
  document.body.append(region);
  return region;
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Shows the toast in a plain region; returns a function that closes it. */
export function showPlainToast(options: ShowToastOptions): () => void {
  const { title, message, tone, timeoutMs, onClose } = options;
  const region = regionFor(options.placement ?? "corner");
  const toast = element("div", "weekbox-toast");
  toast.dataset.tone = tone;
  toast.setAttribute("role", "alert");
  const content = element("div", "weekbox-toast-content");
  // Without a title the message itself names the toast (as ui/toast.tsx).
  content.append(element("span", "weekbox-toast-title", title ?? message));
  if (title !== undefined) content.append(element("span", "weekbox-toast-message", message));
  const close = element("button", "weekbox-toast-close", "×") as HTMLButtonElement;
  close.type = "button";
  close.setAttribute("aria-label", _t("Close"));
  toast.append(content, close);
  region.append(toast);

  let timer: number | undefined;
  const dismiss = () => {
    if (!toast.isConnected) return;
    window.clearTimeout(timer);
    toast.remove();
    if (!region.hasChildNodes()) region.remove();
    onClose?.();
  };
  close.addEventListener("click", dismiss);
  // ui/toast.tsx's times: 10 s for an error, 5 s else; 0 keeps it.
  const timeout = timeoutMs ?? (tone === "error" ? 10_000 : 5_000);
  if (timeout > 0) timer = window.setTimeout(dismiss, timeout);
  return dismiss;
}

/** Closes every plain toast (a wizard step changed). */
export function clearPlainToasts(): void {
  for (const region of document.querySelectorAll(`[${ATTRIBUTE}]`)) region.remove();
}
