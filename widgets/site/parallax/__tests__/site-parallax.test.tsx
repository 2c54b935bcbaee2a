import { act, render } from "@testing-library/react";
import { SiteParallax } from "../components/site-parallax";
import { parallaxRange, parallaxTranslate } from "../utils/parallax-offset";

function section(ratio: string) {
  return `<section class="s_parallax parallax bg-black-50 o_half_screen_height" data-scroll-background-ratio="${ratio}">
    <span class="s_parallax_bg oe_img_bg" style="background-image: url('/web/image/website.s_parallax_default_image'); background-position: 50% 75%;"></span>
    <div class="oe_structure"><h2>Fresh every week</h2></div>
  </section>`;
}

let element: HTMLElement;
let top = 0;
let reducedMotion = false;
let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  top = 1000;
  reducedMotion = false;
  frames = [];
  Object.defineProperty(window, "innerHeight", { configurable: true, value: 800 });
  window.matchMedia = ((query: string) => ({
    matches: query.includes("prefers-reduced-motion: reduce") ? reducedMotion : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
  jest.spyOn(window, "cancelAnimationFrame").mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  // @ts-expect-error jsdom has none of its own
  delete window.matchMedia;
});

function setup(ratio = "0.5") {
  document.body.innerHTML = section(ratio);
  element = document.querySelector<HTMLElement>(".parallax")!;
  element.getBoundingClientRect = () => ({ top, height: 400 }) as DOMRect;
  return render(<SiteParallax element={element} />, {
    container: document.body.appendChild(document.createElement("div")),
  });
}

const background = () => element.querySelector<HTMLElement>(".s_parallax_bg")!;

function scrollTo(sectionTop: number) {
  top = sectionTop;
  document.dispatchEvent(new Event("scroll"));
}

function runFrames() {
  const pending = frames;
  frames = [];
  act(() => pending.forEach((callback) => callback(0)));
}

test("should compute Odoo's parallax: a tenth of the viewport per unit of speed, +range entering to -range leaving", () => {
  expect(parallaxRange(0.5, 800)).toBe(40);
  expect(parallaxTranslate({ top: 800, height: 400 }, 800, 40)).toBe(40);
  expect(parallaxTranslate({ top: -400, height: 400 }, 800, 40)).toBe(-40);
  expect(parallaxTranslate({ top: 200, height: 400 }, 800, 40)).toBe(0);
  expect(parallaxTranslate({ top: 900, height: 400 }, 800, 40)).toBeNull();
});

test("should move the background with a transform as the page scrolls, once per frame", () => {
  setup();
  expect(background().style.top).toBe("-40px");
  expect(background().style.bottom).toBe("-40px");
  scrollTo(800);
  scrollTo(500);
  scrollTo(200);
  expect(frames).toHaveLength(1);
  runFrames();
  expect(background().style.transform).toBe("translateY(0px)");
  scrollTo(-200);
  runFrames();
  expect(background().style.transform).toBe("translateY(-27px)");
});

test("should change nothing but the transform while scrolling (no layout shift)", () => {
  setup();
  scrollTo(600);
  runFrames();
  const { top: before, bottom } = background().style;
  const sectionStyle = element.getAttribute("style");
  scrollTo(100);
  runFrames();
  expect(background().style.top).toBe(before);
  expect(background().style.bottom).toBe(bottom);
  expect(element.getAttribute("style")).toBe(sectionStyle);
});

test("should listen to scroll (of any scroller) and resize passively", () => {
  const onWindow = jest.spyOn(window, "addEventListener");
  const onDocument = jest.spyOn(document, "addEventListener");
  setup();
  const resize = onWindow.mock.calls.filter(([type]) => type === "resize");
  const scroll = onDocument.mock.calls.filter(([type]) => type === "scroll");
  expect(resize).toHaveLength(1);
  expect(resize[0]![2]).toEqual({ passive: true });
  expect(scroll).toHaveLength(1);
  expect(scroll[0]![2]).toEqual({ passive: true, capture: true });
});

test("should follow an element that scrolls (Odoo's #wrapwrap), not only the window", () => {
  setup();
  const wrapwrap = document.createElement("div");
  document.body.append(wrapwrap);
  top = 200;
  wrapwrap.dispatchEvent(new Event("scroll"));
  expect(frames).toHaveLength(1);
});

test("should take the new viewport's range on resize", () => {
  setup();
  Object.defineProperty(window, "innerHeight", { configurable: true, value: 1000 });
  window.dispatchEvent(new Event("resize"));
  expect(background().style.top).toBe("-50px");
});

test("should keep the background still for a visitor who asks for reduced motion", () => {
  reducedMotion = true;
  document.body.innerHTML = section("0.5");
  const before = document.querySelector(".parallax")!.outerHTML;
  setup();
  scrollTo(200);
  runFrames();
  expect(frames).toHaveLength(0);
  expect(element.outerHTML).toBe(before);
});

test("should leave a section without movement alone (speed 0, or 1: fixed by CSS)", () => {
  for (const ratio of ["0", "1"]) {
    document.body.innerHTML = section(ratio);
    const before = document.querySelector(".parallax")!.outerHTML;
    const { unmount } = setup(ratio);
    scrollTo(200);
    expect(frames).toHaveLength(0);
    expect(element.outerHTML).toBe(before);
    unmount();
  }
});

test("should give the section back exactly as it was on unmount and stop listening", () => {
  document.body.innerHTML = section("-0.5");
  const before = document.querySelector(".parallax")!.outerHTML;
  const { unmount } = setup("-0.5");
  scrollTo(300);
  runFrames();
  expect(element.outerHTML).not.toBe(before);
  unmount();
  expect(element.outerHTML).toBe(before);
  scrollTo(100);
  expect(frames).toHaveLength(0);
});
