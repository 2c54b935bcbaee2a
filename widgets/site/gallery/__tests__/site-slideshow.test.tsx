import { act, fireEvent, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SiteSlideshow } from "../components/site-slideshow";

// Odoo 17's s_image_gallery snippet in slideshow mode (website/views/snippets/s_image_gallery.xml).
function block(interval: string, images = 3) {
  const letters = Array.from({ length: images }, (_, i) => String.fromCharCode(97 + i));
  return `
  <section class="s_image_gallery o_slideshow s_image_gallery_show_indicators pt24" data-vcss="001" data-columns="3" style="height: 500px; overflow: hidden;">
    <div class="container">
      <div id="slideshow_sample" class="carousel slide" data-bs-ride="carousel" data-bs-interval="${interval}" style="margin: 0 12px;">
        <div class="carousel-inner" style="padding: 0;">
          ${letters
            .map(
              (letter, i) =>
                `<div class="carousel-item${i === 0 ? " active" : ""}"><img class="img img-fluid d-block" src="/web/image/${letter}" data-name="Image" data-index="${i}" alt=" "></div>`,
            )
            .join("")}
        </div>
        <ul class="carousel-indicators">
          <li class="o_indicators_left text-center d-none" aria-label="Previous" title="Previous"><i class="oi oi-chevron-left"></i></li>
          ${letters
            .map(
              (letter, i) =>
                `<li data-bs-target="#slideshow_sample" data-bs-slide-to="${i}" style="background-image: url(/web/image/${letter})"${i === 0 ? ' class="active"' : ""}></li>`,
            )
            .join("")}
          <li class="o_indicators_right text-center d-none" aria-label="Next" title="Next"><i class="oi oi-chevron-right"></i></li>
        </ul>
        <a class="carousel-control-prev o_we_no_overlay o_not_editable" href="#slideshow_sample" data-bs-slide="prev" aria-label="Previous" title="Previous"><span class="oi oi-chevron-left fa-2x text-white"></span><span class="visually-hidden">Previous</span></a>
        <a class="carousel-control-next o_we_no_overlay o_not_editable" href="#slideshow_sample" data-bs-slide="next" aria-label="Next" title="Next"><span class="oi oi-chevron-right fa-2x text-white"></span><span class="visually-hidden">Next</span></a>
      </div>
    </div>
  </section>`;
}

let section: HTMLElement;
let reducedMotion = false;

function mockMatchMedia() {
  window.matchMedia = ((query: string) => ({
    matches: query.includes("prefers-reduced-motion: reduce") ? reducedMotion : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  reducedMotion = false;
  mockMatchMedia();
});

afterEach(() => {
  jest.useRealTimers();
  // @ts-expect-error jsdom has none of its own
  delete window.matchMedia;
});

function setup(interval = "0", options: { advanceTimers?: (ms: number) => void; images?: number } = {}) {
  document.body.innerHTML = block(interval, options.images);
  section = document.querySelector<HTMLElement>(".s_image_gallery")!;
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(<SiteSlideshow element={section} />, {
    container: document.body.appendChild(document.createElement("div")),
  });
  return { user, ...view };
}

const items = () => Array.from(section.querySelectorAll(".carousel-item"));
const activeIndex = () => items().findIndex((item) => item.classList.contains("active"));
const indicators = () => Array.from(section.querySelectorAll<HTMLElement>("[data-bs-slide-to]"));
const control = (side: "prev" | "next") => section.querySelector<HTMLElement>(`[data-bs-slide="${side}"]`)!;

test("should go to the next and previous slide with the arrows, round the ends", async () => {
  const { user } = setup();
  await user.click(control("next"));
  expect(activeIndex()).toBe(1);
  expect(indicators()[1]).toHaveClass("active");
  expect(indicators()[1]).toHaveAttribute("aria-current", "true");
  expect(indicators()[0]).not.toHaveClass("active");
  await user.click(control("prev"));
  await user.click(control("prev"));
  expect(activeIndex()).toBe(2);
});

test("should keep the clicks from Bootstrap's carousel and from following the link", async () => {
  // Bootstrap 5.1 delegates from the document in the capture phase.
  const bootstrap = jest.fn();
  document.addEventListener("click", bootstrap, true);
  const { user } = setup();
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  act(() => {
    control("next").dispatchEvent(click);
  });
  expect(click.defaultPrevented).toBe(true);
  await user.click(indicators()[2]!);
  expect(bootstrap).not.toHaveBeenCalled();
  document.removeEventListener("click", bootstrap, true);
});

test("should show the slide of the indicator chosen, by pointer or keyboard", async () => {
  const { user } = setup();
  await user.click(indicators()[2]!);
  expect(activeIndex()).toBe(2);
  expect(indicators()[0]).toHaveAccessibleName("Show image 1");
  act(() => indicators()[0]!.focus());
  await user.keyboard("{Enter}");
  expect(activeIndex()).toBe(0);
  act(() => indicators()[1]!.focus());
  await user.keyboard(" ");
  expect(activeIndex()).toBe(1);
});

test("should step once with Enter or Space on an arrow", async () => {
  const { user } = setup();
  act(() => control("next").focus());
  await user.keyboard("{Enter}");
  expect(activeIndex()).toBe(1);
  await user.keyboard(" ");
  expect(activeIndex()).toBe(2);
});

test("should step with ←/→ while focus is in the slideshow", async () => {
  const { user } = setup();
  act(() => indicators()[0]!.focus());
  await user.keyboard("{ArrowRight}{ArrowRight}");
  expect(activeIndex()).toBe(2);
  await user.keyboard("{ArrowLeft}");
  expect(activeIndex()).toBe(1);
});

test("should name the slideshow and its slides", () => {
  setup();
  const carousel = section.querySelector(".carousel")!;
  expect(carousel).toHaveAttribute("role", "region");
  expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  expect(carousel).toHaveAccessibleName("Image slideshow");
  expect(section.querySelector(".carousel-indicators")).toHaveAttribute("role", "group");
  expect(section.querySelector(".carousel-indicators")).toHaveAccessibleName("Choose an image");
  expect(items()[1]).toHaveAttribute("aria-roledescription", "slide");
  expect(items()[1]).toHaveAccessibleName("2 of 3");
  expect(section.querySelector(".carousel-inner")).toHaveAttribute("aria-live", "polite");
});

test("should play at the block's interval and not before", () => {
  jest.useFakeTimers();
  setup("3000");
  act(() => jest.advanceTimersByTime(2999));
  expect(activeIndex()).toBe(0);
  act(() => jest.advanceTimersByTime(1));
  expect(activeIndex()).toBe(1);
  expect(section.querySelector(".carousel-inner")).toHaveAttribute("aria-live", "off");
  act(() => jest.advanceTimersByTime(6000));
  expect(activeIndex()).toBe(0);
});

test("should not play when the block's interval is 0", () => {
  jest.useFakeTimers();
  setup("0");
  act(() => jest.advanceTimersByTime(60000));
  expect(activeIndex()).toBe(0);
});

test("should pause while the pointer is over it or focus is in it", () => {
  jest.useFakeTimers();
  setup("1000");
  const carousel = section.querySelector(".carousel")!;
  fireEvent.pointerEnter(carousel);
  act(() => jest.advanceTimersByTime(5000));
  expect(activeIndex()).toBe(0);
  fireEvent.pointerLeave(carousel);
  act(() => jest.advanceTimersByTime(1000));
  expect(activeIndex()).toBe(1);
  act(() => indicators()[0]!.focus());
  act(() => jest.advanceTimersByTime(5000));
  expect(activeIndex()).toBe(1);
  act(() => indicators()[0]!.blur());
  act(() => jest.advanceTimersByTime(1000));
  expect(activeIndex()).toBe(2);
});

test("should not play for a visitor who asks for reduced motion", () => {
  reducedMotion = true;
  jest.useFakeTimers();
  setup("1000");
  act(() => jest.advanceTimersByTime(10000));
  expect(activeIndex()).toBe(0);
});

test("should give the slideshow back exactly as it was on unmount, even after moving", async () => {
  document.body.innerHTML = block("0");
  const before = document.querySelector(".s_image_gallery")!.outerHTML;
  const { user, unmount } = setup();
  await user.click(control("next"));
  expect(section.outerHTML).not.toBe(before);
  act(() => unmount());
  expect(section.outerHTML).toBe(before);
});

describe("a row of indicators wider than the block", () => {
  // Odoo 17's thumbnails: 40 px, a 1 px border and 2.5 px margins (001.scss).
  const ROW = 300;
  const INDICATOR = 47;
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(function (this: HTMLElement) {
      return this.matches(".carousel-indicators") ? ROW : 0;
    });
    jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
      this: HTMLElement,
    ) {
      const width = this.matches("[data-bs-slide-to]:not(.d-none)") ? INDICATOR : 0;
      return {
        width,
        height: width,
        top: 0,
        left: 0,
        right: width,
        bottom: width,
        x: 0,
        y: 0,
        toJSON: () => ({}),
      };
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const shownIndicators = () =>
    indicators()
      .filter((indicator) => !indicator.classList.contains("d-none"))
      .map((indicator) => indicator.getAttribute("data-bs-slide-to"));
  const pageArrow = (side: "left" | "right") => section.querySelector<HTMLElement>(`.o_indicators_${side}`)!;

  test("should show the page of the active slide, as many as fit less three, and go a page on by its arrows", async () => {
    // floor(300 / 47) - 3 = 3 a page: 0-2, 3-5, 6-7.
    const { user } = setup("0", { images: 8 });
    expect(shownIndicators()).toEqual(["0", "1", "2"]);
    expect(pageArrow("left")).toHaveClass("d-none");
    expect(pageArrow("right")).not.toHaveClass("d-none");
    expect(pageArrow("right")).toHaveAttribute("role", "button");
    expect(pageArrow("right")).toHaveAccessibleName("Next images");

    await user.click(pageArrow("right"));
    expect(activeIndex()).toBe(3);
    expect(shownIndicators()).toEqual(["3", "4", "5"]);
    expect(pageArrow("left")).not.toHaveClass("d-none");
    expect(pageArrow("left")).toHaveAccessibleName("Previous images");
    await user.click(pageArrow("right"));
    expect(activeIndex()).toBe(6);
    expect(shownIndicators()).toEqual(["6", "7"]);
    expect(pageArrow("right")).toHaveClass("d-none");
    await user.click(pageArrow("left"));
    expect(activeIndex()).toBe(3);
  });

  test("should follow the active slide to its page when the slide arrows or the keys move it", async () => {
    const { user } = setup("0", { images: 8 });
    await user.click(control("prev"));
    expect(activeIndex()).toBe(7);
    expect(shownIndicators()).toEqual(["6", "7"]);
    await user.click(control("next"));
    expect(shownIndicators()).toEqual(["0", "1", "2"]);
  });

  test("should go a page on by keyboard, and hand the focus to the active indicator at the last page", async () => {
    const { user } = setup("0", { images: 8 });
    act(() => pageArrow("right").focus());
    await user.keyboard("{Enter}");
    expect(activeIndex()).toBe(3);
    expect(pageArrow("right")).toHaveFocus();
    await user.keyboard(" ");
    expect(activeIndex()).toBe(6);
    expect(pageArrow("right")).toHaveClass("d-none");
    expect(indicators()[6]).toHaveFocus();
  });

  test("should show every indicator when they all fit, the page arrows left hidden", () => {
    setup("0", { images: 3 });
    expect(shownIndicators()).toEqual(["0", "1", "2"]);
    expect(pageArrow("left")).toHaveClass("d-none");
    expect(pageArrow("right")).toHaveClass("d-none");
  });

  test("should give the row back as it was on unmount, after paging", async () => {
    document.body.innerHTML = block("0", 8);
    const before = document.querySelector(".s_image_gallery")!.outerHTML;
    const { user, unmount } = setup("0", { images: 8 });
    await user.click(pageArrow("right"));
    act(() => unmount());
    expect(section.outerHTML).toBe(before);
  });
});
