import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { createElementChanges } from "@/core/mount/element-changes";
import { ImageLightbox } from "@/ui/gallery/image-lightbox";
import type { EnhancerProps } from "@/core/mount/enhancer-registry";
import { readGalleryImages } from "../utils/gallery-images";

/** An image in a link follows its link (Odoo's gallery does the same). */
function opensLightbox(image: HTMLImageElement): boolean {
  return !image.matches("a > img");
}

/**
 * An image gallery in grid, masonry or float mode (`.s_image_gallery`, not a
 * slideshow): a click on an image, or Enter/Space on it, opens the lightbox
 * at that image. While mounted each such image is a focusable button (role,
 * tabindex, name); all of it is given back on unmount.
 */
export function SiteGallery({ element }: EnhancerProps) {
  const t = useTranslate();
  const imageEls = useMemo(() => Array.from(element.querySelectorAll("img")), [element]);
  const images = useMemo(() => readGalleryImages(imageEls), [imageEls]);
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLImageElement | null>(null);

  useEffect(() => {
    const changes = createElementChanges();
    const total = imageEls.length;
    imageEls.forEach((image, i) => {
      if (!opensLightbox(image)) return;
      changes.setAttribute(image, "role", "button");
      changes.setAttribute(image, "tabindex", "0");
      changes.setAttribute(image, "aria-haspopup", "dialog");
      const alt = image.getAttribute("alt")?.trim();
      changes.setAttribute(
        image,
        "aria-label",
        alt
          ? t("{alt}: open image {n} of {total}", { alt, n: i + 1, total })
          : t("Open image {n} of {total}", { n: i + 1, total }),
      );
      changes.toggleClass(image, "weekbox-site-gallery-opener", true);
    });
    function imageOf(event: Event): HTMLImageElement | null {
      const image = event.target instanceof Element ? event.target.closest("img") : null;
      return image && imageEls.includes(image) && opensLightbox(image) ? image : null;
    }
    function open(image: HTMLImageElement): void {
      opener.current = image;
      setIndex(imageEls.indexOf(image));
    }
    function onClick(event: MouseEvent): void {
      const image = imageOf(event);
      if (!image) return;
      event.preventDefault();
      open(image);
    }
    function onKeyDown(event: KeyboardEvent): void {
      const image = imageOf(event);
      if (!image || (event.key !== "Enter" && event.key !== " ")) return;
      event.preventDefault();
      open(image);
    }
    element.addEventListener("click", onClick);
    element.addEventListener("keydown", onKeyDown);
    return () => {
      element.removeEventListener("click", onClick);
      element.removeEventListener("keydown", onKeyDown);
      changes.restore();
    };
  }, [element, imageEls, t]);

  const onClose = useCallback(() => {
    setIndex(null);
    // react-aria gives focus back to what had it; a click on an image may not have focused it.
    const image = opener.current;
    requestAnimationFrame(() => {
      if (image?.isConnected && image.ownerDocument.activeElement !== image) image.focus();
    });
  }, []);

  return (
    <ImageLightbox
      images={images}
      index={index}
      onIndexChange={setIndex}
      onClose={onClose}
      label={t("Image gallery")}
      className="weekbox-site-lightbox"
    />
  );
}
