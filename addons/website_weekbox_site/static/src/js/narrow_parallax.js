/** @odoo-module */
// Odoo's parallax never moves a section a Weekbox enhancer owns (marked
// data-weekbox-enhanced by the page script before this bundle runs,
// widgets/site/parallax). In the website editor the mark is dropped, so
// Odoo's own parallax (disabledInEditableMode: false) previews the editor's
// option there, as before.
import publicWidget from "@web/legacy/js/public/public_widget";
import "@website/js/content/snippets.animation";

const registry = publicWidget.registry;

registry.Parallax = registry.Parallax.extend({
    selector: ".parallax:not([data-weekbox-enhanced])",
});
