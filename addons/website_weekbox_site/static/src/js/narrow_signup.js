/** @odoo-module */
// Odoo's sign-up form widget (spinner + disabled submit) must not handle a
// form whose submit button is a Weekbox widget's (site-signup): its selector
// is narrowed to sign-up forms without one. Others keep Odoo's behaviour.
import publicWidget from "@web/legacy/js/public/public_widget";
import "@auth_signup/js/signup";

const registry = publicWidget.registry;

registry.SignUpForm = registry.SignUpForm.extend({
    selector: ".oe_signup_form:not(:has([data-widget='site-signup']))",
});
