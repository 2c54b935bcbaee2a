/** @odoo-module */
// Odoo's smooth scroll to anchors (registry.anchorSlide, on every link whose
// href has a "#") never binds to the controls a Weekbox enhancer owns: the
// collapse toggles of a foldable list (widgets/site/foldable; their href="#"
// is no anchor, Bootstrap's collapse handles them) and the arrows of a
// gallery slideshow (widgets/site/gallery). Every other link keeps it.
import publicWidget from "@web/legacy/js/public/public_widget";
import "@website/js/content/snippets.animation";

const registry = publicWidget.registry;

const OWNED = [
    "[data-weekbox-enhanced='site-foldable'] [data-bs-toggle='collapse']",
    "[data-weekbox-enhanced='site-slideshow'] [data-bs-slide]",
].join(", ");

registry.anchorSlide = registry.anchorSlide.extend({
    selector: `a[href^="/"][href*="#"]:not(${OWNED}), a[href^="#"]:not(${OWNED})`,
});
