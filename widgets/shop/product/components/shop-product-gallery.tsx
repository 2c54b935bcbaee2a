import { useAtomValue } from "jotai";
import { useTranslate } from "@/core/i18n/use-translate";
import type { ShopProductGalleryProps } from "../shop-product-props";
import { combinationImagesAtom } from "../stores/combination-images-atom";
import { GalleryCarousel } from "./gallery-carousel";

/**
 * The product page's images (spec §2.5): those of the combination the buy box
 * (another island) last heard of, else the page's. A new set of images starts
 * again at its first.
 */
export function ShopProductGallery({
  productTemplateId,
  name,
  images: pageImages,
  zoom,
}: ShopProductGalleryProps) {
  const t = useTranslate();
  const current = useAtomValue(combinationImagesAtom)[productTemplateId];
  const images = current?.images ?? pageImages;
  if (images.length === 0) {
    return (
      <div className="weekbox-shop-gallery" data-empty="">
        <div
          className="weekbox-shop-gallery-placeholder"
          role="img"
          aria-label={t("No image for {name}", { name })}
        />
      </div>
    );
  }
  return (
    <GalleryCarousel
      key={images.map((image) => image.url).join("\n")}
      images={images}
      name={name}
      zoom={zoom}
      isUnavailable={current?.isPossible === false}
    />
  );
}
