import { useEffect } from "react";
import { Button } from "react-aria-components/Button";
import { Dialog } from "react-aria-components/Dialog";
import { Modal, ModalOverlay } from "react-aria-components/Modal";
import { useTranslate } from "@/core/i18n/use-translate";
import type { ShopImage } from "../types/shop-product-types";
import { arrowKeyStep, steppedIndex } from "../utils/gallery-step";
import { GalleryStepControls } from "./gallery-step-controls";

export type GalleryLightboxProps = {
  isOpen: boolean;
  onClose: () => void;
  images: readonly ShopImage[];
  index: number;
  onIndexChange: (index: number) => void;
  /** The product's name: the dialog's and the images' fallback name. */
  name: string;
};

/**
 * The images at full size in a react-aria modal: focus moves in and is kept
 * there, Escape or a click outside closes it, and focus goes back to the image
 * that opened it. Previous/next (buttons or arrow keys) move the gallery too.
 */
export function GalleryLightbox({
  isOpen,
  onClose,
  images,
  index,
  onIndexChange,
  name,
}: GalleryLightboxProps) {
  const t = useTranslate();
  const image = images[index];
  const count = images.length;
  const go = (step: number) => onIndexChange(steppedIndex(index, step, count));
  // The dialog takes no key handler: while it is open, the page's arrows are its own (the rest is inert).
  useEffect(() => {
    if (!isOpen || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const step = arrowKeyStep(event.key);
      if (step === null) return;
      event.preventDefault();
      onIndexChange(steppedIndex(index, step, count));
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen, count, index, onIndexChange]);
  return (
    <ModalOverlay
      className="weekbox-modal-overlay weekbox-shop-lightbox-overlay"
      isDismissable
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="weekbox-shop-lightbox">
        <Dialog className="weekbox-shop-lightbox-dialog" aria-label={t("Images of {name}", { name })}>
          {({ close }) => (
            <>
              <Button
                className="weekbox-dialog-close weekbox-shop-lightbox-close"
                aria-label={t("Close")}
                onPress={close}
              >
                ×
              </Button>
              {image && (
                <img
                  className="weekbox-shop-lightbox-image"
                  src={image.zoom_url}
                  alt={image.alt || name}
                  decoding="async"
                />
              )}
              {count > 1 && (
                <GalleryStepControls
                  className="weekbox-shop-lightbox-controls"
                  position={t("{n} of {total}", { n: index + 1, total: count })}
                  onStep={go}
                />
              )}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
