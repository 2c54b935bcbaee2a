import { useState, type MouseEvent } from "react";
import { Button } from "@/ui/upgrade/controls";
import { useTranslate } from "@/core/i18n/use-translate";
import type { ShopImage } from "../types/shop-product-types";
import { cssUrl } from "../utils/css-url";
import { PRODUCT_IMAGE_ATTRIBUTE } from "../utils/fly-to-cart";

export type GalleryStageProps = {
  image: ShopImage;
  /** The image's text alternative. */
  alt: string;
  /** Says which image this is ("2 of 4"). */
  position: string;
  /** Magnify under the pointer (zoom setting "hover"/"both", a wide enough viewport). */
  hoverZoom: boolean;
  /** Opens the lightbox; without it the image is not a button. */
  onOpen?: (() => void) | undefined;
};

type Lens = { x: number; y: number };

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/**
 * The shown image (the one that flies to the cart), with the hover zoom: the
 * 1920 px image, magnified, follows the pointer over it.
 */
export function GalleryStage({ image, alt, position, hoverZoom, onOpen }: GalleryStageProps) {
  const t = useTranslate();
  const [lens, setLens] = useState<Lens | null>(null);
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    if (!hoverZoom) return;
    const box = event.currentTarget.getBoundingClientRect();
    setLens({
      x: box.width ? clampPercent(((event.clientX - box.left) / box.width) * 100) : 50,
      y: box.height ? clampPercent(((event.clientY - box.top) / box.height) * 100) : 50,
    });
  };
  const picture = (
    <img
      {...{ [PRODUCT_IMAGE_ATTRIBUTE]: "" }}
      className="weekbox-shop-gallery-image"
      src={image.url}
      alt={alt}
      // The page's largest paint: sized (the 1024 px image, square as its
      // box), fetched first, as the server's placeholder has it; decoded
      // with the frame that shows it (decoding="async" let it paint a frame
      // or more after the rest of the page, its LCP that much later).
      width={1024}
      height={1024}
      loading="eager"
      fetchPriority="high"
    />
  );
  return (
    <div
      className="weekbox-shop-gallery-stage"
      role="group"
      aria-roledescription={t("slide")}
      aria-label={position}
      data-zooming={(hoverZoom && lens !== null) || undefined}
      onMouseEnter={follow}
      onMouseMove={follow}
      onMouseLeave={() => setLens(null)}
    >
      {onOpen ? (
        <Button
          className="weekbox-shop-gallery-open"
          aria-label={t("Enlarge: {image}", { image: alt })}
          onPress={onOpen}
        >
          {picture}
        </Button>
      ) : (
        picture
      )}
      {hoverZoom && lens && (
        <div
          className="weekbox-shop-gallery-zoom"
          aria-hidden="true"
          data-testid="gallery-zoom"
          style={{ backgroundImage: cssUrl(image.zoom_url), backgroundPosition: `${lens.x}% ${lens.y}%` }}
        />
      )}
    </div>
  );
}
