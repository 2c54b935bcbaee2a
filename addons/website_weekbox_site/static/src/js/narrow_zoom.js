/** @odoo-module */
// Zoomable images (`.zoomable img[data-zoom]`) are zoomed by Odoo's zoomodoo,
// started by the website root (not a publicWidget, so no selector to narrow):
// the plugin itself skips the images a Weekbox enhancer owns (marked
// data-weekbox-enhanced by the page script before this bundle runs,
// widgets/site/zoom) and zooms every other image as before (the product
// page's, which website_sale starts).
import "@website/libs/zoomodoo/zoomodoo";

const zoomOdoo = $.fn.zoomOdoo;

$.fn.zoomOdoo = function (...args) {
    zoomOdoo.apply(this.not("[data-weekbox-enhanced]"), args);
    return this;
};
