// The home page's first three widgets as one lazy chunk: the zip check and the
// countdown, at the top of the page, mounted at once, and the menu, mounted
// when the visitor comes near it (data-load="visible") but on a phone's first
// screen, so its code is wanted at once anyway. Each on its own, they and the
// core pieces only they share came in several small files, whose separate
// compression cost about a kilobyte of the home page's 100 KB gzip budget.
// The box configurator, below the first screen, is a chunk of its own that
// loads when the visitor comes near it.
export { default as zipCheck } from "@/mealbox/zip-check/zip-check-widget";
export { default as countdown } from "@/mealbox/countdown/countdown-widget";
export { default as ourMenu } from "@/mealbox/our-menu/our-menu-widget";
