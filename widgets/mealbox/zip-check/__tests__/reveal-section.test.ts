// The section a zip check leads to stays at the top of the view while the
// blocks above it still render (the menu's dishes arriving late), until the
// visitor scrolls on their own.
import { revealSection } from "../utils/reveal-section";

let resized: (() => void) | null = null;
let disconnected = false;
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect() {
    disconnected = true;
  }
}

function page() {
  document.body.innerHTML = `<div id="wrap"><section id="menu"></section><section id="your-box"><h2>Your box</h2></section></div>`;
  const section = document.getElementById("your-box")!;
  let top = 800;
  Object.defineProperty(section, "offsetTop", { get: () => top });
  const scrolls: ScrollIntoViewOptions[] = [];
  section.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) =>
    void scrolls.push(options as ScrollIntoViewOptions);
  return { section, scrolls, moveTo: (value: number) => (top = value) };
}

beforeEach(() => {
  resized = null;
  disconnected = false;
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = FakeResizeObserver;
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  delete (window as unknown as { ResizeObserver?: unknown }).ResizeObserver;
});

test("should scroll to the section again when the content above it grows", () => {
  const { section, scrolls, moveTo } = page();
  revealSection(section);
  expect(scrolls).toHaveLength(1);
  resized!(); // a resize that did not move the section
  expect(scrolls).toHaveLength(1);
  moveTo(1900);
  resized!();
  expect(scrolls).toEqual([expect.anything(), { behavior: "auto", block: "start" }]);
  expect(document.activeElement).toBe(section.querySelector("h2"));
});

test("should leave the page to the visitor once they scroll, and after 5 s", () => {
  const first = page();
  revealSection(first.section);
  window.dispatchEvent(new Event("wheel"));
  expect(disconnected).toBe(true);

  disconnected = false;
  const second = page();
  revealSection(second.section);
  jest.advanceTimersByTime(4999);
  expect(disconnected).toBe(false);
  jest.advanceTimersByTime(1);
  expect(disconnected).toBe(true);
});
