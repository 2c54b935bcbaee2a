// A page scrolling in Odoo's #wrapwrap, as tall as told, for jsdom (which lays nothing out).
export type FakePage = {
  wrapwrap: HTMLElement;
  header: HTMLElement;
  /** Makes the page this tall (the window is 800 px high). */
  setHeight(height: number): void;
  /** What the visitor's own scrolling would do. */
  scrollBy(pixels: number): void;
  scrollTo: jest.Mock;
};

export function fakePage(height = 3000): FakePage {
  document.body.innerHTML =
    '<div id="wrapwrap" style="overflow-y: auto"><header id="top"><a href="/">Home</a></header><main></main></div>';
  const wrapwrap = document.getElementById("wrapwrap")!;
  let scrollTop = 0;
  let scrollHeight = height;
  const set = (top: number) => {
    scrollTop = Math.max(0, Math.min(top, scrollHeight - 800));
    wrapwrap.dispatchEvent(new Event("scroll"));
  };
  Object.defineProperty(wrapwrap, "scrollTop", { get: () => scrollTop, set, configurable: true });
  Object.defineProperty(wrapwrap, "clientHeight", { get: () => 800, configurable: true });
  Object.defineProperty(wrapwrap, "scrollHeight", { get: () => scrollHeight, configurable: true });
  const scrollTo = jest.fn((options: ScrollToOptions) => set(options.top ?? scrollTop));
  wrapwrap.scrollTo = scrollTo as unknown as typeof wrapwrap.scrollTo;
  return {
    wrapwrap,
    header: document.getElementById("top")!,
    setHeight: (next) => {
      scrollHeight = next;
    },
    scrollBy: (pixels) => set(scrollTop + pixels),
    scrollTo,
  };
}

/** `prefers-reduced-motion: reduce` on or off for the next render. */
export function setReducedMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion: reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}
