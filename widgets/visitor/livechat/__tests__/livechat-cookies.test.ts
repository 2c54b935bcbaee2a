import { AUTO_POPUP_COOKIE_SECONDS, AUTO_POPUP_MIN_WIDTH, scheduleAutoPopup } from "../utils/auto-popup";
import {
  HISTORY_COOKIE_SECONDS,
  HISTORY_LIMIT,
  readCookie,
  readHistory,
  rememberPage,
  SESSION_COOKIE,
} from "../utils/livechat-cookies";
import {
  readSession,
  SESSION_COOKIE_SECONDS,
  writeSession,
  type LivechatSession,
} from "../utils/livechat-session";
import { hasSessionCookie } from "../utils/session-cookie-present";

// What each write asked the browser for: jsdom keeps the cookies, not their max-age.
let written: string[] = [];
const cookieDescriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;

beforeEach(() => {
  written = [];
  Object.defineProperty(document, "cookie", {
    configurable: true,
    get: () => cookieDescriptor.get!.call(document),
    set: (value: string) => {
      written.push(value);
      cookieDescriptor.set!.call(document, value);
    },
  });
});
afterEach(() => {
  for (const part of document.cookie.split("; ")) {
    const name = part.split("=")[0];
    if (name) cookieDescriptor.set!.call(document, `${name}=; path=/; max-age=0`);
  }
  delete (document as { cookie?: string }).cookie;
  jest.useRealTimers();
});

const session: LivechatSession = { name: "Visitor Olga", operator: [3, "Olga"], folded: false, uid: null };

test("should keep the last 15 pages for 1 day in the history cookie, the newest last, each once", () => {
  expect([HISTORY_LIMIT, HISTORY_COOKIE_SECONDS]).toEqual([15, 24 * 60 * 60]);
  for (let page = 1; page <= 17; page++) rememberPage(`/shop?page=${page}`);
  rememberPage("/shop?page=5");
  const pages = readHistory();
  expect(pages).toHaveLength(15);
  expect(pages[0]).toBe("/shop?page=3");
  expect(pages.at(-1)).toBe("/shop?page=5");
  expect(pages.filter((page) => page === "/shop?page=5")).toHaveLength(1);
  expect(written.at(-1)).toMatch(/; path=\/; max-age=86400; SameSite=Lax$/);
});

test("should read a broken history cookie as no history", () => {
  cookieDescriptor.set!.call(document, "weekbox_livechat_history=%7Bnot%20json; path=/");
  expect(readHistory()).toEqual([]);
  cookieDescriptor.set!.call(document, `weekbox_livechat_history=${encodeURIComponent('{"a":1}')}; path=/`);
  expect(readHistory()).toEqual([]);
});

test("should keep the session for 1 hour, for the visitor who started it only", () => {
  expect(SESSION_COOKIE_SECONDS).toBe(60 * 60);
  expect(hasSessionCookie()).toBe(false);
  writeSession({ ...session, id: 12, uuid: "abc", folded: true });
  expect(written.at(-1)).toMatch(new RegExp(`^${SESSION_COOKIE}=.*; max-age=3600; SameSite=Lax$`));
  expect(hasSessionCookie()).toBe(true);
  expect(readSession(null)).toEqual({ ...session, id: 12, uuid: "abc", folded: true });
  // Logged in since: another visitor.
  expect(readSession(8)).toBeNull();
  writeSession(null);
  expect(readCookie(SESSION_COOKIE)).toBeNull();
  expect(hasSessionCookie()).toBe(false);
});

test("should read a session cookie that is not one as no session", () => {
  cookieDescriptor.set!.call(document, `${SESSION_COOKIE}=${encodeURIComponent('{"name":1}')}; path=/`);
  expect(readSession(null)).toBeNull();
  cookieDescriptor.set!.call(document, `${SESSION_COOKIE}=%7B; path=/`);
  expect(readSession(null)).toBeNull();
});

test("should open the window by itself after the rule's timer, once an hour, not under 576 px", () => {
  jest.useFakeTimers();
  expect([AUTO_POPUP_MIN_WIDTH, AUTO_POPUP_COOKIE_SECONDS]).toEqual([576, 3600]);
  Object.defineProperty(window, "innerWidth", { configurable: true, value: 576 });
  const open = jest.fn();
  scheduleAutoPopup(8, open);
  jest.advanceTimersByTime(7_999);
  expect(open).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(open).toHaveBeenCalledTimes(1);
  expect(written.at(-1)).toBe("weekbox_livechat_auto_popup=1; path=/; max-age=3600; SameSite=Lax");
  // Within the hour: not again.
  scheduleAutoPopup(0, open);
  jest.advanceTimersByTime(60_000);
  expect(open).toHaveBeenCalledTimes(1);
});

test("should never open the window by itself on extra-small screens, nor once cancelled", () => {
  jest.useFakeTimers();
  const open = jest.fn();
  Object.defineProperty(window, "innerWidth", { configurable: true, value: 575 });
  scheduleAutoPopup(1, open);
  Object.defineProperty(window, "innerWidth", { configurable: true, value: 1280 });
  const cancel = scheduleAutoPopup(1, open);
  cancel();
  jest.advanceTimersByTime(10_000);
  expect(open).not.toHaveBeenCalled();
});
