// "Mount when near" measures near in the element the page scrolls in: Odoo 17's
// website pages scroll inside #wrapwrap, which clips its content to the
// viewport, so a margin around the viewport would never see below the fold.
import { foldedSection, schedule } from "../mount-schedule";

type Observed = { options: IntersectionObserverInit | undefined; elements: Element[] };
let observed: Observed[] = [];

class FakeIntersectionObserver {
  record: Observed;
  constructor(_callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { options, elements: [] };
    observed.push(this.record);
  }
  observe(element: Element) {
    this.record.elements.push(element);
  }
  disconnect() {}
}

beforeEach(() => {
  observed = [];
  Object.defineProperty(window, "IntersectionObserver", {
    value: FakeIntersectionObserver,
    configurable: true,
  });
});

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  document.body.innerHTML = "";
});

function placeholder(): HTMLElement {
  const element = document.createElement("div");
  element.textContent = "menu";
  return element;
}

test("should measure near in #wrapwrap when the page scrolls there", () => {
  document.body.innerHTML = `<div id="wrapwrap" style="overflow-y: auto"><main></main></div>`;
  const wrapwrap = document.getElementById("wrapwrap")!;
  const element = placeholder();
  wrapwrap.querySelector("main")!.append(element);

  schedule(element, "visible", () => {});

  expect(observed).toHaveLength(1);
  expect(observed[0]?.options?.root).toBe(wrapwrap);
  expect(observed[0]?.options?.rootMargin).toBe("200px");
  expect(observed[0]?.elements).toEqual([element]);
});

test("should measure near in the viewport when #wrapwrap does not scroll", () => {
  document.body.innerHTML = `<div id="wrapwrap"><main></main></div>`;
  const element = placeholder();
  document.querySelector("main")!.append(element);

  schedule(element, "visible", () => {});

  expect(observed[0]?.options?.root ?? null).toBeNull();
  expect(observed[0]?.options?.rootMargin).toBe("200px");
});

test("should measure near in the viewport for an element outside #wrapwrap", () => {
  document.body.innerHTML = `<div id="wrapwrap" style="overflow-y: auto"></div>`;
  const element = placeholder();
  document.body.append(element);

  schedule(element, "visible", () => {});

  expect(observed[0]?.options?.root ?? null).toBeNull();
});

// A folded section (the product page's reviews, a collapsed `.collapse`): its
// widget loads when the visitor unfolds it or reaches for its toggle.
describe("a widget in a folded section", () => {
  let resized: (() => void)[] = [];
  let resizeObserved: Element[] = [];
  let boxed: Set<Element>;

  class FakeResizeObserver {
    constructor(callback: ResizeObserverCallback) {
      resized.push(() => callback([], this as unknown as ResizeObserver));
    }
    observe(element: Element) {
      resizeObserved.push(element);
    }
    disconnect() {
      resized = [];
    }
  }

  beforeEach(() => {
    resized = [];
    resizeObserved = [];
    // jsdom lays nothing out: which elements have a box is the test's.
    boxed = new Set();
    jest.spyOn(Element.prototype, "getClientRects").mockImplementation(function (this: Element) {
      return { length: boxed.has(this) ? 1 : 0 } as DOMRectList;
    });
    Object.defineProperty(window, "ResizeObserver", { value: FakeResizeObserver, configurable: true });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as { ResizeObserver?: unknown }).ResizeObserver;
  });

  function reviewsPage() {
    document.body.innerHTML = `
      <section id="o_product_page_reviews">
        <a class="title" data-bs-toggle="collapse" data-bs-target="#reviews" aria-controls="reviews">Reviews</a>
        <a class="stars" href="#reviews">4 reviews</a>
        <a class="other" href="#elsewhere">Elsewhere</a>
        <div id="reviews" class="collapse"><div id="discussion"><div class="thread"></div></div></div>
      </section>`;
    const section = document.getElementById("o_product_page_reviews")!;
    boxed.add(document.body).add(document.documentElement).add(section);
    for (const link of section.querySelectorAll("a")) boxed.add(link);
    return {
      element: document.querySelector(".thread")!,
      folded: document.getElementById("reviews")!,
      title: section.querySelector(".title")!,
      stars: section.querySelector(".stars")!,
      other: section.querySelector(".other")!,
    };
  }

  test("should find the outermost part without a box, and none when laid out or not at all", () => {
    const { element, folded } = reviewsPage();
    expect(foldedSection(element)).toBe(folded);
    boxed.add(folded).add(folded.firstElementChild!).add(element);
    expect(foldedSection(element)).toBeNull();
    boxed.clear();
    expect(foldedSection(element)).toBeNull();
  });

  test("should not load when its place comes near, only once unfolded", () => {
    const { element, folded } = reviewsPage();
    const run = jest.fn();
    schedule(element, "visible", run);
    expect(observed).toHaveLength(0);
    expect(resizeObserved).toEqual([element]);

    resized.forEach((fire) => fire()); // a resize with no box yet (the first report)
    expect(run).not.toHaveBeenCalled();
    boxed.add(folded).add(folded.firstElementChild!).add(element);
    resized.forEach((fire) => fire());
    expect(run).toHaveBeenCalledTimes(1);
  });

  test.each([
    ["pointerenter", "title"],
    ["pointerdown", "title"],
    ["focusin", "stars"],
  ] as const)("should load on %s on a toggle of the section (%s), once", (type, which) => {
    const page = reviewsPage();
    const run = jest.fn();
    schedule(page.element, "visible", run);
    page.other.dispatchEvent(new Event(type, { bubbles: true }));
    expect(run).not.toHaveBeenCalled();

    page[which].dispatchEvent(new Event(type, { bubbles: true }));
    page.title.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    boxed.add(page.folded).add(page.folded.firstElementChild!).add(page.element);
    resized.forEach((fire) => fire());
    expect(run).toHaveBeenCalledTimes(1);
  });

  test("should load nothing once cancelled (the widget's element left the page)", () => {
    const { element, folded, title } = reviewsPage();
    const run = jest.fn();
    schedule(element, "visible", run)();
    title.dispatchEvent(new Event("pointerdown"));
    boxed.add(folded).add(folded.firstElementChild!).add(element);
    resized.forEach((fire) => fire());
    expect(run).not.toHaveBeenCalled();
  });

  test("should wait for the section's place to come near without ResizeObserver", () => {
    delete (window as { ResizeObserver?: unknown }).ResizeObserver;
    const { element, folded } = reviewsPage();
    schedule(element, "visible", () => {});
    expect(observed[0]?.elements).toEqual([element, folded.parentElement]);
  });
});
