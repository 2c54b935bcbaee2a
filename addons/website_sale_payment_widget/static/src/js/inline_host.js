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
// And it follows what the widget sets on the host ("weekbox:inline-gate" once
// it changed them; widgets/payment/checkout/utils/inline-host.ts):
// - `data-weekbox-pay-blocked` while the widget's Pay may not start (terms and
//   conditions not ticked, the order being updated): the submit button stays
//   disabled (so Enter in the provider's fields pays nothing either);
// - `data-weekbox-terms-accepted`: the transaction request says terms_accepted;
// - `data-weekbox-amount`: the amount to pay (the checkout may have changed it).
import { Component } from "@odoo/owl";
import PaymentButton from "@payment/js/payment_button";
import PaymentForm from "@payment/js/payment_form";

const HOST_SELECTOR = ".o_weekbox_inline_host";
const PREPARING = "data-weekbox-preparing";
const BLOCKED = "data-weekbox-pay-blocked";
const TERMS_ACCEPTED = "data-weekbox-terms-accepted";
const AMOUNT = "data-weekbox-amount";
const GATE_EVENT = "weekbox:inline-gate";

PaymentButton.include({
    /**
     * The submit button of the hosted form waits for what the widget's Pay waits for.
     *
     * @override
     */
    _canSubmit() {
        return this._super(...arguments) && !this.el.closest(HOST_SELECTOR)?.hasAttribute(BLOCKED);
    },
});

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
            // paymentContext is set synchronously at the start of Odoo's start().
            this._weekboxApplyAmount(host);
            host.addEventListener(GATE_EVENT, () => this._weekboxOnGate(host));
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
        this._weekboxBusy = false;
        this._super(...arguments);
        this._weekboxNotify("weekbox:inline-busy", { busy: false });
    },

    /**
     * @override
     */
    _disableButton() {
        this._weekboxBusy = true;
        this._super(...arguments);
        this._weekboxNotify("weekbox:inline-busy", { busy: true });
    },

    /**
     * The customer's acceptance of the terms and conditions, given in the
     * widget: website_sale_payment_widget's /shop/payment/transaction refuses
     * the payment of an order whose website asks for it without it.
     *
     * @override
     */
    _prepareTransactionRouteParams() {
        const params = this._super(...arguments);
        if (this._weekboxGetHost()?.hasAttribute(TERMS_ACCEPTED)) {
            params.terms_accepted = true;
        }
        return params;
    },

    _weekboxApplyAmount(host) {
        const amount = host.getAttribute(AMOUNT);
        if (amount && this.paymentContext) {
            this.paymentContext.amount = amount;
        }
    },

    /**
     * The widget changed what its Pay waits for: the submit button follows,
     * unless a flow (or the preparation of an option) runs, which enables it
     * again itself when it ends (its `_canSubmit` then reads the host).
     */
    _weekboxOnGate(host) {
        this._weekboxApplyAmount(host);
        if (this._weekboxBusy) {
            return;
        }
        Component.env.bus.trigger(
            host.hasAttribute(BLOCKED) ? "disablePaymentButton" : "enablePaymentButton",
        );
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
