from datetime import timedelta

from odoo import _, fields, models
from odoo.exceptions import ValidationError
from odoo.http import request
from odoo.tools import float_compare, html2plaintext, is_html_empty

from odoo.addons.website_sale_payment_widget.const import (
    INLINE_HOST_ID,
    TERMS_URL,
    TERMS_VIEW_KEY,
    TRANSACTION_REUSE_SECONDS,
)

# Where the payment form's routes are (widgets/core/rpc/routes/payment-routes.ts).
SHOP_TRANSACTION_ROUTE = '/shop/payment/transaction'
CREATE_TOKEN_ROUTE = '/payment/weekbox/token/create'


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    # === BUSINESS METHODS - PAYMENT FORM === #

    def _weekbox_get_payment_form_values(self, landing_route='/shop/payment/validate', return_url='/shop/payment'):
        """The payment form widget paying this order, for the visitor of the
        current request (payment options as Odoo's own form computes them, see
        payment.provider._weekbox_get_compatible_options).

        Note: self.ensure_one()

        :param str landing_route: Where the customer goes once the payment is made.
        :param str return_url: The page of the form (after a 3-D Secure check).
        :return: {props: the `data-props` of the `payment-form` widget,
                  inline_host: Odoo's own form for its inline options, or None}
        :rtype: dict
        """
        self.ensure_one()
        order_sudo = self.sudo()
        logged_in = not self.env.user._is_public()
        partner_sudo = self._weekbox_get_payment_form_partner()
        amount = order_sudo.amount_total - order_sudo.amount_paid
        providers = self.env['payment.provider']
        providers_sudo, methods_sudo, tokens_sudo = providers._weekbox_get_compatible_options(
            partner_sudo, order=order_sudo, website_id=self._weekbox_get_payment_form_website_id(),
        )
        options = providers._prepare_weekbox_payment_options(
            providers_sudo, methods_sudo, tokens_sudo, mode='payment', allow_token_deletion=logged_in
        )
        access_token = order_sudo._portal_ensure_token()
        inline_host = providers._weekbox_render_inline_host(options, providers_sudo, methods_sudo, {
            'mode': 'payment',
            'amount': amount,
            'currency': order_sudo.currency_id,
            'partner_id': partner_sudo.id,
            'transaction_route': f'{SHOP_TRANSACTION_ROUTE}/{order_sudo.id}',
            'landing_route': landing_route,
            'access_token': access_token,
            'sale_order_id': order_sudo.id,  # Stripe asks whether the order requires tokenisation.
            'may_save_cards': self._weekbox_visitor_may_save_cards(),
        })
        props = {
            'mode': 'payment',
            'orderId': order_sudo.id,
            'partnerId': partner_sudo.id,
            'accessToken': access_token,
            'amount': amount,
            'currencyId': order_sudo.currency_id.id,
            'currency': order_sudo.currency_id._weekbox_currency_info(),
            # Pay waits for "I agree to the terms and conditions" (Odoo's own checkbox is not shown then).
            'termsUrl': TERMS_URL if self._weekbox_requires_terms_acceptance() else None,
            'transactionRoute': SHOP_TRANSACTION_ROUTE,
            'createTokenRoute': CREATE_TOKEN_ROUTE,
            'successUrl': landing_route,
            'errorUrl': return_url,
            'returnUrl': return_url,
            # One of the page's options in the spec (§2.8), unused: Odoo 17
            # transactions run no callback method.
            'callbackMethod': '',
            'options': options,
            'selectedOptionId': providers._weekbox_get_default_option_id(options, mode='payment'),
        }
        if inline_host:
            props['inlineHostId'] = INLINE_HOST_ID
        return {'props': props, 'inline_host': inline_host}

    def _weekbox_get_payment_form_partner(self):
        """Who pays this order in the payment form, sudo: the customer logged
        in, else the order's customer. Note: self.ensure_one()"""
        self.ensure_one()
        user = self.env.user
        return self.sudo().partner_id if user._is_public() else user.partner_id

    def _weekbox_get_payment_form_website_id(self):
        """The website of the payment form (the website-restricted providers'). Note: self.ensure_one()"""
        self.ensure_one()
        return self.sudo().website_id.id or (request and request.website.id)

    def _weekbox_get_payment_lean_reasons(self):
        """What on the checkout's payment page of this order, for the visitor
        of the current request, is still Odoo's JS (issue #34, the lean pages
        of website_weekbox_site): the "Confirm" button of a free order (Odoo's
        payment button, enabled by its JS), and Odoo's payment form the widget
        hosts for the options whose card form is the provider's (inline forms
        such as Stripe's: `_weekbox_get_payment_option_kind`). The payment
        form itself, its terms checkbox, saved cards, card fields of the test
        providers and redirect forms are the widget's. Per order and visitor:
        never cached on the website alone.

        Note: self.ensure_one()

        :return: sentences for the page's debug note
        :rtype: list
        """
        self.ensure_one()
        order_sudo = self.sudo()
        if not order_sudo.amount_total:
            return ["a free order is confirmed with Odoo's button"]
        providers = self.env['payment.provider']
        providers_sudo, methods_sudo, _tokens_sudo = providers._weekbox_get_compatible_options(
            self._weekbox_get_payment_form_partner(), order=order_sudo,
            website_id=self._weekbox_get_payment_form_website_id(), with_tokens=False,
        )
        hosted = {}
        for (provider_sudo, method_sudo), kind in providers._weekbox_get_option_kinds(
            providers_sudo, methods_sudo
        ).items():
            if kind == 'inline':
                hosted.setdefault(provider_sudo.name, []).append(method_sudo.name)
        return ["%s (%s) is paid in Odoo's payment form, with the provider's JS"
                % (provider, ', '.join(sorted(methods))) for provider, methods in sorted(hosted.items())]

    def _weekbox_visitor_may_save_cards(self):
        """Whether the visitor of the current request may save a card paying
        this order: a customer logged in, or a guest paying the order of
        their own session (their cart, or the order they just placed) with a
        customer on it; an order's access token alone (a link) is not enough.

        Note: self.ensure_one()
        """
        self.ensure_one()
        if not request:
            return False
        if not request.env.user._is_public():
            return True
        order_sudo = self.sudo()
        session_order_ids = {request.session.get('sale_order_id'), request.session.get('sale_last_order_id')}
        return bool(
            order_sudo.id in session_order_ids and order_sudo.partner_id and not order_sudo.partner_id.is_public
        )

    def _weekbox_requires_terms_acceptance(self):
        """Whether paying this order online takes the customer's acceptance
        of the terms and conditions: a website order whose website shows
        Odoo's "Accept Terms & Conditions" checkbox on its checkout (the view
        website_sale.accept_terms_and_conditions, activated per website in
        the website editor).

        Note: self.ensure_one()
        """
        self.ensure_one()
        website_sudo = self.sudo().website_id
        if not website_sudo:
            return False
        # The website's own copy of the view when the editor made one, else the generic view.
        return bool(website_sudo.with_context(website_id=website_sudo.id).is_view_active(TERMS_VIEW_KEY))

    def _weekbox_check_terms_accepted(self, terms_accepted):
        """Refuse a payment of this order without the customer's acceptance
        of the terms and conditions, when its website asks for it.

        Note: self.ensure_one()

        :param bool terms_accepted: Whether the request says the customer accepted them.
        :raise ValidationError: If they must be accepted and were not.
        """
        self.ensure_one()
        if not terms_accepted and self._weekbox_requires_terms_acceptance():
            raise ValidationError(_("Please accept the terms and conditions to pay your order."))

    def _weekbox_get_purchase_tracking_info(self, tracking_info):
        """The purchase analytics event's data the payment status widget
        sends once per order on the confirmation page (`tracking_info`:
        website_sale's order_2_return_dict), or None for no event from it. A
        module whose own widget sends the event for some orders returns None
        for them (the event is counted once per order reference anyway).

        Note: self.ensure_one()
        """
        self.ensure_one()
        return tracking_info or None

    def _weekbox_check_can_be_paid(self):
        """Refuse another payment of an order whose payments (done, authorised,
        or pending such as a wire transfer waiting for the bank) already cover
        its total: a second tab, or a second call, must not charge it twice.

        Note: self.ensure_one()

        :raise ValidationError: If the order is paid or being paid.
        """
        self.ensure_one()
        order_sudo = self.sudo()
        txs_sudo = order_sudo.transaction_ids.filtered(
            lambda tx: tx.state in ('pending', 'authorized', 'done')
            and tx.operation != 'validation'
            and tx.currency_id == order_sudo.currency_id
        )
        if not txs_sudo:
            return
        rounding = order_sudo.currency_id.rounding

        def covers(transactions):
            covered = sum(transactions.mapped('amount'))
            return float_compare(covered, order_sudo.amount_total, precision_rounding=rounding) >= 0

        if covers(txs_sudo.filtered(lambda tx: tx.state in ('authorized', 'done'))):
            raise ValidationError(_("This order is already paid."))
        if covers(txs_sudo):
            raise ValidationError(_(
                "A payment of this order is already pending. It cannot be paid again while it is being processed."
            ))

    def _weekbox_get_reusable_transaction(self, flow, provider_id, payment_method_id=None, token_id=None,
                                          amount=None, is_validation=False):
        """A transaction made moments ago (TRANSACTION_REUSE_SECONDS) for this
        order, payment option and amount, still valid: handed out again when
        Pay is pressed again instead of a second one. Call with the order
        locked (_weekbox_lock): two presses at once then see each other's.

        Note: self.ensure_one()

        :param str flow: 'redirect', 'direct' or 'token'.
        :param float amount: The amount asked, the order's total when None.
        :return: The transaction (sudo), or None.
        """
        self.ensure_one()
        order_sudo = self.sudo()
        # Not a direct flow: its processing values start a payment session in
        # the provider's JS (e.g. a Stripe payment intent), one per attempt.
        if is_validation or flow not in ('redirect', 'token'):
            return None
        amount = amount or order_sudo.amount_total
        since = fields.Datetime.now() - timedelta(seconds=TRANSACTION_REUSE_SECONDS)
        domain = [
            ('sale_order_ids', 'in', order_sudo.ids),
            ('operation', '=', f'online_{flow}'),
            ('provider_id', '=', provider_id),
            ('currency_id', '=', order_sudo.currency_id.id),
            ('state', 'in', ('draft', 'pending', 'authorized', 'done')),
            ('create_date', '>=', since),
        ]
        if flow == 'token':
            domain.append(('token_id', '=', token_id))
        else:
            domain.append(('payment_method_id', '=', payment_method_id))
        for tx_sudo in self.env['payment.transaction'].sudo().search(domain, order='id desc'):
            same_amount = not float_compare(
                tx_sudo.amount, float(amount), precision_rounding=order_sudo.currency_id.rounding
            )
            if same_amount:
                return tx_sudo
        return None

    # === BUSINESS METHODS - PAYMENT STATUS === #

    def _prepare_weekbox_payment_status_values(self):
        """The payment status of the order's last transaction, as the status
        widget shows it: `recall` is true while the payment may still change
        (draft or pending).

        Note: self.ensure_one()
        """
        self.ensure_one()
        order_sudo = self.sudo()
        tx_sudo = order_sudo.get_portal_last_transaction()
        provider_sudo = tx_sudo.provider_id
        state = tx_sudo.state or 'none'
        amount_mismatch = state == 'done' and float_compare(
            order_sudo.amount_total, tx_sudo.amount, precision_rounding=order_sudo.currency_id.rounding
        ) != 0

        def provider_message(html):
            return '' if is_html_empty(html) else html2plaintext(html)

        if state == 'pending':
            message = provider_message(provider_sudo.pending_msg) or _(
                "Your payment is pending: your order will be confirmed once we receive it."
            )
        elif state == 'authorized':
            message = provider_message(provider_sudo.auth_msg) or _("Your payment has been authorized.")
        elif state == 'done' and amount_mismatch:
            message = _(
                "Unfortunately your order can not be confirmed as the amount of your payment does not"
                " match the amount of your cart. Please contact the responsible of the shop for more"
                " information."
            )
        elif state == 'done':
            message = provider_message(provider_sudo.done_msg) or _("Your payment has been successfully processed.")
        elif state == 'cancel':
            message = provider_message(provider_sudo.cancel_msg) or _("Your payment has been cancelled.")
        elif state == 'error':
            message = tx_sudo.state_message or _("An error occurred during the processing of your payment.")
        elif state == 'draft':
            message = _("Your payment has not been processed yet.")
        else:
            message = ''
        # A wire transfer's communication, as website_sale's confirmation shows it.
        communication = (
            order_sudo.reference or tx_sudo.reference
            if state == 'pending' and provider_sudo.code == 'custom' else ''
        )
        return {
            'recall': state in ('draft', 'pending'),
            'communication': communication or '',
            'state': state,
            'message': message,
            'reference': tx_sudo.reference or '',
            'providerName': provider_sudo.name or '',
            'amount': tx_sudo.amount or 0.0,
            'orderName': order_sudo.name,
            'orderState': order_sudo.state,
        }
