// "Mount when near" measures near in the element the page scrolls in: Odoo 17's
// website pages scroll inside #wrapwrap, which clips its content to the
// viewport, so a margin around the viewport would never see below the fold.
import { schedule } from "../mount-schedule";

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
