import { useEffect, useRef, type PointerEvent } from "react";
import { Button } from "react-aria-components/Button";
import { Dialog } from "react-aria-components/Dialog";
import { Modal, ModalOverlay } from "react-aria-components/Modal";
import { useTranslate } from "@/core/i18n/use-translate";
import { LIGHTBOX_VIEWPORT_SHARE, SWIPE_MIN_PX } from "../utils/gallery-constants";
import type { GalleryImage } from "../utils/gallery-images";
import { arrowKeyStep, steppedIndex } from "../utils/stepped-index";

export type GalleryLightboxProps = {
  images: readonly GalleryImage[];
  /** The image shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const SIZE = `${LIGHTBOX_VIEWPORT_SHARE * 100}`;

/**
 * A gallery's images one at a time in a react-aria modal of 80 % of the
 * viewport: focus moves in and stays there, Escape or a click outside
 * closes it (focus then goes back to the image that opened it, the caller's
 * job), ←/→, the buttons or a swipe go round the images. Only the image shown
 * is loaded. The counter "n / total" is announced as it changes.
 */
export function GalleryLightbox({ images, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const t = useTranslate();
  const count = images.length;
  const swipeStart = useRef<number | null>(null);
  const isOpen = index !== null;

  useEffect(() => {
    if (index === null || count < 2) return;
    // The page behind is inert while the modal is open: every arrow key is the lightbox's.
    const onKeyDown = (event: KeyboardEvent) => {
      const step = arrowKeyStep(event.key);
      if (step === null) return;
      event.preventDefault();
      onIndexChange(steppedIndex(index, step, count));
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [index, count, onIndexChange]);

  const image = index === null ? undefined : images[index];
  const go = (step: number) => {
    if (index !== null) onIndexChange(steppedIndex(index, step, count));
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= SWIPE_MIN_PX) go(moved < 0 ? 1 : -1);
  };

  return (
    <ModalOverlay
      className="weekbox-modal-overlay weekbox-site-lightbox-overlay"
      isDismissable
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="weekbox-site-lightbox" style={{ width: `${SIZE}vw`, height: `${SIZE}vh` }}>
        <Dialog className="weekbox-site-lightbox-dialog" aria-label={t("Image gallery")}>
          {({ close }) => (
            <>
              <div
                className="weekbox-site-lightbox-stage"
                data-testid="lightbox-stage"
                onPointerDown={onPointerDown}
                onPointerUp={onPointerUp}
                onPointerCancel={() => (swipeStart.current = null)}
              >
                {image && (
                  <img
                    key={index}
                    className="weekbox-site-lightbox-image"
                    src={image.src}
                    alt={image.alt}
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                  />
                )}
              </div>
              <div className="weekbox-site-lightbox-bar">
                {count > 1 && (
                  <Button
                    className="weekbox-site-lightbox-step"
                    aria-label={t("Previous image")}
                    onPress={() => go(-1)}
                  >
                    <span aria-hidden="true">‹</span>
                  </Button>
                )}
                <p className="weekbox-site-lightbox-counter" aria-live="polite" aria-atomic="true">
                  {index !== null && t("{n} / {total}", { n: index + 1, total: count })}
                </p>
                {count > 1 && (
                  <Button
                    className="weekbox-site-lightbox-step"
                    aria-label={t("Next image")}
                    onPress={() => go(1)}
                  >
                    <span aria-hidden="true">›</span>
                  </Button>
                )}
              </div>
              <Button className="weekbox-site-lightbox-close" aria-label={t("Close")} onPress={close}>
                <span aria-hidden="true">×</span>
              </Button>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
