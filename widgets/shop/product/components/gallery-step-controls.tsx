import { Button } from "@/ui/upgrade/controls";
import { useTranslate } from "@/core/i18n/use-translate";

export type GalleryStepControlsProps = {
  /** The row's class. */
  className: string;
  /** Which image is shown ("2 of 4"), read out as it changes. */
  position: string;
  onStep: (step: -1 | 1) => void;
};

/** Previous and next image around the shown one's position, under the carousel. */
export function GalleryStepControls({ className, position, onStep }: GalleryStepControlsProps) {
  const t = useTranslate();
  return (
    <div className={className}>
      <Button
        className="weekbox-shop-gallery-arrow"
        aria-label={t("Previous image")}
        onPress={() => onStep(-1)}
      >
        <span aria-hidden="true">‹</span>
      </Button>
      <span className="weekbox-shop-gallery-position" aria-live="polite">
        {position}
      </span>
      <Button className="weekbox-shop-gallery-arrow" aria-label={t("Next image")} onPress={() => onStep(1)}>
        <span aria-hidden="true">›</span>
      </Button>
    </div>
  );
}
