import { useEffect, useRef, type PointerEvent } from "react";
import { Button } from "react-aria-components/Button";
import { Dialog } from "react-aria-components/Dialog";
import { Modal, ModalOverlay } from "react-aria-components/Modal";
import { useTranslate } from "@/core/i18n/use-translate";
import { LIGHTBOX_VIEWPORT_SHARE, SWIPE_MIN_PX } from "./lightbox-constants";
import { arrowKeyStep, steppedIndex } from "./stepped-index";
import "./image-lightbox.css";

export type LightboxImage = { src: string; alt: string };

export type ImageLightboxProps = {
  images: readonly LightboxImage[];
  /** The image shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The dialog's name ("Image gallery", "Images of Desk"). */
  label: string;
  /** The caller's class on the modal, for tests and page-specific looks. */
  className?: string;
};

const SIZE = `${LIGHTBOX_VIEWPORT_SHARE * 100}`;

/**
 * Images one at a time in a react-aria modal of 80 % of the viewport, for
 * the product page's gallery and the site's image galleries alike: focus
 * moves in and stays there, Escape or a click outside closes it (react-aria
 * gives focus back to what had it), ←/→, the buttons or a swipe go round the
 * images. Only the image shown is loaded. The counter "n / total" is
 * announced as it changes.
 */
export function ImageLightbox({
  images,
  index,
  onIndexChange,
  onClose,
  label,
  className,
}: ImageLightboxProps) {
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
      className="weekbox-modal-overlay weekbox-lightbox-overlay"
      isDismissable
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal
        className={className ? `weekbox-lightbox ${className}` : "weekbox-lightbox"}
        style={{ width: `${SIZE}vw`, height: `${SIZE}vh` }}
      >
        <Dialog className="weekbox-lightbox-dialog" aria-label={label}>
          {({ close }) => (
            <>
              <div
                className="weekbox-lightbox-stage"
                data-testid="lightbox-stage"
                onPointerDown={onPointerDown}
                onPointerUp={onPointerUp}
                onPointerCancel={() => (swipeStart.current = null)}
              >
                {image && (
                  <img
                    key={index}
                    className="weekbox-lightbox-image"
                    src={image.src}
                    alt={image.alt}
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                  />
                )}
              </div>
              <div className="weekbox-lightbox-bar">
                {count > 1 && (
                  <Button
                    className="weekbox-lightbox-step"
                    aria-label={t("Previous image")}
                    onPress={() => go(-1)}
                  >
                    <span aria-hidden="true">‹</span>
                  </Button>
                )}
                <p className="weekbox-lightbox-counter" aria-live="polite" aria-atomic="true">
                  {index !== null && t("{n} / {total}", { n: index + 1, total: count })}
                </p>
                {count > 1 && (
                  <Button
                    className="weekbox-lightbox-step"
                    aria-label={t("Next image")}
                    onPress={() => go(1)}
                  >
                    <span aria-hidden="true">›</span>
                  </Button>
                )}
              </div>
              <Button className="weekbox-lightbox-close" aria-label={t("Close")} onPress={close}>
                <span aria-hidden="true">×</span>
              </Button>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
