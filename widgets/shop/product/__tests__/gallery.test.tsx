import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getDefaultStore } from "jotai";
import { NO_HOVER_ZOOM_MAX_WIDTH_PX } from "../components/gallery-carousel";
import { ShopProductGallery } from "../components/shop-product-gallery";
import type { ShopProductGalleryProps } from "../shop-product-props";
import { combinationImagesAtom } from "../stores/combination-images-atom";
import { image, resetPageStore, TEMPLATE_ID } from "./shop-product-test-kit";

const IMAGES = [image("front"), image("side"), image("back")];

/** A viewport of `width` px for matchMedia's (max-width: …) queries. */
function mockViewport(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  }) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  resetPageStore();
  // @ts-expect-error jsdom has none of its own
  delete window.matchMedia;
});

function renderGallery(overrides: Partial<ShopProductGalleryProps> = {}) {
  const user = userEvent.setup();
  const props: ShopProductGalleryProps = {
    productTemplateId: TEMPLATE_ID,
    name: "Desk",
    images: IMAGES,
    zoom: "both",
    ...overrides,
  };
  return { user, ...render(<ShopProductGallery {...props} />) };
}

const shownImage = () => document.querySelector<HTMLImageElement>("img[data-weekbox-product-image]")!;

test("should show one image at a time, the others loading only when shown", () => {
  renderGallery();
  expect(document.querySelectorAll("img[data-weekbox-product-image]")).toHaveLength(1);
  expect(shownImage()).toHaveAttribute("src", IMAGES[0]!.url);
  expect(shownImage()).toHaveAttribute("alt", "Desk, front");
  for (const thumbnail of screen.getAllByRole("radio")) {
    expect(thumbnail.closest("label")!.querySelector("img")).toHaveAttribute("loading", "lazy");
  }
  expect(screen.getByRole("region", { name: "Images of Desk" })).toHaveAttribute(
    "aria-roledescription",
    "carousel",
  );
});

test("should go to the next and previous image, round the ends", async () => {
  const { user } = renderGallery();
  await user.click(screen.getByRole("button", { name: "Next image" }));
  expect(shownImage()).toHaveAttribute("src", IMAGES[1]!.url);
  expect(screen.getByText("2 of 3")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Previous image" }));
  await user.click(screen.getByRole("button", { name: "Previous image" }));
  expect(shownImage()).toHaveAttribute("src", IMAGES[2]!.url);
  await user.click(screen.getByRole("button", { name: "Next image" }));
  expect(shownImage()).toHaveAttribute("src", IMAGES[0]!.url);
});

test("should show the image whose thumbnail is chosen, the arrows moving through the thumbnails", async () => {
  const { user } = renderGallery();
  const thumbnails = screen.getByRole("radiogroup", { name: "Choose an image" });
  await user.click(within(thumbnails).getByRole("radio", { name: "Image 3 of 3" }));
  expect(shownImage()).toHaveAttribute("src", IMAGES[2]!.url);
  expect(within(thumbnails).getByRole("radio", { name: "Image 3 of 3" })).toBeChecked();
  await user.keyboard("{ArrowLeft}");
  expect(shownImage()).toHaveAttribute("src", IMAGES[1]!.url);
  expect(within(thumbnails).getByRole("radio", { name: "Image 2 of 3" })).toHaveFocus();
});

test("should move with the arrow keys from the image and its buttons", async () => {
  const { user } = renderGallery();
  await user.tab();
  expect(screen.getByRole("button", { name: "Enlarge: Desk, front" })).toHaveFocus();
  await user.keyboard("{ArrowRight}");
  expect(shownImage()).toHaveAttribute("src", IMAGES[1]!.url);
  await user.keyboard("{ArrowLeft}{ArrowLeft}");
  expect(shownImage()).toHaveAttribute("src", IMAGES[2]!.url);
});

test("should open the full-size image in a lightbox, move in it, close it with Escape and give focus back", async () => {
  const { user } = renderGallery();
  const opener = screen.getByRole("button", { name: "Enlarge: Desk, front" });
  await user.click(opener);
  const dialog = await screen.findByRole("dialog", { name: "Images of Desk" });
  expect(within(dialog).getByRole("img", { name: "Desk, front" })).toHaveAttribute(
    "src",
    IMAGES[0]!.zoom_url,
  );
  expect(dialog).toContainElement(document.activeElement as HTMLElement);

  await user.click(within(dialog).getByRole("button", { name: "Next image" }));
  expect(within(dialog).getByRole("img", { name: "Desk, side" })).toHaveAttribute("src", IMAGES[1]!.zoom_url);
  await user.keyboard("{ArrowRight}");
  expect(within(dialog).getByRole("img", { name: "Desk, back" })).toBeInTheDocument();

  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  // The gallery shows where the lightbox was left.
  expect(shownImage()).toHaveAttribute("src", IMAGES[2]!.url);
  await waitFor(() => expect(screen.getByRole("button", { name: "Enlarge: Desk, back" })).toHaveFocus());
});

test("should close the lightbox from its close button", async () => {
  const { user } = renderGallery();
  await user.click(screen.getByRole("button", { name: "Enlarge: Desk, front" }));
  await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});

test("should magnify under the pointer on a viewport wider than 467 px", () => {
  mockViewport(NO_HOVER_ZOOM_MAX_WIDTH_PX + 1);
  renderGallery();
  const stage = shownImage().closest<HTMLElement>(".weekbox-shop-gallery-stage")!;
  stage.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 200 }) as DOMRect;
  fireEvent.mouseMove(stage, { clientX: 100, clientY: 150 });
  const zoom = screen.getByTestId("gallery-zoom");
  expect(zoom.style.backgroundImage).toContain(IMAGES[0]!.zoom_url);
  expect(zoom.style.backgroundPosition).toBe("25% 75%");
  fireEvent.mouseLeave(stage);
  expect(screen.queryByTestId("gallery-zoom")).toBeNull();
});

test("should not magnify on a viewport of 467 px or less", () => {
  expect(NO_HOVER_ZOOM_MAX_WIDTH_PX).toBe(467);
  mockViewport(NO_HOVER_ZOOM_MAX_WIDTH_PX);
  renderGallery();
  fireEvent.mouseMove(shownImage().closest(".weekbox-shop-gallery-stage")!, { clientX: 10, clientY: 10 });
  expect(screen.queryByTestId("gallery-zoom")).toBeNull();
});

test("should follow the zoom setting: no lightbox for 'hover', no magnifier for 'click'", async () => {
  mockViewport(1200);
  const { unmount } = renderGallery({ zoom: "hover" });
  expect(screen.queryByRole("button", { name: /Enlarge/ })).toBeNull();
  unmount();
  renderGallery({ zoom: "click" });
  fireEvent.mouseMove(shownImage().closest(".weekbox-shop-gallery-stage")!, { clientX: 10, clientY: 10 });
  expect(screen.queryByTestId("gallery-zoom")).toBeNull();
  expect(screen.getByRole("button", { name: /Enlarge/ })).toBeInTheDocument();
});

test("should show the chosen combination's images, from the first", async () => {
  const { user } = renderGallery();
  await user.click(screen.getByRole("button", { name: "Next image" }));
  act(() => {
    getDefaultStore().set(combinationImagesAtom, {
      [TEMPLATE_ID]: { images: [image("black"), image("black-side")], isPossible: true },
    });
  });
  expect(shownImage()).toHaveAttribute("src", image("black").url);
  expect(screen.getByText("1 of 2")).toBeInTheDocument();

  act(() => {
    getDefaultStore().set(combinationImagesAtom, {
      [TEMPLATE_ID]: { images: [image("black")], isPossible: false },
    });
  });
  expect(shownImage().closest(".weekbox-shop-gallery")).toHaveAttribute("data-unavailable");
  expect(screen.queryByRole("button", { name: "Next image" })).toBeNull();
});

test("should show a placeholder when there is no image", () => {
  renderGallery({ images: [] });
  expect(screen.getByRole("img", { name: "No image for Desk" })).toBeInTheDocument();
  expect(document.querySelector("[data-weekbox-product-image]")).toBeNull();
});
