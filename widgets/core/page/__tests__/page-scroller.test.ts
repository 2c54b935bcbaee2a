import { pageScroller, scrollEventTarget } from "../page-scroller";

afterEach(() => {
  document.body.innerHTML = "";
});

test("should scroll in Odoo's #wrapwrap when it is the scroll container", () => {
  document.body.innerHTML = '<div id="wrapwrap" style="overflow-y: auto"></div>';
  const wrapwrap = document.getElementById("wrapwrap")!;
  expect(pageScroller()).toBe(wrapwrap);
  expect(scrollEventTarget(wrapwrap)).toBe(wrapwrap);
});

test("should scroll in the document when #wrapwrap does not scroll", () => {
  document.body.innerHTML = '<div id="wrapwrap"></div>';
  const scroller = pageScroller();
  expect(scroller).toBe(document.scrollingElement ?? document.documentElement);
  expect(scrollEventTarget(scroller)).toBe(window);
});
