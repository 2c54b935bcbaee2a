/** @odoo-module */
// Odoo's share widgets never handle a share block a Weekbox enhancer owns
// (marked data-weekbox-enhanced by the page script before this bundle runs,
// widgets/site/share). Everywhere else, and in the website editor where the
// mark is dropped, it keeps working.
import publicWidget from "@web/legacy/js/public/public_widget";
import "@website/js/content/snippets.animation";
import "@website/snippets/s_share/000";

const registry = publicWidget.registry;

registry.share = registry.share.extend({
    selector: ".s_share:not([data-weekbox-enhanced]), .oe_share:not([data-weekbox-enhanced])",
});

// The legacy hover popover of share buttons (forum posts' .oe_social_share).
registry.socialShare = registry.socialShare.extend({
    selector: ".oe_social_share:not([data-weekbox-enhanced])",
});
