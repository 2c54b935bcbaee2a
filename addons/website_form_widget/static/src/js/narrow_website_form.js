/** @odoo-module */
// Odoo's form widget never handles a website form a Weekbox enhancer owns
// (marked data-weekbox-enhanced by the page script before this bundle runs,
// widgets/site/website-form). In the website editor the mark is dropped and
// Odoo's widget takes the form again; its edit-mode widget (dates shown in
// the editor) is left as it is.
import publicWidget from "@web/legacy/js/public/public_widget";
import "@website/snippets/s_website_form/000";
import "@website_weekbox_site/js/narrow_foldable";

const registry = publicWidget.registry;

registry.s_website_form = registry.s_website_form.extend({
    selector:
        ".s_website_form form:not([data-weekbox-enhanced]), form.s_website_form:not([data-weekbox-enhanced])",
});

// Odoo's smooth scroll to anchors binds to every link with a "#": the form's
// send "button" is one (href="#"), and ours. Narrowed on top of the site
// enhancers' own narrowing (website_weekbox_site, imported above to run first).
const SEND_BUTTON =
    "[data-weekbox-enhanced='site-website-form'] :is(.s_website_form_send, .o_website_form_send)";
registry.anchorSlide = registry.anchorSlide.extend({
    selector: `:is(${registry.anchorSlide.prototype.selector}):not(${SEND_BUTTON})`,
});
