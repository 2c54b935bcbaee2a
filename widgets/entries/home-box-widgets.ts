// The home page's menu and box configurator as one lazy chunk, loaded when the
// visitor comes near them (data-load="visible" on the home page): neither is in
// the page's first load. Their server placeholders have their final size
// (website_sale_mealbox's home template and snippets, ui/weekbox.css), so
// nothing moves when they mount, nor under a "#your-box" scroll.
export { default as boxConfigurator } from "@/mealbox/box-configurator/box-configurator-widget";
export { default as ourMenu } from "@/mealbox/our-menu/our-menu-widget";
