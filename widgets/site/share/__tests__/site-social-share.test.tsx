import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SiteSocialShare, SOCIAL_POPOVER_CLOSE_DELAY_MS } from "../components/site-social-share";
import { SOCIAL_SHARE_POPUP } from "../utils/share-popup";
import { DEFAULT_SOCIAL_NETWORKS } from "../utils/social-share-url";

// Odoo 17's forum post share link (website_forum/views/forum_forum_templates_post.xml).
const ELEMENT = `<a href="javascript:void(0)" class="oe_social_share btn" data-urlshare="http://localhost/forum/help-1/question-2" data-hashtags="#question"><i class="fa fa-share-alt" title="Share"></i></a>`;

let element: HTMLElement;
let open: jest.SpyInstance;

beforeEach(() => {
  document.title = "How do I skip a week? | Weekbox Meals";
  document.body.innerHTML = ELEMENT;
  element = document.querySelector<HTMLElement>(".oe_social_share")!;
  open = jest.spyOn(window, "open").mockImplementation(() => null);
});

afterEach(() => {
  open.mockRestore();
  jest.useRealTimers();
});

function setup(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  const view = render(<SiteSocialShare element={element} />, {
    container: document.body.appendChild(document.createElement("div")),
  });
  return { user, ...view };
}

const hover = () => fireEvent(element, new MouseEvent("pointerenter"));

test("should open a popover of four networks on hover", async () => {
  setup();
  hover();
  const dialog = await screen.findByRole("dialog", { name: "Share this page" });
  expect(DEFAULT_SOCIAL_NETWORKS).toHaveLength(4);
  expect(
    within(dialog)
      .getAllByRole("button")
      .map((b) => b.getAttribute("aria-label")),
  ).toEqual(["Share on Facebook", "Share on X (Twitter)", "Share on LinkedIn", "Share on WhatsApp"]);
  expect(element).toHaveAttribute("aria-expanded", "true");
});

test("should offer only the networks the element names", async () => {
  element.setAttribute("data-social", "linkedin, twitter, myspace");
  setup();
  hover();
  const dialog = await screen.findByRole("dialog");
  expect(within(dialog).getAllByRole("button")).toHaveLength(2);
});

test("should share in a 500 × 500 popup with the company and the element's hashtags", async () => {
  const { user } = setup();
  hover();
  await user.click(await screen.findByRole("button", { name: "Share on X (Twitter)" }));
  const [href, , features] = open.mock.calls[0] as [string, string, string];
  expect(SOCIAL_SHARE_POPUP).toEqual({ width: 500, height: 500 });
  expect(features).toContain("width=500");
  expect(features).toContain("height=500");
  const url = new URL(href);
  expect(url.searchParams.get("text")).toBe(
    "How do I skip a week? #WeekboxMeals #question - http://localhost/forum/help-1/question-2",
  );
  open.mockClear();
  await user.click(screen.getByRole("button", { name: "Share on WhatsApp" }));
  expect(new URL(open.mock.calls[0][0] as string).searchParams.get("text")).toBe(
    "How do I skip a week? #WeekboxMeals #question http://localhost/forum/help-1/question-2",
  );
  open.mockClear();
  await user.click(screen.getByRole("button", { name: "Share on Facebook" }));
  const facebook = new URL(open.mock.calls[0][0] as string);
  expect(facebook.searchParams.get("u")).toBe("http://localhost/forum/help-1/question-2");
  // Its sharer takes one hashtag: the element's own, before the company's.
  expect(facebook.searchParams.get("hashtag")).toBe("#question");
  open.mockClear();
  await user.click(screen.getByRole("button", { name: "Share on LinkedIn" }));
  const linkedIn = new URL(open.mock.calls[0][0] as string);
  expect(`${linkedIn.origin}${linkedIn.pathname}`).toBe("https://www.linkedin.com/feed/");
  expect(linkedIn.searchParams.get("text")).toBe(
    "How do I skip a week? #WeekboxMeals #question http://localhost/forum/help-1/question-2",
  );
});

test("should share on Facebook with the company's hashtag when the element has none", async () => {
  element.removeAttribute("data-hashtags");
  const { user } = setup();
  hover();
  await user.click(await screen.findByRole("button", { name: "Share on Facebook" }));
  expect(new URL(open.mock.calls[0][0] as string).searchParams.get("hashtag")).toBe("#WeekboxMeals");
});

test("should share the page's URL without query or hash when the element gives none", async () => {
  element.removeAttribute("data-urlshare");
  window.history.replaceState(null, "", "/forum/x?page=2#answer-3");
  const { user } = setup();
  hover();
  await user.click(await screen.findByRole("button", { name: "Share on Facebook" }));
  expect(new URL(open.mock.calls[0][0] as string).searchParams.get("u")).toBe("http://localhost/forum/x");
});

test("should close 200 ms after the pointer leaves", async () => {
  jest.useFakeTimers();
  setup({ advanceTimers: jest.advanceTimersByTime });
  hover();
  expect(await screen.findByRole("dialog")).toBeInTheDocument();
  fireEvent(element, new MouseEvent("pointerleave"));
  act(() => jest.advanceTimersByTime(SOCIAL_POPOVER_CLOSE_DELAY_MS - 1));
  expect(screen.getByRole("dialog")).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});

test("should open from the keyboard with focus inside, and give focus back on Escape", async () => {
  const { user } = setup();
  expect(element).toHaveAttribute("role", "button");
  expect(element).toHaveAttribute("aria-expanded", "false");
  element.focus();
  await user.keyboard("{Enter}");
  const dialog = await screen.findByRole("dialog");
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await waitFor(() => expect(element).toHaveFocus());
});

test("should give the element back exactly as it was on unmount", async () => {
  const before = element.outerHTML;
  const { unmount } = setup();
  hover();
  await screen.findByRole("dialog");
  expect(element.outerHTML).not.toBe(before);
  act(() => unmount());
  expect(element.outerHTML).toBe(before);
});
