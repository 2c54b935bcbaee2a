/** @odoo-module **/
// The Weekbox payment widget (React, website_weekbox) hosts Odoo's own payment
// form for the options whose card form is the provider's (inline form and
// JavaScript: Stripe, Adyen, Odoo's demo method). The host is an element
// outside the widget's React root (template inline_host). Odoo's form and the
// provider's JS run on it unchanged; this tells the widget, by DOM events on
// the host, when the form has started and when a flow it runs is busy or over:
// the widget's Pay clicks the hosted form's submit button, then waits until the
// form is free again (Odoo showed its own error) or the page leaves.
import PaymentForm from "@payment/js/payment_form";

const HOST_SELECTOR = ".o_weekbox_inline_host";

PaymentForm.include({
    /**
     * @override
     */
    start() {
        // Odoo's start sets the payment context and the submit listener before
        // its first await: once it returns, a click on the submit button works.
        const started = this._super(...arguments);
        const host = this._weekboxGetHost();
        if (host) {
            host.setAttribute("data-weekbox-ready", "");
            host.dispatchEvent(new CustomEvent("weekbox:inline-ready"));
        }
        return started;
    },

    /**
     * @override
     */
    _enableButton() {
        this._super(...arguments);
        this._weekboxNotifyBusy(false);
    },

    /**
     * @override
     */
    _disableButton() {
        this._super(...arguments);
        this._weekboxNotifyBusy(true);
    },

    _weekboxGetHost() {
        return this.el.closest(HOST_SELECTOR);
    },

    _weekboxNotifyBusy(busy) {
        this._weekboxGetHost()?.dispatchEvent(
            new CustomEvent("weekbox:inline-busy", { detail: { busy } })
        );
    },
});
