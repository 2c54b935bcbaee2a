import { act, render } from "@testing-library/react";
import { RETRY_INTERVAL_MS, RETRY_MAX_RETRIES } from "@/core/page/retry-until";
import { SiteScroll } from "../components/site-scroll";
import { parseScrollTopHash } from "../utils/scroll-top-hash";
import { fakePage, setReducedMotion, type FakePage } from "./fake-page";

let page: FakePage;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
  setReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, "", "/");
});

/** What follows a #scrollTop=N hash is a lazy chunk: its import settled, and what ran after it. */
const followerLoaded = () =>
  act(async () => {
    await import("../utils/follow-scroll-top");
    await Promise.resolve();
  });

async function arriveWith(hash: string, height: number) {
  window.history.replaceState(null, "", `/contactus?x=1${hash}`);
  page = fakePage(height);
  render(<SiteScroll />);
  await followerLoaded();
}

test("should read Odoo's #scrollTop=N and nothing else", () => {
  expect(parseScrollTopHash("#scrollTop=1200")).toBe(1200);
  expect(parseScrollTopHash("#a=1&scrollTop=30")).toBe(30);
  expect(parseScrollTopHash("#scrollTop=")).toBeUndefined();
  expect(parseScrollTopHash("#scrollTop=-5")).toBeUndefined();
  expect(parseScrollTopHash("#myscrollTop=5")).toBeUndefined();
  expect(parseScrollTopHash("#section")).toBeUndefined();
  expect(parseScrollTopHash("")).toBeUndefined();
});

test("should scroll the page to offset N at once when it is tall enough", async () => {
  await arriveWith("#scrollTop=1200", 3000);
  expect(page.wrapwrap.scrollTop).toBe(1200);
  expect(page.scrollTo).toHaveBeenCalledTimes(1);
  expect(page.scrollTo).toHaveBeenCalledWith({ top: 1200, behavior: "instant" });
});

test("should leave the page alone without a scrollTop hash", async () => {
  await arriveWith("#section", 3000);
  act(() => jest.advanceTimersByTime(10_000));
  expect(page.scrollTo).not.toHaveBeenCalled();
});

test("should try again every 100 ms while the page grows, and scroll once it is tall enough", async () => {
  expect(RETRY_INTERVAL_MS).toBe(100);
  await arriveWith("#scrollTop=1200", 900);
  act(() => jest.advanceTimersByTime(RETRY_INTERVAL_MS * 3));
  expect(page.scrollTo).not.toHaveBeenCalled();
  // The widgets rendered: the page is tall enough at the next try, not before.
  page.setHeight(2500);
  act(() => jest.advanceTimersByTime(RETRY_INTERVAL_MS - 1));
  expect(page.scrollTo).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(page.wrapwrap.scrollTop).toBe(1200);
  act(() => jest.advanceTimersByTime(10_000));
  expect(page.scrollTo).toHaveBeenCalledTimes(1);
});

test("should give up after 50 tries more, going as far as the page allows", async () => {
  expect(RETRY_MAX_RETRIES).toBe(50);
  await arriveWith("#scrollTop=5000", 1000);
  act(() => jest.advanceTimersByTime(RETRY_INTERVAL_MS * RETRY_MAX_RETRIES - 1));
  expect(page.scrollTo).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(page.scrollTo).toHaveBeenCalledWith({ top: 5000, behavior: "instant" });
  expect(page.wrapwrap.scrollTop).toBe(200);
  page.setHeight(9000);
  act(() => jest.advanceTimersByTime(10_000));
  expect(page.scrollTo).toHaveBeenCalledTimes(1);
});

test("should stop trying once the visitor scrolls", async () => {
  await arriveWith("#scrollTop=1200", 900);
  act(() => jest.advanceTimersByTime(RETRY_INTERVAL_MS * 2));
  act(() => {
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "PageDown" }));
  });
  page.setHeight(3000);
  act(() => jest.advanceTimersByTime(RETRY_INTERVAL_MS * RETRY_MAX_RETRIES));
  expect(page.scrollTo).not.toHaveBeenCalled();
});

test("should follow a new #scrollTop=N on the same page", async () => {
  await arriveWith("", 3000);
  act(() => {
    window.history.replaceState(null, "", "/contactus#scrollTop=700");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  });
  await followerLoaded();
  expect(page.wrapwrap.scrollTop).toBe(700);
});

describe("while Odoo's own widgets start", () => {
  const odooWindow = window as unknown as { odoo?: { __WOWL_DEBUG__?: unknown } };
  let odooBundle: HTMLScriptElement;
  beforeEach(() => {
    // The page calls Odoo's frontend bundle, as a page that is not lean does
    // (lazily: data-src, until the page has loaded).
    odooBundle = document.createElement("script");
    odooBundle.setAttribute("data-src", "/web/assets/1/d21f605/web.assets_frontend_lazy.min.js");
    odooBundle.type = "text/x-not-run";
    document.head.append(odooBundle);
  });
  afterEach(() => {
    delete odooWindow.odoo;
    odooBundle.remove();
  });
  // The hold's checks, and what their promises do after them.
  const nextCheck = () => act(async () => jest.advanceTimersByTime(RETRY_INTERVAL_MS));

  test("should keep offset N when Odoo's header takes the page back by its height as it starts", async () => {
    await arriveWith("#scrollTop=600", 3000);
    expect(page.wrapwrap.scrollTop).toBe(600);
    await nextCheck();
    // Odoo's header, starting on a scrolled page, scrolls back by its height
    // (website's menu.js _adjustUrlAutoScroll), then its public root is started.
    act(() => page.scrollBy(-58));
    odooWindow.odoo = { __WOWL_DEBUG__: {} };
    expect(page.wrapwrap.scrollTop).toBe(600);
    await nextCheck();
    await nextCheck();
    // Once Odoo has started, the page is the visitor's and anything's again.
    act(() => page.scrollBy(-100));
    expect(page.wrapwrap.scrollTop).toBe(500);
  });

  test("should not hold the page against the visitor's own scrolling", async () => {
    await arriveWith("#scrollTop=600", 3000);
    act(() => {
      window.dispatchEvent(new WheelEvent("wheel"));
      page.scrollBy(-200);
    });
    expect(page.wrapwrap.scrollTop).toBe(400);
  });

  test("should hold nothing on a lean page, which has no Odoo header to start", async () => {
    odooBundle.remove();
    await arriveWith("#scrollTop=600", 3000);
    // Our own back-to-top, say, moves the page without the visitor's wheel or keys.
    act(() => page.scrollBy(-100));
    expect(page.wrapwrap.scrollTop).toBe(500);
  });

  test("should let go after the retry window when Odoo never starts", async () => {
    await arriveWith("#scrollTop=600", 3000);
    await act(async () => jest.advanceTimersByTime(RETRY_INTERVAL_MS * RETRY_MAX_RETRIES));
    act(() => page.scrollBy(-100));
    expect(page.wrapwrap.scrollTop).toBe(500);
  });
});
