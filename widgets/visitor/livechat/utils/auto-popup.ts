import { readCookie, writeCookie } from "./livechat-cookies";

export const AUTO_POPUP_COOKIE = "weekbox_livechat_auto_popup";
/** Seconds: the window opens by itself once an hour at most. */
export const AUTO_POPUP_COOKIE_SECONDS = 3600;
/** Narrower windows (Bootstrap's extra small screens) never get the window by itself. */
export const AUTO_POPUP_MIN_WIDTH = 576;

/**
 * Opens the window `seconds` after now (the rule's timer), once per hour
 * (the cookie), never on extra-small screens (spec §9.5). Returns a cancel.
 */
export function scheduleAutoPopup(seconds: number, open: () => void): () => void {
  if (innerWidth < AUTO_POPUP_MIN_WIDTH || readCookie(AUTO_POPUP_COOKIE)) return () => undefined;
  const timer = setTimeout(() => {
    writeCookie(AUTO_POPUP_COOKIE, "1", AUTO_POPUP_COOKIE_SECONDS);
    open();
  }, seconds * 1000);
  return () => clearTimeout(timer);
}
