/** @odoo-module */
// Odoo's form widget never handles a website form a Weekbox enhancer owns
// (marked data-weekbox-enhanced by the page script before this bundle runs,
// widgets/site-website-form). In the website editor the mark is dropped and
// Odoo's widget takes the form again; its edit-mode widget (dates shown in
// the editor) is left as it is.
import publicWidget from "@web/legacy/js/public/public_widget";
import "@website/snippets/s_website_form/000";

const registry = publicWidget.registry;

registry.s_website_form = registry.s_website_form.extend({
    selector: ".s_website_form form:not([data-weekbox-enhanced]), form.s_website_form:not([data-weekbox-enhanced])",
});
