import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { Button } from "react-aria-components/Button";
import { Text } from "react-aria-components/Text";
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from "react-aria-components/Toast";
import { TranslationProvider } from "@/core/i18n/translation-provider";
import { useTranslate } from "@/core/i18n/use-translate";
import { clearPlainToasts, takePlainToasts } from "@/ui/plain-toast";

export type ToastTone = "info" | "error" | "success";
export type ToastPlacement = "center" | "corner";

export type ShowToastOptions = {
  title?: string;
  message: string;
  tone: ToastTone;
  /** "center" for blocking problems (spec: "centered error toast"); default "corner". */
  placement?: ToastPlacement;
  /**
   * Auto-dismiss delay; 0 keeps it until closed. Default 5 s, 10 s for errors.
   * Timers pause while the visitor hovers or focuses the toasts.
   */
  timeoutMs?: number;
  onClose?: () => void;
};

type ToastContent = { title?: string; message: string; tone: ToastTone };

// Module level: one queue per placement for the whole page, whichever widget
// (React root) raises the toast.
const queues: Record<ToastPlacement, AriaToastQueue<ToastContent>> = {
  center: new AriaToastQueue<ToastContent>({ maxVisibleToasts: 3 }),
  corner: new AriaToastQueue<ToastContent>({ maxVisibleToasts: 5 }),
};

/**
 * Shows a toast in the page-wide region (announced to screen readers) and
 * returns a function that closes it. Works from any widget or plain code.
 */
export function showToast({
  title,
  message,
  tone,
  placement = "corner",
  timeoutMs,
  onClose,
}: ShowToastOptions): () => void {
  ensureToastHost();
  adoptPlainToasts();
  const timeout = timeoutMs ?? (tone === "error" ? 10_000 : 5_000);
  const content: ToastContent = title ? { title, message, tone } : { message, tone };
  const queue = queues[placement];
  // The same message again (e.g. Next, then the breadcrumb's next step) keeps the
  // one on screen, for its whole time again: never two alike stacked.
  const same = queue.visibleToasts.find(
    ({ content: shown }) => shown.title === title && shown.message === message && shown.tone === tone,
  );
  if (same) {
    if (timeout > 0) same.timer?.reset(timeout);
    return () => queue.close(same.key);
  }
  const key = queue.add(content, { ...(timeout > 0 ? { timeout } : {}), ...(onClose ? { onClose } : {}) });
  return () => queue.close(key);
}

/**
 * The plain toasts a page showed before it needed these (ui/plain-toast.ts)
 * come into the regions, for the time they had left: one region per placement.
 */
function adoptPlainToasts(): void {
  for (const { placement = "corner", timeoutMs, onClose, ...content } of takePlainToasts()) {
    queues[placement].add(content, {
      ...(timeoutMs ? { timeout: timeoutMs } : {}),
      ...(onClose ? { onClose } : {}),
    });
  }
}

/** Closes every toast, plain ones too (e.g. when a wizard step changes). */
export function clearToasts(): void {
  for (const queue of Object.values(queues)) queue.clear();
  clearPlainToasts();
}

let hostCount = 0;
let autoHost: HTMLElement | null = null;

/**
 * Renders the toast regions. `showToast` mounts one by itself; render this only
 * to place it inside a specific tree (tests, previews).
 */
export function ToastHost() {
  useEffect(() => {
    hostCount++;
    return () => {
      hostCount--;
    };
  }, []);
  return (
    <>
      <ToastRegion placement="center" />
      <ToastRegion placement="corner" />
    </>
  );
}

function ToastRegion({ placement }: { placement: ToastPlacement }) {
  const t = useTranslate();
  return (
    <AriaToastRegion
      queue={queues[placement]}
      className="weekbox-toast-region"
      data-placement={placement}
      // Both regions are landmarks: without distinct names they would share react-aria's default one.
      aria-label={placement === "center" ? t("Important messages") : t("Messages")}
    >
      {({ toast }) => (
        <AriaToast toast={toast} className="weekbox-toast" data-tone={toast.content.tone}>
          <AriaToastContent className="weekbox-toast-content">
            {/* Without a title the message itself names the toast. */}
            <Text slot="title" className="weekbox-toast-title">
              {toast.content.title ?? toast.content.message}
            </Text>
            {toast.content.title !== undefined && (
              <Text slot="description" className="weekbox-toast-message">
                {toast.content.message}
              </Text>
            )}
          </AriaToastContent>
          <Button slot="close" className="weekbox-toast-close" aria-label={t("Close")}>
            ×
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}

// The region portals itself into <body>, so its own tiny root keeps toasts
// alive even when the widget that raised them unmounts.
function ensureToastHost(): void {
  if (hostCount > 0 || autoHost?.isConnected || typeof document === "undefined") return;
  autoHost = document.createElement("div");
  autoHost.setAttribute("data-weekbox-toast-host", "");
  document.body.append(autoHost);
  createRoot(autoHost).render(
    <TranslationProvider>
      <ToastHost />
    </TranslationProvider>,
  );
}
