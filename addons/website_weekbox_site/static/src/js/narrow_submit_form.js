/** @odoo-module */
// Odoo's root widget puts a spinner on, and disables, the submit buttons of
// every `.js_website_submit_form` it sees submitted: a form the Weekbox
// submit-once enhancer owns (site-submit-once, marked data-weekbox-enhanced)
// is left to it. Other forms keep Odoo's behaviour.
import { PublicRoot } from "@web/legacy/js/public/public_root";

PublicRoot.include({
    _onWebsiteFormSubmit(ev) {
        if (ev.currentTarget.dataset.weekboxEnhanced) {
            return;
        }
        return this._super(...arguments);
    },
});
