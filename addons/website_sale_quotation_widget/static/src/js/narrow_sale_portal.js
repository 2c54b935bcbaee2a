/** @odoo-module */
// Odoo's quotation page scripts must never handle an element a Weekbox React
// widget owns. Both are bound to .o_portal_sale_sidebar, the whole page:
// - SaleUpdateLineButton (sale_management: quantities, removal, options, then
//   a page reload) runs only on pages without the quotation-lines widget;
// - SalePortalSidebar keeps its start (the allow_payment=yes opening of the
//   pay modal after signing, and portal's sidebar) but builds no table of
//   contents where the quotation-toc widget builds it.
import publicWidget from "@web/legacy/js/public/public_widget";
import "@sale/js/sale_portal_sidebar";
import "@sale_management/js/sale_management";
import "@website/js/content/snippets.animation";
// It narrows website's anchorSlide too: ours narrows what it left.
import "@website_weekbox_site/js/narrow_foldable";

const registry = publicWidget.registry;

registry.SaleUpdateLineButton = registry.SaleUpdateLineButton.extend({
    selector: ".o_portal_sale_sidebar:not(:has([data-widget='quotation-lines']))",
});

registry.SalePortalSidebar = registry.SalePortalSidebar.extend({
    _generateMenu() {
        if (this.el.querySelector("[data-widget='quotation-toc']")) {
            return;
        }
        return this._super(...arguments);
    },
});

// website's anchorSlide takes every same-page link: never the table of
// contents' links (the widget scrolls and moves the focus itself).
registry.anchorSlide = registry.anchorSlide.extend({
    selector: `:is(${registry.anchorSlide.prototype.selector}):not(.weekbox-quote-toc-link)`,
});
