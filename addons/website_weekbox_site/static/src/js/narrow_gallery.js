/** @odoo-module */
// Odoo's gallery widgets never handle a gallery a Weekbox enhancer owns
// (marked data-weekbox-enhanced by the page script before this bundle runs,
// widgets/site/gallery): not the lightbox of a grid/masonry gallery, not the
// indicators' paging of a slideshow, and not the Bootstrap carousel Odoo's
// slider starts inside it (React drives its slides). Everywhere else, and in
// the website editor where the mark is dropped, they keep working.
import publicWidget from "@web/legacy/js/public/public_widget";
import "@website/js/content/snippets.animation";
import "@website/snippets/s_image_gallery/000";

const registry = publicWidget.registry;

registry.gallery = registry.gallery.extend({
    selector: ".s_image_gallery:not(.o_slideshow):not([data-weekbox-enhanced])",
});
registry.gallerySlider = registry.gallerySlider.extend({
    selector: ".o_slideshow:not([data-weekbox-enhanced])",
});
registry.slider = registry.slider.extend({
    selector: ".carousel:not([data-weekbox-enhanced='site-slideshow'] .carousel)",
});
