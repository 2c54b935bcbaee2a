// The widgets of every page's header and footer as one lazy chunk: the
// language switcher, the search box, the cart link, back to top and the live
// chat's button. Every page has them all, so they load together; as separate chunks, each small file
// compressed apart cost about 2 KB gzip of the 25 KB every page may spend
// beyond React (build/page-weights.mjs). Their heavy parts (react-aria's menu
// and combobox, the mini cart, the chat window) stay chunks of their own,
// loaded on first use.
export { default as siteLanguage } from "@/site/language/site-language-widget";
export { default as shopSearch } from "@/shop/catalogue/shop-search-widget";
export { default as shopCartLink } from "@/shop/cart-link/shop-cart-link-widget";
export { default as siteScroll } from "@/site/scroll/site-scroll-widget";
export { default as visitorLivechat } from "@/visitor/livechat/livechat-widget";
