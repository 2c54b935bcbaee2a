import { useState } from "react";
import { PlainButton as Button } from "@/ui/upgrade/plain-button";
import { useTranslate } from "@/core/i18n/use-translate";

export type CarouselSlide =
  { kind: "image"; key: string; src: string } | { kind: "video"; key: string; src: string; title: string };

export type ImageCarouselProps = {
  /** Names the carousel, e.g. "Photos of Lasagna". */
  label: string;
  slides: CarouselSlide[];
};

/**
 * One slide at a time with previous/next buttons (WAI-ARIA carousel pattern).
 * Only the shown slide is in the DOM: leaving the video slide unloads its player.
 */
export function ImageCarousel({ label, slides }: ImageCarouselProps) {
  const t = useTranslate();
  const [index, setIndex] = useState(0);
  const slide = slides[Math.min(index, slides.length - 1)];
  if (!slide) return null;
  const position = t("{n} of {total}", { n: index + 1, total: slides.length });
  const several = slides.length > 1;
  return (
    <section className="weekbox-carousel" aria-roledescription={t("carousel")} aria-label={label}>
      <div
        className="weekbox-carousel-slide"
        role="group"
        aria-roledescription={t("slide")}
        aria-label={position}
        data-kind={slide.kind}
      >
        {slide.kind === "image" ? (
          <img src={slide.src} alt="" loading="lazy" width={512} height={512} />
        ) : (
          <iframe
            src={slide.src}
            title={slide.title}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            allowFullScreen
          />
        )}
      </div>
      {several && (
        <div className="weekbox-carousel-controls">
          <Button
            className="weekbox-carousel-button"
            aria-label={t("Previous slide")}
            onPress={() => setIndex((index - 1 + slides.length) % slides.length)}
          >
            <span aria-hidden="true">‹</span>
          </Button>
          <span className="weekbox-carousel-position" aria-live="polite">
            {position}
          </span>
          <Button
            className="weekbox-carousel-button"
            aria-label={t("Next slide")}
            onPress={() => setIndex((index + 1) % slides.length)}
          >
            <span aria-hidden="true">›</span>
          </Button>
        </div>
      )}
    </section>
  );
}
