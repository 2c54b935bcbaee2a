import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { MenuDishCard } from "./menu-dish-card";
import type { MenuDish } from "./our-menu";

export type DishCarouselProps = {
  dishes: readonly MenuDish[];
  /** Dishes visible at once (1 on small screens, 3 from 600 px). */
  perView: number;
  /** Accessible name of the carousel. */
  label: string;
};

/** Horizontal movement (px) a pointer must travel for a swipe. */
const SWIPE_DISTANCE = 40;

/**
 * The week's dishes one (or three) at a time. Moves with the previous/next
 * buttons, the arrow keys (Home/End too) while focus is inside, and a
 * horizontal swipe of finger or mouse; the position ("2 of 12") is announced.
 * Slides out of view are inert, so neither Tab nor a screen reader lands there.
 * Its buttons are native for good (a click is all they take): the menu is in
 * the home page's first load, which they keep lighter than the plain stand-ins.
 */
export function DishCarousel({ dishes, perView, label }: DishCarouselProps) {
  const t = useTranslate();
  const [wanted, setWanted] = useState(0);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const swipe = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const trackId = useId();

  const total = dishes.length;
  const last = Math.max(0, total - perView);
  // A resize to more dishes per view may leave fewer positions.
  const index = Math.min(wanted, last);

  function go(to: number) {
    const next = Math.max(0, Math.min(last, to));
    if (next === index) return;
    // The pressed button may become disabled at the end: hand focus to the other one first.
    const active = document.activeElement;
    if (next === last && active === nextRef.current) previousRef.current?.focus();
    if (next === 0 && active === previousRef.current) nextRef.current?.focus();
    setWanted(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last };
    const to = moves[event.key];
    if (to === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    go(to);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    swipe.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? index + 1 : index - 1);
  }

  const position = t("{n} of {total}", { n: index + 1, total });
  const hasControls = last > 0;
  return (
    <div
      className="weekbox-menu-carousel"
      role="region"
      aria-roledescription={t("carousel")}
      aria-label={label}
      data-per-view={perView}
      onKeyDown={onKeyDown}
    >
      <div
        className="weekbox-menu-carousel-viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <div
          id={trackId}
          className="weekbox-menu-carousel-track"
          style={{ transform: `translateX(${(-100 * index) / perView}%)` }}
        >
          {dishes.map((dish, i) => {
            const visible = i >= index && i < index + perView;
            return (
              <div
                key={dish.product_id}
                className="weekbox-menu-carousel-slide"
                role="group"
                aria-roledescription={t("slide")}
                aria-label={t("{n} of {total}", { n: i + 1, total })}
                style={{ flexBasis: `${100 / perView}%` }}
                inert={!visible}
                data-visible={visible || undefined}
              >
                <MenuDishCard dish={dish} imageSizes={perView === 1 ? "100vw" : "33vw"} />
              </div>
            );
          })}
        </div>
      </div>
      {hasControls && (
        <div className="weekbox-menu-carousel-controls">
          <button
            ref={previousRef}
            type="button"
            data-variant="secondary"
            className="weekbox-button weekbox-menu-carousel-button"
            aria-label={t("Previous dish")}
            aria-controls={trackId}
            disabled={index === 0}
            data-disabled={index === 0 || undefined}
            onClick={() => go(index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <p className="weekbox-menu-carousel-status" aria-live="polite" aria-atomic="true">
            {position}
          </p>
          <button
            ref={nextRef}
            type="button"
            data-variant="secondary"
            className="weekbox-button weekbox-menu-carousel-button"
            aria-label={t("Next dish")}
            aria-controls={trackId}
            disabled={index === last}
            data-disabled={index === last || undefined}
            onClick={() => go(index + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
