import { Radio, RadioGroup } from "@/ui/upgrade/controls";
import { useTranslate } from "@/core/i18n/use-translate";
import type { ShopImage } from "../types/shop-product-types";

export type GalleryThumbnailsProps = {
  images: readonly ShopImage[];
  index: number;
  onSelect: (index: number) => void;
};

/** The images' thumbnails as a RadioGroup (react-aria's once the gallery is used): arrows move through them, the chosen one is shown. */
export function GalleryThumbnails({ images, index, onSelect }: GalleryThumbnailsProps) {
  const t = useTranslate();
  return (
    <RadioGroup
      className="weekbox-shop-gallery-thumbnails"
      aria-label={t("Choose an image")}
      orientation="horizontal"
      value={String(index)}
      onChange={(value) => onSelect(Number(value))}
    >
      {images.map((image, position) => (
        <Radio
          // Two images may share a URL: their place tells them apart.
          key={position}
          value={String(position)}
          className="weekbox-shop-gallery-thumbnail"
          aria-label={t("Image {n} of {total}", { n: position + 1, total: images.length })}
        >
          <img src={image.thumb_url} alt="" loading="lazy" decoding="async" width={64} height={64} />
        </Radio>
      ))}
    </RadioGroup>
  );
}
