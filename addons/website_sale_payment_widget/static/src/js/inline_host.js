/** @odoo-module **/
// The Weekbox payment widget (React, website_weekbox) hosts Odoo's own payment
// form for the options whose card form is the provider's (inline form and
// JavaScript: Stripe, Adyen, Odoo's demo method). The host is an element
// outside the widget's React root (template inline_host) that the widget moves
// once into its form. Odoo's form and the provider's JS run on it unchanged;
// this tells the widget, on the host element:
// - `data-weekbox-ready` + "weekbox:inline-ready": Odoo's form has started
//   and prepared the checked option (the provider's inline form is mounted);
// - `data-weekbox-preparing` while an option's inline form is being prepared;
// - "weekbox:inline-busy" {busy}: a flow started (true) or the form is free
//   again on this page (false: Odoo showed its own error);
// - "weekbox:inline-submit-button" {visible}: the provider hides the submit
//   button while the customer acts in its own form (e.g. a wallet button).
import PaymentForm from "@payment/js/payment_form";

const HOST_SELECTOR = ".o_weekbox_inline_host";
const PREPARING = "data-weekbox-preparing";

PaymentForm.include({
    /**
     * @override
     */
    start() {
        const host = this._weekboxGetHost();
        if (host && host.hidden) {
            // Not lent to the widget yet: nothing is prepared (mounted) here
            // before the customer picks the option in the widget, so the
            // provider's fields (iframes) are never moved once mounted.
            this.el.querySelectorAll('input[name="o_payment_radio"]:checked').forEach((radio) => {
                radio.checked = false;
            });
        }
        host?.setAttribute(PREPARING, "");
        const started = this._super(...arguments);
        if (host) {
            const done = () => {
                host.removeAttribute(PREPARING);
                host.setAttribute("data-weekbox-ready", "");
                host.dispatchEvent(new CustomEvent("weekbox:inline-ready"));
            };
            // Ready even if a provider's preparation failed (e.g. its script
            // could not load): the widget's press then shows that nothing started.
            Promise.resolve(started).then(done, done);
        }
        return started;
    },

    /**
     * @override
     */
    async _selectPaymentOption() {
        const host = this._weekboxGetHost();
        host?.setAttribute(PREPARING, "");
        try {
            return await this._super(...arguments);
        } finally {
            host?.removeAttribute(PREPARING);
        }
    },

    /**
     * @override
     */
    _enableButton() {
        this._super(...arguments);
        this._weekboxNotify("weekbox:inline-busy", { busy: false });
    },

    /**
     * @override
     */
    _disableButton() {
        this._super(...arguments);
        this._weekboxNotify("weekbox:inline-busy", { busy: true });
    },

    /**
     * @override
     */
    _showInputs() {
        this._super(...arguments);
        this._weekboxNotify("weekbox:inline-submit-button", { visible: true });
    },

    /**
     * @override
     */
    _hideInputs() {
        this._super(...arguments);
        this._weekboxNotify("weekbox:inline-submit-button", { visible: false });
    },

    _weekboxGetHost() {
        return this.el.closest(HOST_SELECTOR);
    },

    _weekboxNotify(type, detail) {
        this._weekboxGetHost()?.dispatchEvent(new CustomEvent(type, { detail }));
    },
});
