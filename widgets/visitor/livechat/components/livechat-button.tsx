// The chat button's chunk: loaded once /im_livechat/init says an operator is
// available, or a session is in progress (livechat-launcher.tsx).
import "../livechat-button.css";
import { lazy, Suspense, useEffect, useState, type CSSProperties } from "react";
import type { LivechatProps } from "../livechat-props";
import { scheduleAutoPopup } from "../utils/auto-popup";
import { rememberPage } from "../utils/livechat-cookies";

// The window (session, messages, composer, rating, the bus) is a chunk of its
// own, fetched when a visitor comes near the button and loaded when it opens.
const loadWindow = () => import("./livechat-window");
const LivechatWindow = lazy(loadWindow);

export type LivechatButtonProps = LivechatProps & {
  /** An operator is available for this visitor (/im_livechat/init). */
  available: boolean;
  /** The rule's timer when it opens the window by itself. */
  autoPopupSeconds: number | undefined;
  /** A session is in progress (its cookie): its window shows at once, open or folded as left. */
  inSession: boolean;
};

/**
 * The chat button, and the window it opens (spec §2.9, §9.5): the rule's
 * auto-popup opens the window after its timer, once an hour, not on
 * extra-small screens. The page goes into the history the operator may ask
 * for (as in Odoo 17: the pages where the chat is there).
 */
export default function LivechatButton({
  available,
  autoPopupSeconds,
  inSession,
  ...props
}: LivechatButtonProps) {
  const [shown, setShown] = useState(inSession);
  const [openedByVisitor, setOpenedByVisitor] = useState(false);

  useEffect(() => rememberPage(location.href.slice(location.origin.length)), []);
  useEffect(() => {
    if (!available || autoPopupSeconds === undefined || inSession) return;
    return scheduleAutoPopup(autoPopupSeconds, () => setShown(true));
  }, [available, autoPopupSeconds, inSession]);

  const prefetch = () => void loadWindow().catch(() => undefined);
  if (shown) {
    return (
      <Suspense fallback={null}>
        <LivechatWindow
          {...props}
          takeFocus={openedByVisitor}
          onClose={() => {
            setShown(false);
            setOpenedByVisitor(false);
          }}
        />
      </Suspense>
    );
  }
  return available ? (
    <button
      type="button"
      className="weekbox-livechat-button o_no_wait_lazy_js"
      style={
        {
          "--weekbox-livechat-bg": props.buttonColor,
          "--weekbox-livechat-fg": props.buttonTextColor,
        } as CSSProperties
      }
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => {
        setOpenedByVisitor(true);
        setShown(true);
      }}
    >
      {props.buttonText}
    </button>
  ) : null;
}
