/**
 * Whether the visitor has a live chat session cookie (SESSION_COOKIE of
 * livechat-cookies.ts, named again here: the launcher on every page imports
 * nothing the later chunks share, or that would be one more file on every page).
 */
export function hasSessionCookie(): boolean {
  return /(?:^|; )weekbox_livechat_session=/.test(document.cookie);
}
