import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createFakeOdoo, odooResult, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { OurMenu } from "../components/our-menu";
import { menuDish } from "./menu-dish";

let odoo: FakeOdoo;
const realFetch = globalThis.fetch;

const DISHES = Array.from({ length: 12 }, (_, i) => menuDish(i + 1));

/** A controllable matchMedia: `setWidth` re-evaluates every query and notifies listeners. */
function mockViewport(initialWidth: number) {
  let width = initialWidth;
  const lists = new Set<{ query: string; listeners: Set<() => void> }>();
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  window.matchMedia = ((query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    setWidth(next: number) {
      width = next;
      act(() => {
        for (const entry of lists) for (const listener of entry.listeners) listener();
      });
    },
  };
}

beforeEach(() => {
  odoo = createFakeOdoo({
    "/our/menu": () => odooResult({ front_products: DISHES, categ_list: [{ id: 14, name: "Meat" }] }),
  });
  globalThis.fetch = odoo.fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
  // @ts-expect-error jsdom has no matchMedia of its own
  delete window.matchMedia;
});

async function renderMenu() {
  render(<OurMenu />);
  await screen.findByText("Dish 1");
}

const visibleSlides = () =>
  screen
    .getAllByRole("group")
    .filter((slide) => !slide.hasAttribute("inert"))
    .map((slide) => slide.textContent);

test("should show every dish in a grid on wide screens", async () => {
  mockViewport(1280);
  await renderMenu();

  const grid = screen.getByRole("list", { name: "This week's dishes" });
  expect(within(grid).getAllByRole("listitem")).toHaveLength(12);
  expect(screen.queryByRole("region")).toBeNull();
  expect(within(grid).getAllByRole("heading", { level: 3 })[0]).toHaveTextContent("Dish 1");
  expect(grid).toHaveTextContent("Meat");
  expect(grid).toHaveTextContent("30 min");
  expect(grid).toHaveTextContent("700 kcal");
});

test("should lazy-load the images with 256 and 512 px sources", async () => {
  mockViewport(1280);
  await renderMenu();

  const image = document.querySelector("img")!;
  expect(image).toHaveAttribute("loading", "lazy");
  expect(image).toHaveAttribute("src", "/web/image/product.template/101/image_256?unique=1");
  expect(image).toHaveAttribute(
    "srcset",
    "/web/image/product.template/101/image_256?unique=1 256w, /web/image/product.template/101/image_512?unique=1 512w",
  );
  expect(image.getAttribute("sizes")).toMatch(/px|vw/);
  expect(odoo.calls).toHaveLength(1);
});

test("should become a carousel of one dish at 768 px or less", async () => {
  mockViewport(375);
  await renderMenu();

  const carousel = screen.getByRole("region", { name: "This week's dishes" });
  expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  expect(carousel).toHaveAttribute("data-per-view", "1");
  expect(visibleSlides()).toEqual([expect.stringContaining("Dish 1")]);
  expect(screen.getAllByRole("group")[1]).toHaveAccessibleName("2 of 12");
  expect(document.querySelector("img")).toHaveAttribute("sizes", "100vw");
});

test("should show three dishes from 600 px and switch layouts as the window is resized", async () => {
  const viewport = mockViewport(700);
  await renderMenu();

  expect(screen.getByRole("region")).toHaveAttribute("data-per-view", "3");
  expect(visibleSlides()).toHaveLength(3);

  viewport.setWidth(599);
  expect(screen.getByRole("region")).toHaveAttribute("data-per-view", "1");

  viewport.setWidth(768);
  expect(screen.getByRole("region")).toHaveAttribute("data-per-view", "3");

  viewport.setWidth(769);
  expect(screen.queryByRole("region")).toBeNull();
  expect(screen.getByRole("list")).toBeInTheDocument();
});

test("should move with the buttons and announce the position", async () => {
  const user = userEvent.setup();
  mockViewport(375);
  await renderMenu();
  const previous = screen.getByRole("button", { name: "Previous dish" });
  const next = screen.getByRole("button", { name: "Next dish" });
  const status = screen.getByText("1 of 12");
  expect(status).toHaveAttribute("aria-live", "polite");
  expect(previous).toBeDisabled();

  await user.click(next);

  expect(status).toHaveTextContent("2 of 12");
  expect(visibleSlides()).toEqual([expect.stringContaining("Dish 2")]);
  expect(previous).toBeEnabled();
});

test("should move with the arrow keys, Home and End, keeping focus on a usable button", async () => {
  const user = userEvent.setup();
  mockViewport(700);
  await renderMenu();
  const previous = screen.getByRole("button", { name: "Previous dish" });
  const next = screen.getByRole("button", { name: "Next dish" });

  await user.tab();
  // The first enabled control of the carousel.
  expect(next).toHaveFocus();
  await user.keyboard("{ArrowRight}{ArrowRight}");
  expect(screen.getByText("3 of 12")).toBeInTheDocument();
  expect(visibleSlides()).toEqual([
    expect.stringContaining("Dish 3"),
    expect.stringContaining("Dish 4"),
    expect.stringContaining("Dish 5"),
  ]);

  await user.keyboard("{End}");
  // Three per view: the last position shows dishes 10 to 12.
  expect(screen.getByText("10 of 12")).toBeInTheDocument();
  expect(next).toBeDisabled();
  expect(previous).toHaveFocus();

  await user.keyboard("{ArrowLeft}");
  expect(screen.getByText("9 of 12")).toBeInTheDocument();
  await user.keyboard("{Home}");
  expect(screen.getByText("1 of 12")).toBeInTheDocument();
  expect(next).toHaveFocus();

  await user.keyboard("{Enter}");
  expect(screen.getByText("2 of 12")).toBeInTheDocument();
  await user.keyboard(" ");
  expect(screen.getByText("3 of 12")).toBeInTheDocument();
});

test("should move with a horizontal swipe and ignore a vertical one", async () => {
  if (typeof window.PointerEvent !== "function" || !("pointerId" in new window.PointerEvent("pointerdown"))) {
    // jsdom's pointer events lack coordinates and ids.
    class FakePointerEvent extends MouseEvent {
      pointerId: number;
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
        this.pointerType = init.pointerType ?? "mouse";
      }
    }
    window.PointerEvent = FakePointerEvent as unknown as typeof PointerEvent;
  }
  mockViewport(375);
  await renderMenu();
  const viewport = document.querySelector(".weekbox-menu-carousel-viewport")!;

  const swipe = (fromX: number, toX: number, fromY = 100, toY = 100) => {
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: fromX, clientY: fromY, pointerType: "touch" });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: toX, clientY: toY, pointerType: "touch" });
  };

  swipe(300, 100);
  expect(screen.getByText("2 of 12")).toBeInTheDocument();
  swipe(300, 100);
  swipe(100, 300);
  expect(screen.getByText("2 of 12")).toBeInTheDocument();
  swipe(200, 180, 100, 400);
  swipe(200, 190);
  expect(screen.getByText("2 of 12")).toBeInTheDocument();
});

test("should keep slides out of view away from screen readers and Tab", async () => {
  mockViewport(375);
  await renderMenu();
  const slides = screen.getAllByRole("group");
  expect(slides[0]).not.toHaveAttribute("inert");
  expect(slides.slice(1).every((slide) => slide.hasAttribute("inert"))).toBe(true);
});

test("should say so when the week has no dishes yet", async () => {
  mockViewport(1280);
  odoo.on("/our/menu", () => odooResult({ front_products: [], categ_list: [] }));
  render(<OurMenu />);
  expect(await screen.findByText("This week's menu is coming soon.")).toBeInTheDocument();
});

test("should explain a failed load without breaking the page", async () => {
  mockViewport(1280);
  odoo.on("/our/menu", () => new Response("Bad Gateway", { status: 502 }));
  jest.spyOn(console, "error").mockImplementation(() => {});
  render(<OurMenu />);
  expect(await screen.findByRole("status")).toHaveTextContent("Something went wrong. Please try again.");
});
