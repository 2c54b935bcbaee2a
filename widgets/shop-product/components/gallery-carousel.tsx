import { useState, type KeyboardEvent } from "react";
import { Button } from "react-aria-components/Button";
import { useTranslate } from "@/core/i18n/use-translate";
import { useMediaQuery } from "@/core/ui/use-media-query";
import type { ShopProductGalleryProps } from "../shop-product-props";
import type { ShopImage } from "../types/shop-product-types";
import { GalleryLightbox } from "./gallery-lightbox";
import { GalleryStage } from "./gallery-stage";
import { GalleryThumbnails } from "./gallery-thumbnails";

/** Up to this viewport width (px) there is no hover zoom (spec): a finger has no hover, the image no room. */
export const NO_HOVER_ZOOM_MAX_WIDTH_PX = 467;

export type GalleryCarouselProps = {
  images: readonly ShopImage[];
  name: string;
  zoom: ShopProductGalleryProps["zoom"];
  /** The chosen combination does not exist: the images are greyed. */
  isUnavailable: boolean;
};

/**
 * One image at a time (the others load when shown), previous/next buttons,
 * thumbnails, arrow keys; the hover zoom and the lightbox as the website's
 * zoom setting says.
 */
export function GalleryCarousel({ images, name, zoom, isUnavailable }: GalleryCarouselProps) {
  const t = useTranslate();
  const [index, setIndex] = useState(0);
  const [isLightboxOpen, setLightboxOpen] = useState(false);
  const isNarrow = useMediaQuery(`(max-width: ${NO_HOVER_ZOOM_MAX_WIDTH_PX}px)`);
  const count = images.length;
  const shown = Math.min(index, count - 1);
  const image = images[shown];
  if (!image) return null;

  const go = (step: number) => setIndex((shown + step + count) % count);
  const hasLightbox = zoom === "click" || zoom === "both";
  const hasHoverZoom = (zoom === "hover" || zoom === "both") && !isNarrow;
  const position = t("{n} of {total}", { n: shown + 1, total: count });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2 || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    // The thumbnails' radio group moves its own selection with the arrows.
    if (event.target instanceof Element && event.target.closest("[role='radiogroup']")) return;
    event.preventDefault();
    go(event.key === "ArrowLeft" ? -1 : 1);
  };

  return (
    <div className="weekbox-shop-gallery" data-unavailable={isUnavailable || undefined}>
      <section
        className="weekbox-shop-gallery-carousel"
        aria-roledescription={t("carousel")}
        aria-label={t("Images of {name}", { name })}
        onKeyDown={onKeyDown}
      >
        <GalleryStage
          image={image}
          alt={image.alt || name}
          position={position}
          hoverZoom={hasHoverZoom}
          onOpen={hasLightbox ? () => setLightboxOpen(true) : undefined}
        />
        {count > 1 && (
          <>
            <div className="weekbox-shop-gallery-controls">
              <Button
                className="weekbox-shop-gallery-arrow"
                aria-label={t("Previous image")}
                onPress={() => go(-1)}
              >
                <span aria-hidden="true">‹</span>
              </Button>
              <span className="weekbox-shop-gallery-position" aria-live="polite">
                {position}
              </span>
              <Button
                className="weekbox-shop-gallery-arrow"
                aria-label={t("Next image")}
                onPress={() => go(1)}
              >
                <span aria-hidden="true">›</span>
              </Button>
            </div>
            <GalleryThumbnails images={images} index={shown} onSelect={setIndex} />
          </>
        )}
      </section>
      {/* Outside the section: its keys (arrows) stay the lightbox's own. */}
      {hasLightbox && (
        <GalleryLightbox
          isOpen={isLightboxOpen}
          onClose={() => setLightboxOpen(false)}
          images={images}
          index={shown}
          onIndexChange={setIndex}
          name={name}
        />
      )}
    </div>
  );
}
