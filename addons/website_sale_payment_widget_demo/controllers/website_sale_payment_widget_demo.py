from werkzeug.exceptions import NotFound

from odoo import _, http
from odoo.http import request
from odoo.tools import format_amount

from odoo.addons.payment import utils as payment_utils
from odoo.addons.website_sale_payment_widget.controllers.website_sale_payment_widget import (
    PaymentWidgetPortal,
)


class PaymentWidgetDemoPortal(PaymentWidgetPortal):

    @http.route(
        '/payment/weekbox_demo/3ds/<string:reference>', type='http', auth='public', methods=['GET'], website=True,
        sitemap=False,
    )
    def weekbox_demo_authentication_page(self, reference=None, access_token=None, **kwargs):
        """ The demo bank's 3-D Secure page, a page of its own the payment form
        navigates to: what is being authenticated (a payment of the order, or
        a card being added), then "Complete authentication" or "Cancel".

        :param str reference: The reference of the demo validation transaction.
        :param str access_token: The challenge's signature of the transaction.
        :raise NotFound: If the challenge is unknown, forged or already answered.
        """
        tx_sudo = self._weekbox_demo_get_challenge(reference, access_token)
        if tx_sudo.state != 'draft':
            raise NotFound()
        continuation = self._weekbox_peek_continuation(tx_sudo.reference)
        order_sudo = request.env['sale.order'].sudo().browse(continuation.get('order_id') or []).exists()
        response = request.render('website_sale_payment_widget_demo.challenge_page', {
            'tx': tx_sudo,
            'access_token': access_token,
            'question': self._weekbox_demo_challenge_question(tx_sudo, order_sudo),
        })
        # The page's address holds the challenge's signature: no other site learns it.
        response.headers['Referrer-Policy'] = 'no-referrer'
        return response

    @http.route(
        '/payment/weekbox_demo/3ds/complete', type='http', auth='public', methods=['POST'], website=True,
        sitemap=False,
    )
    def weekbox_demo_complete_authentication(self, reference=None, access_token=None, outcome='done', **kwargs):
        """ The "bank" of the demo 3-D Secure challenge answers: the card being
        saved is authenticated (or not), then the payment or the card addition
        goes on where it stopped.

        :param str reference: The reference of the demo validation transaction.
        :param str access_token: The challenge's signature of the transaction.
        :param str outcome: 'done' to authenticate, anything else to cancel.
        :raise NotFound: If the challenge is missing, unknown or forged (the
                         website's "page not found", never a server error).
        """
        tx_sudo = self._weekbox_demo_get_challenge(reference, access_token)
        cancelled = outcome != 'done'
        if tx_sudo.state == 'draft':
            if cancelled:
                tx_sudo._set_canceled()
            else:
                tx_sudo._weekbox_demo_authenticate()
        return self._weekbox_resume_after_card_authentication(
            tx_sudo.reference,
            tx_sudo.token_id if tx_sudo.state == 'done' else request.env['payment.token'],
            cancelled=cancelled,
        )

    @staticmethod
    def _weekbox_demo_challenge_question(tx_sudo, order_sudo):
        """ What the bank asks the customer to confirm: the payment of the
        order (its amount, to whom), or the card being added. One sentence
        each, so that it is translated whole. """
        card = f'{tx_sudo.payment_method_id.name} •••• {tx_sudo.weekbox_demo_payment_details}'
        if not order_sudo:
            return _("Your bank asks you to confirm that you are adding this card: %(card)s.", card=card)
        return _(
            "Your bank asks you to confirm the payment of %(amount)s to %(company)s (order %(order)s)"
            " with your card %(card)s.",
            amount=format_amount(request.env, order_sudo.amount_total - order_sudo.amount_paid,
                                 order_sudo.currency_id),
            company=order_sudo.company_id.name, order=order_sudo.name, card=card,
        )

    def _weekbox_demo_get_challenge(self, reference, access_token):
        """ The demo validation transaction of a challenge of this session
        (the bank's page is the customer's only: a link alone shows nothing),
        if its signature matches.

        :raise NotFound: Otherwise.
        """
        if not all(isinstance(value, str) and value.isascii() and value for value in (reference, access_token)):
            raise NotFound()
        tx_sudo = request.env['payment.transaction'].sudo().search([
            ('reference', '=', reference), ('provider_code', '=', 'demo'), ('operation', '=', 'validation'),
        ], limit=1)
        if not tx_sudo or not payment_utils.check_access_token(access_token, tx_sudo.reference, tx_sudo.id):
            raise NotFound()
        if self._weekbox_peek_continuation(tx_sudo.reference) is None:
            raise NotFound()
        return tx_sudo
