import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SiteScroll } from "../components/site-scroll";
import { SCROLL_TO_TOP_MS, SHOW_AFTER_PX } from "../utils/scroll-to-top";
import { fakePage, setReducedMotion, type FakePage } from "./fake-page";

let page: FakePage;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
  setReducedMotion(false);
  page = fakePage();
});
afterEach(() => {
  jest.useRealTimers();
});

function backToTop() {
  return screen.queryByRole("button", { name: "Back to top" });
}

test("should be hidden until the page is scrolled past 100 px", () => {
  expect(SHOW_AFTER_PX).toBe(100);
  render(<SiteScroll />);
  expect(backToTop()).toBeNull();
  expect(screen.getByRole("button", { name: "Back to top", hidden: true })).not.toBeVisible();

  act(() => page.scrollBy(100));
  expect(backToTop()).toBeNull();
  act(() => page.scrollBy(1));
  expect(backToTop()).toBeVisible();
  act(() => page.scrollBy(-1));
  expect(backToTop()).toBeNull();
});

test("should take the page to the top over 800 ms, then move focus to the top", async () => {
  expect(SCROLL_TO_TOP_MS).toBe(800);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<SiteScroll />);
  act(() => page.scrollBy(1600));
  await user.click(backToTop()!);

  act(() => jest.advanceTimersByTime(400));
  // Half way in time, half way in distance (ease in and out), still going.
  expect(page.wrapwrap.scrollTop).toBeGreaterThan(600);
  expect(page.wrapwrap.scrollTop).toBeLessThan(1000);
  expect(page.header).not.toHaveFocus();

  act(() => jest.advanceTimersByTime(380));
  expect(page.wrapwrap.scrollTop).toBeGreaterThan(0);
  await act(async () => {
    jest.advanceTimersByTime(60);
  });
  expect(page.wrapwrap.scrollTop).toBe(0);
  expect(page.header).toHaveFocus();
  expect(page.header).toHaveAttribute("tabindex", "-1");
  // Every step at once, whatever CSS scroll-behavior says.
  expect(page.scrollTo.mock.calls.every(([options]) => options.behavior === "instant")).toBe(true);
  // Hidden again at the top.
  expect(backToTop()).toBeNull();

  // The next Tab goes on from the top; the header gives its tabindex back.
  await user.tab();
  expect(screen.getByRole("link", { name: "Home" })).toHaveFocus();
  expect(page.header).not.toHaveAttribute("tabindex");
});

test("should go to the top at once when the visitor prefers reduced motion", async () => {
  setReducedMotion(true);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<SiteScroll />);
  act(() => page.scrollBy(900));
  await user.click(backToTop()!);
  expect(page.wrapwrap.scrollTop).toBe(0);
  expect(page.scrollTo).toHaveBeenCalledTimes(1);
  expect(page.header).toHaveFocus();
});

test("should be used with the keyboard", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<SiteScroll />);
  act(() => page.scrollBy(500));
  page.header.querySelector("a")!.focus();
  await user.tab();
  expect(backToTop()).toHaveFocus();
  await user.keyboard("{Enter}");
  await act(async () => {
    jest.advanceTimersByTime(900);
  });
  expect(page.wrapwrap.scrollTop).toBe(0);
  expect(page.header).toHaveFocus();
});

test("should stop where it is when the visitor scrolls meanwhile, focus left alone", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<SiteScroll />);
  act(() => page.scrollBy(1600));
  await user.click(backToTop()!);
  act(() => jest.advanceTimersByTime(200));
  const stoppedAt = page.wrapwrap.scrollTop;
  act(() => {
    window.dispatchEvent(new Event("wheel"));
  });
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  expect(page.wrapwrap.scrollTop).toBeGreaterThan(0);
  expect(page.wrapwrap.scrollTop).toBeLessThanOrEqual(stoppedAt);
  expect(page.header).not.toHaveFocus();
});

test("should rise above Odoo's cookie bar while it is shown", async () => {
  const bar = document.createElement("div");
  bar.id = "website_cookies_bar";
  bar.innerHTML = '<div class="modal"><div class="modal-content"></div></div>';
  document.body.append(bar);
  const content = bar.querySelector<HTMLElement>(".modal-content")!;
  content.getBoundingClientRect = () => ({ top: window.innerHeight - 141.5 }) as DOMRect;
  render(<SiteScroll />);
  act(() => page.scrollBy(500));
  // The page's bottom-right widgets rise by it in their CSS (site-scroll.css,
  // the live chat button's livechat-button.css).
  const obstacle = () => document.documentElement.style.getPropertyValue("--wb-obstacle");
  expect(obstacle()).toBe("0px");

  await act(async () => {
    bar.querySelector(".modal")!.classList.add("show");
  });
  expect(obstacle()).toBe("142px");
  await act(async () => {
    bar.querySelector(".modal")!.classList.remove("show");
  });
  expect(obstacle()).toBe("0px");
});
