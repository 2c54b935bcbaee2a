// The charts' rules (spec §9.5), kept where the chart components and their
// tests read them.
import { ticks } from "d3";

export type ChartType = "multi_bar" | "bar" | "pie";

/** Labels longer than this are cut, with '...' (the bar chart's have more room). */
export const LABEL_MAX_LENGTH: Readonly<Record<ChartType, number>> = { multi_bar: 25, pie: 25, bar: 35 };

/** How long a chart takes to draw or change (none under prefers-reduced-motion). */
export const TRANSITION_MS = 500;

/** Staggered x labels: every other one this much lower, so long neighbours do not overlap. */
export const STAGGER_OFFSET = 14;

/** `text` within `max` characters: cut, then '...' added, beyond it. */
export function cutLabel(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** A chart's label for `text` (its type's length). */
export function chartLabel(type: ChartType, text: string): string {
  return cutLabel(text, LABEL_MAX_LENGTH[type]);
}

/**
 * The y axis of counts: whole numbers only, from 0 to at least `max` (at
 * least 1, so an empty chart still has an axis), about `count` of them.
 */
export function integerTicks(max: number, count = 5): number[] {
  const top = Math.max(1, Math.ceil(max));
  const found = ticks(0, top, Math.min(count, top)).filter(Number.isInteger);
  if (found[found.length - 1]! < top) {
    const step = found.length > 1 ? found[1]! - found[0]! : 1;
    found.push(found[found.length - 1]! + step);
  }
  return found;
}

/** The y offset of the `index`th x label: staggered (every other one lower) or not. */
export function labelOffset(index: number, staggered: boolean): number {
  return staggered && index % 2 === 1 ? STAGGER_OFFSET : 0;
}

/** A transition of `properties` lasting TRANSITION_MS, or none (reduced motion). */
export function transitionOf(properties: readonly string[], reducedMotion: boolean): string {
  return reducedMotion
    ? "none"
    : properties.map((property) => `${property} ${TRANSITION_MS}ms ease`).join(", ");
}
