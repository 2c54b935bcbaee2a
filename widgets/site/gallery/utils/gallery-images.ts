import type { LightboxImage } from "@/ui/gallery/image-lightbox";

export type GalleryImage = LightboxImage;

/**
 * The gallery's images as the editor saved them (a hover effect may change an
 * image's src later: the lightbox shows the saved one, like Odoo's).
 */
export function readGalleryImages(images: readonly HTMLImageElement[]): GalleryImage[] {
  return images.map((image) => ({
    src: image.getAttribute("src") ?? "",
    alt: image.getAttribute("alt")?.trim() ?? "",
  }));
}
