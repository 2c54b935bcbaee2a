import { useMemo, useState, type KeyboardEvent } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { arrowKeyStep, steppedIndex } from "@/ui/gallery/stepped-index";
import { UpgradeScope } from "@/ui/upgrade/upgrade-scope";
import { useLazyPart } from "@/ui/use-lazy-part";
import { useMediaQuery } from "@/ui/use-media-query";
import type { ShopProductGalleryProps } from "../shop-product-props";
import type { ShopImage } from "../types/shop-product-types";
import { GalleryStage } from "./gallery-stage";
import { GalleryStepControls } from "./gallery-step-controls";
import { GalleryThumbnails } from "./gallery-thumbnails";

// The lightbox (react-aria's modal) comes when a visitor first comes near the image.
const loadLightbox = () => import("@/ui/gallery/image-lightbox").then((module) => module.ImageLightbox);

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
 * zoom setting says. Its buttons and thumbnails are plain until first used,
 * react-aria's then (ui/upgrade); the lightbox's code comes when the pointer
 * is over the image or it is opened.
 */
export function GalleryCarousel({ images, name, zoom, isUnavailable }: GalleryCarouselProps) {
  const t = useTranslate();
  const [index, setIndex] = useState(0);
  const [isLightboxOpen, setLightboxOpen] = useState(false);
  const lightbox = useLazyPart(loadLightbox);
  const isNarrow = useMediaQuery(`(max-width: ${NO_HOVER_ZOOM_MAX_WIDTH_PX}px)`);
  const lightboxImages = useMemo(
    () => images.map((each) => ({ src: each.zoom_url, alt: each.alt || name })),
    [images, name],
  );
  const count = images.length;
  const shown = Math.min(index, count - 1);
  const image = images[shown];
  if (!image) return null;

  const go = (step: number) => setIndex(steppedIndex(shown, step, count));
  const hasLightbox = zoom === "click" || zoom === "both";
  const hasHoverZoom = (zoom === "hover" || zoom === "both") && !isNarrow;
  const position = t("{n} of {total}", { n: shown + 1, total: count });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = arrowKeyStep(event.key);
    if (count < 2 || step === null) return;
    // The thumbnails' radio group moves its own selection with the arrows.
    if (event.target instanceof Element && event.target.closest("[role='radiogroup']")) return;
    event.preventDefault();
    go(step);
  };

  const Lightbox = lightbox.part;
  return (
    <UpgradeScope
      className="weekbox-shop-gallery"
      data-unavailable={isUnavailable || undefined}
      onPointerEnter={hasLightbox ? lightbox.prepare : undefined}
    >
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
          onOpen={
            hasLightbox
              ? () => {
                  setLightboxOpen(true);
                  lightbox.activate("pointer");
                }
              : undefined
          }
        />
        {count > 1 && (
          <>
            <GalleryStepControls className="weekbox-shop-gallery-controls" position={position} onStep={go} />
            <GalleryThumbnails images={images} index={shown} onSelect={setIndex} />
          </>
        )}
      </section>
      {/* Outside the section: its keys (arrows) stay the lightbox's own. */}
      {hasLightbox && Lightbox && (
        <Lightbox
          images={lightboxImages}
          index={isLightboxOpen ? shown : null}
          onIndexChange={setIndex}
          onClose={() => setLightboxOpen(false)}
          label={t("Images of {name}", { name })}
          className="weekbox-shop-lightbox"
        />
      )}
    </UpgradeScope>
  );
}
