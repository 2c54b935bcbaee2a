import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SiteGallery } from "../components/site-gallery";
import { LIGHTBOX_VIEWPORT_SHARE, SWIPE_MIN_PX } from "@/ui/gallery/lightbox-constants";

// Odoo 17's "Images Wall" (website/views/snippets/s_image_gallery.xml), plus an image in a link.
const BLOCK = `
  <section class="s_image_gallery o_spc-small o_masonry pt24 pb24" data-vcss="001" data-columns="3" style="overflow: hidden;">
    <div class="container"><div class="row s_nb_column_fixed">
      <div class="o_masonry_col col-lg-4">
        <img class="img img-fluid d-block" src="/web/image/one" data-index="0" data-name="Image" alt="Tomatoes">
        <img class="img img-fluid d-block" src="/web/image/two" data-index="1" data-name="Image" alt=" ">
      </div>
      <div class="o_masonry_col col-lg-4">
        <img class="img img-fluid d-block" src="/web/image/three" data-index="2" data-name="Image" alt="Basil">
        <a href="/somewhere"><img class="img" src="/web/image/four" alt="Linked"></a>
      </div>
    </div></div>
  </section>`;

let block: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = BLOCK;
  block = document.querySelector<HTMLElement>(".s_image_gallery")!;
});

function setup() {
  const user = userEvent.setup();
  const view = render(<SiteGallery element={block} />, {
    container: document.body.appendChild(document.createElement("div")),
  });
  return { user, ...view };
}

const images = () => Array.from(block.querySelectorAll("img"));
const lightboxImage = () => screen.getByRole("dialog", { name: "Image gallery" }).querySelector("img")!;

test("should open the lightbox at the clicked image with the counter 'n / total'", async () => {
  const { user } = setup();
  await user.click(images()[2]!);
  const dialog = await screen.findByRole("dialog", { name: "Image gallery" });
  expect(lightboxImage()).toHaveAttribute("src", "/web/image/three");
  expect(lightboxImage()).toHaveAttribute("alt", "Basil");
  expect(lightboxImage()).toHaveAttribute("loading", "lazy");
  expect(dialog.querySelectorAll("img")).toHaveLength(1);
  const counter = screen.getByText("3 / 4");
  expect(counter).toHaveAttribute("aria-live", "polite");
});

test("should size the lightbox at 80 % of the viewport", async () => {
  const { user } = setup();
  await user.click(images()[0]!);
  await screen.findByRole("dialog");
  expect(LIGHTBOX_VIEWPORT_SHARE).toBe(0.8);
  const modal = document.querySelector<HTMLElement>(".weekbox-site-lightbox")!;
  expect(modal.style.width).toBe("80vw");
  expect(modal.style.height).toBe("80vh");
});

test("should make each image a button the keyboard opens, and follow an image's link", async () => {
  const { user } = setup();
  expect(images()[0]).toHaveAttribute("role", "button");
  expect(images()[0]).toHaveAttribute("tabindex", "0");
  expect(images()[0]).toHaveAccessibleName("Tomatoes: open image 1 of 4");
  expect(images()[1]).toHaveAccessibleName("Open image 2 of 4");
  expect(images()[3]).not.toHaveAttribute("role");
  await user.tab();
  expect(images()[0]).toHaveFocus();
  await user.keyboard("{Enter}");
  expect(await screen.findByRole("dialog")).toBeInTheDocument();
  expect(lightboxImage()).toHaveAttribute("src", "/web/image/one");
});

test("should not open for an image inside a link", async () => {
  const { user } = setup();
  images()[3]!
    .closest("a")!
    .addEventListener("click", (event) => event.preventDefault());
  await user.click(images()[3]!);
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("should go round the images with the buttons and the arrow keys", async () => {
  const { user } = setup();
  await user.click(images()[0]!);
  await screen.findByRole("dialog");
  await user.click(screen.getByRole("button", { name: "Next image" }));
  expect(lightboxImage()).toHaveAttribute("src", "/web/image/two");
  await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
  expect(lightboxImage()).toHaveAttribute("src", "/web/image/one");
  expect(screen.getByText("1 / 4")).toBeInTheDocument();
  await user.keyboard("{ArrowLeft}");
  expect(lightboxImage()).toHaveAttribute("src", "/web/image/four");
  await user.click(screen.getByRole("button", { name: "Previous image" }));
  expect(lightboxImage()).toHaveAttribute("src", "/web/image/three");
});

test("should go to the next image on a swipe left and back on a swipe right, not on a small move", async () => {
  const { user } = setup();
  await user.click(images()[1]!);
  const stage = (await screen.findByRole("dialog")).querySelector(".weekbox-lightbox-stage")!;
  // jsdom has no PointerEvent: a MouseEvent of the pointer's type carries clientX.
  const swipe = (from: number, to: number) => {
    fireEvent(stage, new MouseEvent("pointerdown", { bubbles: true, clientX: from }));
    fireEvent(stage, new MouseEvent("pointerup", { bubbles: true, clientX: to }));
  };
  swipe(300, 300 - SWIPE_MIN_PX);
  expect(lightboxImage()).toHaveAttribute("src", "/web/image/three");
  swipe(100, 100 + SWIPE_MIN_PX + 20);
  expect(lightboxImage()).toHaveAttribute("src", "/web/image/two");
  swipe(100, 100 + SWIPE_MIN_PX - 1);
  expect(lightboxImage()).toHaveAttribute("src", "/web/image/two");
});

test("should keep focus in the lightbox and give it back to the image on Escape", async () => {
  const { user } = setup();
  images()[2]!.focus();
  await user.keyboard("{Enter}");
  const dialog = await screen.findByRole("dialog");
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  for (let i = 0; i < 6; i += 1) {
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  }
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await waitFor(() => expect(images()[2]).toHaveFocus());
});

test("should close with its close button", async () => {
  const { user } = setup();
  await user.click(images()[0]!);
  await user.click(await screen.findByRole("button", { name: "Close" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});

test("should give the gallery back exactly as it was on unmount", async () => {
  const before = block.outerHTML;
  const { unmount } = setup();
  expect(block.outerHTML).not.toBe(before);
  act(() => unmount());
  expect(block.outerHTML).toBe(before);
});
