// The newsletter popup is shown once per mailing list (spec §9.5), remembered
// in a cookie per list for as long as the editor's popup says
// (data-consents-duration, in days; Odoo's default 7).

export const POPUP_COOKIE_PREFIX = "weekbox_newsletter_popup_";
export const DEFAULT_CONSENT_DAYS = 7;
/** Odoo's popup: 5 s after the page opened unless the editor said otherwise. */
export const DEFAULT_DELAY_MS = 5000;
/** Narrower windows have no pointer leaving the page: the delay instead. */
export const SMALL_SCREEN_MAX_WIDTH = 767;

export function popupCookieName(listId: number): string {
  return `${POPUP_COOKIE_PREFIX}${listId}`;
}

export function popupShownBefore(listId: number): boolean {
  return document.cookie.split("; ").some((part) => part.startsWith(`${popupCookieName(listId)}=`));
}

export function rememberPopupShown(listId: number, modal: HTMLElement): void {
  const days = Number(modal.dataset.consentsDuration);
  const seconds = (Number.isFinite(days) && days > 0 ? days : DEFAULT_CONSENT_DAYS) * 86_400;
  document.cookie = `${popupCookieName(listId)}=1; path=/; max-age=${Math.round(seconds)}; SameSite=Lax`;
}

/**
 * When the popup is due, in milliseconds after the page opened, or null for
 * "when the pointer leaves the page" (data-display="mouseExit", on larger
 * screens; Odoo shows it after 5 s on small ones).
 */
export function popupDelay(modal: HTMLElement, windowWidth: number): number | null {
  if (modal.dataset.display === "mouseExit")
    return windowWidth <= SMALL_SCREEN_MAX_WIDTH ? DEFAULT_DELAY_MS : null;
  const delay = Number(modal.dataset.showAfter);
  return Number.isFinite(delay) && delay >= 0 ? delay : DEFAULT_DELAY_MS;
}
