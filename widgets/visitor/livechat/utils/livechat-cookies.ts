// What the live chat keeps in the visitor's cookies (spec §4.5, §9.5): the
// session (utils/livechat-session.ts), the auto-popup (utils/auto-popup.ts)
// and the pages seen (15, for 1 day). The button's and the window's chunks
// use them; the launcher on every page only asks whether a session cookie is
// there (utils/session-cookie-present.ts).

export const SESSION_COOKIE = "weekbox_livechat_session";
export const HISTORY_COOKIE = "weekbox_livechat_history";
/** Seconds: the page history lasts 1 day. */
export const HISTORY_COOKIE_SECONDS = 86_400;
/** Pages the history keeps (the oldest leave first). */
export const HISTORY_LIMIT = 15;

export function readCookie(name: string): string | null {
  const found = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

/** `seconds` 0 deletes the cookie. */
export function writeCookie(name: string, value: string, seconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${seconds}; SameSite=Lax`;
}

/** The pages of the history cookie, oldest first. */
export function readHistory(): string[] {
  try {
    const pages: unknown = JSON.parse(readCookie(HISTORY_COOKIE) ?? "[]");
    return Array.isArray(pages) ? pages.filter((page) => typeof page === "string") : [];
  } catch {
    return [];
  }
}

/** Adds `page` (a path of this site) to the history, last, keeping the last HISTORY_LIMIT pages. */
export function rememberPage(page: string): void {
  const pages = readHistory().filter((seen) => seen !== page);
  pages.push(page);
  writeCookie(HISTORY_COOKIE, JSON.stringify(pages.slice(-HISTORY_LIMIT)), HISTORY_COOKIE_SECONDS);
}
