/** @odoo-module */
// Odoo's newsletter widgets never handle a newsletter form or popup a Weekbox
// enhancer owns (marked data-weekbox-enhanced by the page script before this
// bundle runs, widgets/visitor/newsletter). In the website editor the mark is
// dropped and Odoo's widgets take them again (the editor's options and
// previews rely on them).
import publicWidget from "@web/legacy/js/public/public_widget";
import "@website/snippets/s_popup/000";
import "@website_mass_mailing/js/website_mass_mailing";
import "@website_weekbox_site/js/narrow_foldable";

const registry = publicWidget.registry;

registry.subscribe = registry.subscribe.extend({
    selector: ".js_subscribe:not([data-weekbox-enhanced])",
});

// The popup (website's s_popup, which website_mass_mailing extends): not for
// the newsletter popups the enhancer shows.
const NOT_OURS = ":not(.o_newsletter_popup[data-weekbox-enhanced])";
registry.SharedPopup = registry.SharedPopup.extend({
    selector: `${registry.SharedPopup.prototype.selector}${NOT_OURS}`,
});
registry.popup = registry.popup.extend({
    selector: `${registry.popup.prototype.selector}${NOT_OURS}`,
});

// Odoo's smooth scroll to anchors binds to every link with a "#": the form's
// buttons are such links (href="#"). Narrowed on top of the site enhancers'
// own narrowing (website_weekbox_site, imported above to run first).
const BUTTONS =
    "[data-weekbox-enhanced='visitor-newsletter'] :is(.js_subscribe_btn, .js_subscribed_btn)";
registry.anchorSlide = registry.anchorSlide.extend({
    selector: `:is(${registry.anchorSlide.prototype.selector}):not(${BUTTONS})`,
});
