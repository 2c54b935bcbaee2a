// The home page's first two widgets as one lazy chunk: the zip check and the
// countdown, at the top of the page, mounted at once. Each on its own, they
// and the core pieces only they share came in several small files, whose
// separate compression cost about a kilobyte of the home page's 100 KB gzip
// budget. The menu and the box configurator, further down, are a chunk of
// their own (home-box-widgets.ts) that loads when the visitor comes near them.
export { default as zipCheck } from "@/mealbox/zip-check/zip-check-widget";
export { default as countdown } from "@/mealbox/countdown/countdown-widget";
