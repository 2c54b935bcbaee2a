import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { openMailLink } from "@/core/page/page-navigation";
import { SiteShare } from "../components/site-share";
import { SHARE_POPUP } from "../utils/share-popup";

// jsdom cannot navigate: the mail link is checked where the widget hands it over.
jest.mock("@/core/page/page-navigation");

// Odoo 17's s_share snippet (website/views/snippets/s_share.xml), with hashtags.
const BLOCK = `
  <div class="s_share text-start o_no_link_popover" data-hashtags="#weekbox #mealbox">
    <h4 class="s_share_title d-none">Share</h4>
    <a href="https://www.facebook.com/sharer/sharer.php?u={url}" class="s_share_facebook" target="_blank" aria-label="Facebook"><i class="fa fa-facebook"></i></a>
    <a href="https://twitter.com/intent/tweet?text={title}&amp;url={url}" class="s_share_twitter" target="_blank" aria-label="Twitter"><i class="fa fa-twitter"></i></a>
    <a href="https://www.linkedin.com/sharing/share-offsite/?url={url}" class="s_share_linkedin" target="_blank" aria-label="LinkedIn"><i class="fa fa-linkedin"></i></a>
    <a href="https://wa.me/?text={title}" class="s_share_whatsapp" target="_blank" aria-label="WhatsApp"><i class="fa fa-whatsapp"></i></a>
    <a href="https://pinterest.com/pin/create/button/?url={url}&amp;media={media}&amp;description={title}" class="s_share_pinterest" target="_blank" aria-label="Pinterest"><i class="fa fa-pinterest"></i></a>
    <a href="mailto:?body={url}&amp;subject={title}" class="s_share_email" aria-label="Email"><i class="fa fa-envelope"></i></a>
    <a href="https://www.instagram.com/weekbox" class="s_share_instagram" target="_blank" aria-label="Instagram">Instagram</a>
  </div>`;

const PAGE_URL = "http://localhost/about-us?x=1";
let block: HTMLElement;
let open: jest.SpyInstance;

beforeEach(() => {
  window.history.replaceState(null, "", "/about-us?x=1");
  document.head.innerHTML = `<meta property="og:image" content="http://localhost/web/image/website/1/logo"/>`;
  document.title = "About us | Weekbox";
  document.body.innerHTML = BLOCK;
  block = document.querySelector<HTMLElement>(".s_share")!;
  open = jest.spyOn(window, "open").mockImplementation(() => null);
});

afterEach(() => {
  open.mockRestore();
  document.head.innerHTML = "";
});

function setup() {
  const user = userEvent.setup();
  const view = render(<SiteShare element={block} />, {
    container: document.body.appendChild(document.createElement("div")),
  });
  return { user, ...view };
}

const link = (name: string) => block.querySelector<HTMLAnchorElement>(`[aria-label="${name}"]`)!;
const openedUrl = () => new URL(open.mock.calls[0][0] as string);

test("should open the sharer in a popup of 600 × 550 px (spec 550x600), filled with the page's URL", async () => {
  const { user } = setup();
  await user.click(link("Facebook"));
  expect(open).toHaveBeenCalledTimes(1);
  const [, target, features] = open.mock.calls[0] as [string, string, string];
  expect(SHARE_POPUP).toEqual({ width: 600, height: 550 });
  expect(features).toContain("width=600");
  expect(features).toContain("height=550");
  expect(target).toBe("_blank");
  expect(openedUrl().searchParams.get("u")).toBe(PAGE_URL);
  expect(openedUrl().searchParams.get("hashtag")).toBe("#weekbox");
});

test("should fill X's text, URL and the block's hashtags", async () => {
  const { user } = setup();
  await user.click(link("Twitter"));
  const url = openedUrl();
  expect(url.hostname).toBe("twitter.com");
  expect(url.searchParams.get("text")).toBe("About us | Weekbox");
  expect(url.searchParams.get("url")).toBe(PAGE_URL);
  expect(url.searchParams.get("hashtags")).toBe("weekbox,mealbox");
});

test("should keep the hashtags the X link has of its own", async () => {
  link("Twitter").setAttribute(
    "href",
    "https://twitter.com/intent/tweet?text={title}&url={url}&hashtags=own",
  );
  const { user } = setup();
  await user.click(link("Twitter"));
  expect(openedUrl().searchParams.get("hashtags")).toBe("own");
});

test("should put the title, the URL and the hashtags in WhatsApp's text", async () => {
  const { user } = setup();
  await user.click(link("WhatsApp"));
  expect(openedUrl().searchParams.get("text")).toBe(`About us | Weekbox ${PAGE_URL} #weekbox #mealbox`);
});

test("should give Pinterest the og:image, and drop the media of a page without one", async () => {
  const { user } = setup();
  await user.click(link("Pinterest"));
  expect(openedUrl().searchParams.get("media")).toBe("http://localhost/web/image/website/1/logo");
  expect(openedUrl().searchParams.get("description")).toBe("About us | Weekbox #weekbox #mealbox");
  document.head.querySelector("meta")!.remove();
  open.mockClear();
  await user.click(link("Pinterest"));
  expect(openedUrl().searchParams.has("media")).toBe(false);
});

test("should read the page's URL when the link is used, not when the page loaded", async () => {
  const { user } = setup();
  window.history.replaceState(null, "", "/about-us?x=2#team");
  await user.click(link("Facebook"));
  expect(openedUrl().searchParams.get("u")).toBe("http://localhost/about-us?x=2#team");
});

test("should write the title, the URL and the block's hashtags in LinkedIn's post", async () => {
  const { user } = setup();
  await user.click(link("LinkedIn"));
  // Its share-offsite page takes the URL only: the post composer takes text.
  const url = openedUrl();
  expect(`${url.origin}${url.pathname}`).toBe("https://www.linkedin.com/feed/");
  expect(url.searchParams.get("shareActive")).toBe("true");
  expect(url.searchParams.get("text")).toBe(`About us | Weekbox ${PAGE_URL} #weekbox #mealbox`);
});

test("should keep LinkedIn's share-offsite page for a block without hashtags", async () => {
  block.removeAttribute("data-hashtags");
  const { user } = setup();
  await user.click(link("LinkedIn"));
  expect(openedUrl().toString()).toBe(
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(PAGE_URL)}`,
  );
});

test("should know Facebook's and LinkedIn's sharers by their address when the link has no network class", async () => {
  link("Facebook").className = "";
  link("LinkedIn").className = "";
  const { user } = setup();
  await user.click(link("Facebook"));
  expect(openedUrl().searchParams.get("hashtag")).toBe("#weekbox");
  open.mockClear();
  await user.click(link("LinkedIn"));
  expect(openedUrl().searchParams.get("text")).toContain("#weekbox #mealbox");
});

test("should fill the email link without '+' for spaces and open no popup", async () => {
  const { user } = setup();
  await user.click(link("Email"));
  expect(open).not.toHaveBeenCalled();
  const href = link("Email").getAttribute("href")!;
  expect(openMailLink).toHaveBeenCalledWith(href, window);
  expect(href).toContain("subject=About%20us%20%7C%20Weekbox");
  expect(new URL(href).searchParams.get("body")).toBe(PAGE_URL);
});

test("should keep the links real links, filled for a middle click or a new tab", () => {
  setup();
  expect(new URL(link("LinkedIn").getAttribute("href")!).searchParams.get("text")).toBe(
    `About us | Weekbox ${PAGE_URL} #weekbox #mealbox`,
  );
  const middle = new MouseEvent("click", { bubbles: true, cancelable: true, button: 1 });
  link("LinkedIn").dispatchEvent(middle);
  const ctrl = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
  link("LinkedIn").dispatchEvent(ctrl);
  expect(middle.defaultPrevented).toBe(false);
  expect(ctrl.defaultPrevented).toBe(false);
  expect(open).not.toHaveBeenCalled();
});

test("should share from the keyboard", async () => {
  const { user } = setup();
  link("Twitter").focus();
  await user.keyboard("{Enter}");
  expect(open).toHaveBeenCalledTimes(1);
  expect(openedUrl().hostname).toBe("twitter.com");
});

test("should leave a plain social link alone", async () => {
  const { user } = setup();
  const instagram = link("Instagram");
  instagram.addEventListener("click", (event) => event.preventDefault()); // jsdom navigation
  await user.click(instagram);
  expect(open).not.toHaveBeenCalled();
  expect(instagram.getAttribute("href")).toBe("https://www.instagram.com/weekbox");
});

test("should give the block back exactly as it was on unmount", async () => {
  const before = block.outerHTML;
  const { user, unmount } = setup();
  await user.click(link("Twitter"));
  expect(block.outerHTML).not.toBe(before);
  unmount();
  expect(block.outerHTML).toBe(before);
  open.mockClear();
  link("Twitter").addEventListener("click", (event) => event.preventDefault());
  await user.click(link("Twitter"));
  expect(open).not.toHaveBeenCalled();
});
