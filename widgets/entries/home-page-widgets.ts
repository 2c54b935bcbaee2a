// The home page's four widgets as one lazy chunk. Each on its own, they and
// the core pieces only they share came in about a dozen small files, whose
// separate compression cost ~2 KB of the home page's 100 KB gzip budget. They
// are dropped together on the home page (its meal-box snippets), so they load
// together; on a page holding only one of them, the other three come along
// (about 6 KB gzip), a price worth the home page's budget.
export { default as zipCheck } from "@/mealbox/zip-check/zip-check-widget";
export { default as countdown } from "@/mealbox/countdown/countdown-widget";
export { default as boxConfigurator } from "@/mealbox/box-configurator/box-configurator-widget";
export { default as ourMenu } from "@/mealbox/our-menu/our-menu-widget";
