import { act, fireEvent, render, screen } from "@testing-library/react";
import { SiteZoom } from "../components/site-zoom";
import { NO_ZOOM_MAX_WIDTH_PX } from "../utils/zoom-constants";

let width = 1280;
let listeners: (() => void)[] = [];

/** A window `width` px wide for matchMedia's (max-width: …) queries, resizable. */
function mockViewport() {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      get matches() {
        return max ? width <= Number(max[1]) : false;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: (_: string, listener: () => void) => {
        listeners = listeners.filter((l) => l !== listener);
      },
    };
  }) as unknown as typeof window.matchMedia;
}

function resizeTo(px: number) {
  width = px;
  Object.defineProperty(window, "innerWidth", { configurable: true, value: px });
  act(() => listeners.forEach((listener) => listener()));
}

let image: HTMLImageElement;

beforeEach(() => {
  width = 1280;
  listeners = [];
  Object.defineProperty(window, "innerWidth", { configurable: true, value: 1280 });
  mockViewport();
  document.body.innerHTML = `<div class="col-lg-6 zoomable"><img class="img img-fluid" src="/web/image/small" data-zoom="1" data-zoom-image="/web/image/large" alt="Our kitchen"></div>`;
  image = document.querySelector("img")!;
  image.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 300 }) as DOMRect;
});

afterEach(() => {
  // @ts-expect-error jsdom has none of its own
  delete window.matchMedia;
});

function setup() {
  return render(<SiteZoom element={image} />, {
    container: document.body.appendChild(document.createElement("div")),
  });
}

// jsdom has no PointerEvent: a MouseEvent of the pointer's type carries the coordinates.
function hover(x: number, y: number) {
  fireEvent(image, new MouseEvent("pointerenter", { clientX: x, clientY: y }));
  fireEvent(image, new MouseEvent("pointermove", { clientX: x, clientY: y }));
}

test("should show the large image beside the hovered one, around the pointer", () => {
  setup();
  hover(300, 200);
  const flyout = screen.getByTestId("zoom-flyout");
  expect(flyout).toHaveAttribute("aria-hidden", "true");
  expect(flyout.style.backgroundImage).toBe('url("/web/image/large")');
  expect(flyout.style.left).toBe("512px");
  expect(flyout.style.width).toBe("400px");
  expect(flyout.style.backgroundSize).toBe("1000px 750px");
  expect(flyout.style.backgroundPosition).toBe("50% 50%");
  fireEvent(image, new MouseEvent("pointerleave"));
  expect(screen.queryByTestId("zoom-flyout")).toBeNull();
});

test("should not zoom on a window 467 px wide or narrower", () => {
  expect(NO_ZOOM_MAX_WIDTH_PX).toBe(467);
  width = 467;
  setup();
  hover(300, 200);
  expect(screen.queryByTestId("zoom-flyout")).toBeNull();
  expect(image).not.toHaveClass("weekbox-site-zoomable");
});

test("should zoom on a window 468 px wide", () => {
  width = 468;
  setup();
  hover(300, 200);
  expect(screen.getByTestId("zoom-flyout")).toBeInTheDocument();
});

test("should turn off and on again as the window is resized", () => {
  setup();
  hover(300, 200);
  expect(screen.getByTestId("zoom-flyout")).toBeInTheDocument();
  resizeTo(375);
  expect(screen.queryByTestId("zoom-flyout")).toBeNull();
  hover(300, 200);
  expect(screen.queryByTestId("zoom-flyout")).toBeNull();
  resizeTo(1024);
  hover(300, 200);
  expect(screen.getByTestId("zoom-flyout")).toBeInTheDocument();
});

test("should give the image back exactly as it was on unmount", () => {
  const before = image.outerHTML;
  const { unmount } = setup();
  hover(300, 200);
  expect(image.outerHTML).not.toBe(before);
  unmount();
  expect(image.outerHTML).toBe(before);
  expect(screen.queryByTestId("zoom-flyout")).toBeNull();
});
