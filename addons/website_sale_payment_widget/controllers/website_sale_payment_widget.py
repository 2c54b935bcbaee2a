import logging

import psycopg2
from werkzeug.urls import url_encode, url_parse

from odoo import _, http
from odoo.exceptions import AccessError, MissingError, UserError, ValidationError
from odoo.http import request

from odoo.addons.website_sale.controllers.main import PaymentPortal as WebsiteSalePaymentPortal
from odoo.addons.website_sale_payment_widget import utils
from odoo.addons.website_weekbox.params import as_choice, as_flag, as_id, as_id_list, as_number, as_text
from odoo.addons.website_sale_payment_widget.const import (
    CARD_CONTINUATION_SESSION_KEY,
    CARD_CONTINUATIONS_KEPT,
    CHALLENGE_OUTCOME_PARAM,
    DEFAULT_LANDING_ROUTE,
)

_logger = logging.getLogger(__name__)

FLOWS = ('redirect', 'direct', 'token')


def as_token(value):
    """An access token: ASCII text (compared in constant time, which refuses anything else)."""
    token = as_text(value, _("Access token"), 200)
    if not token.isascii():
        raise ValidationError(_("The access token is invalid."))
    return token


class PaymentWidgetPortal(WebsiteSalePaymentPortal):
    """ The routes of the Weekbox payment widget on top of Odoo's payment routes:

    - `/payment/weekbox/token/create` tokenises a card entered in the form;
    - `/payment/weekbox/token/linked_records` lists what a saved card is linked
      to, before it is deleted (through Odoo's `/payment/archive_token`);
    - `/shop/payment/get_status[/<order_id>]` is the payment status of an order;
    - `/shop/payment/transaction[/<order_id>]` (website_sale's) now hands out
      one transaction per order and payment option however often Pay is
      pressed, and takes the order id as a param too.
    """

    # === ROUTES === #

    @http.route('/payment/weekbox/token/create', type='json', weekbox_rpc=True, auth='public', website=True)
    def weekbox_create_token(
        self, provider_id=None, cc_number=None, cc_cvc=None, cc_expiry=None, payment_method_id=None, order_id=None,
        access_token=None, verify_validity=False, return_url=None, landing_route=None, save_card=False,
        cc_brand=None, partner_id=None, terms_accepted=False,
    ):
        """ Check a TEST card entered in the payment form and have the test
        provider tokenise it. Real providers never get here: their cards are
        entered in their own form (the hosted inline form) and reach Odoo as a
        provider token only.

        The form's cc_brand and partner_id may be sent and are ignored: the
        server finds the brand and the partner itself.

        :param int provider_id: The provider of the chosen option, as a `payment.provider` id.
        :param str cc_number: The card number (spaces and dashes allowed).
        :param str cc_cvc: The card security code.
        :param str cc_expiry: The expiry date, 'MM / YY' or 'MM / YYYY'.
        :param int payment_method_id: The card payment method of the option.
        :param int order_id: The order being paid, if paying; `access_token` is then its token.
        :param str access_token: The order's access token (guests).
        :param bool verify_validity: Whether the card is being added (checked for
                                     validity by the provider) rather than paid with.
        :param str return_url: Where to go back after a 3-D Secure check (a path of this site).
        :param str landing_route: Where the payment leads once made (paying only).
        :param bool save_card: Whether the customer asked to keep the card
                               paid with (paying only; an added card is kept).
                               If not, the token pays this order only: never
                               offered, archived once the payment is processed.
        :param bool terms_accepted: Paying: whether the customer ticked the
                                    terms and conditions, which the order's
                                    website may ask for.
        :return: {result, id, challenge_url, error}: result is false with a
                 message in `error` when the card is refused, or when too
                 many cards were tried lately (card testing); a challenge
                 (3-D Secure) is a page of this site the browser navigates to.
        :rtype: dict
        :raise AccessError: When the visitor may not save a card here.
        :raise ValidationError: When the provider or payment method is not
                                offered, the provider takes no raw card data
                                (any provider but a test one), or the order's
                                terms and conditions are not accepted.
        """
        provider_id = as_id(provider_id, _("payment provider"))
        # Raw card data is taken for test providers only (card-data compliance):
        # refused before anything else is read, whatever the rest of the call.
        self._weekbox_check_raw_card_data_accepted(provider_id)
        payment_method_id = as_id(payment_method_id, _("payment method"), required=False)
        order_id, verify_validity = as_id(order_id, _("order"), required=False), as_flag(verify_validity)
        save_card = verify_validity or as_flag(save_card)
        terms_accepted = as_flag(terms_accepted)
        cc_number = as_text(cc_number, _("Card number"), 40)
        cc_cvc = as_text(cc_cvc, _("Security code"), 40)
        cc_expiry = as_text(cc_expiry, _("Expiry date"), 40)
        return_url = as_text(return_url, _("Return address"), 2000)
        landing_route = as_text(landing_route, _("Landing page"), 2000)
        order_sudo = self._weekbox_get_order_to_pay(order_id, access_token) if order_id else None
        if order_sudo:
            order_sudo._weekbox_check_can_be_paid()  # no card for an order paid meanwhile (another tab)
            # Before the card goes anywhere: the payment it is for would be refused.
            order_sudo._weekbox_check_terms_accepted(terms_accepted)
        partner_sudo = self._weekbox_get_token_partner(order_sudo)
        provider_sudo, method_sudo = self._weekbox_get_card_option(
            provider_id, payment_method_id, partner_sudo, order_sudo
        )
        try:
            card = utils.validate_card(cc_number, cc_cvc, cc_expiry)
        except utils.CardError as error:
            return self._weekbox_token_reply(error=self._weekbox_card_error_message(error))

        if not request.env['weekbox.card.attempt'].sudo()._weekbox_register_attempt(
            partner_sudo, request.session.sid, request.httprequest.remote_addr,
        ):
            _logger.warning("card attempts of partner %s refused: too many", partner_sudo.id)
            return self._weekbox_token_reply(
                error=_("Too many card attempts. Please wait a few minutes and try again.")
            )
        outcome = provider_sudo._weekbox_create_card_token(
            card, partner_sudo, method_sudo._weekbox_get_card_brand_method(card.brand),
            verify_validity=bool(verify_validity),
        )
        if outcome.get('challenge'):
            challenge_tx = outcome['challenge']
            self._weekbox_remember_continuation(challenge_tx.reference, {
                'order_id': order_sudo.id if order_sudo else None,
                'return_url': self._weekbox_local_url(return_url),
                'landing_route': self._weekbox_local_url(landing_route) or DEFAULT_LANDING_ROUTE,
                'save_card': save_card,
                'terms_accepted': terms_accepted,
            })
            return self._weekbox_token_reply(challenge_url=provider_sudo._weekbox_get_challenge_url(challenge_tx))
        if outcome.get('token'):
            outcome['token']._weekbox_set_card_use(save_card, paying=not verify_validity)
            return self._weekbox_token_reply(token=outcome['token'])
        return self._weekbox_token_reply(error=outcome.get('error') or '')

    @http.route('/payment/weekbox/token/linked_records', type='json', weekbox_rpc=True, auth='user', website=True)
    def weekbox_token_linked_records(self, token_ids=None):
        """ Return what each saved card is linked to, before it is deleted.

        :param list token_ids: The tokens, as `payment.token` ids, of the current user.
        :return: {token id: [{url, description, name}]}
        :rtype: dict
        :raise AccessError: If a token is not one of the user's.
        """
        tokens_sudo = self._weekbox_get_own_tokens(as_id_list(token_ids, _("Saved card"), required=True))
        return tokens_sudo._prepare_weekbox_linked_records_values()

    @http.route(
        ['/shop/payment/get_status/<path:order_id>', '/shop/payment/get_status'],
        type='json', weekbox_rpc=True, auth='public', website=True,
    )
    def weekbox_payment_get_status(self, order_id=None, access_token=None):
        """ Return the payment status of an order, finishing the post-processing
        of a done payment (the order is confirmed) as /payment/status/poll does.

        :param int order_id: The order, as a `sale.order` id: the visitor's last
                             order, or one they can read or hold the access token of.
        :param str access_token: The order's access token.
        :return: {recall, state, message, communication, reference, providerName, amount, orderName,
                 orderState}
        :rtype: dict
        :raise ValidationError: "This order is not available." whatever the reason
                                (no such order, not the visitor's, not an id).
        """
        order_sudo = self._weekbox_get_order_for_status(order_id, access_token)
        tx_sudo = order_sudo.get_portal_last_transaction()
        if tx_sudo.state == 'done' and not tx_sudo.is_post_processed:
            try:
                tx_sudo._finalize_post_processing()
            except psycopg2.OperationalError:
                request.env.cr.rollback()  # The cron finishes it, or the next poll.
            except Exception:
                request.env.cr.rollback()
                _logger.exception("post-processing of transaction %s failed", tx_sudo.id)
        return order_sudo._prepare_weekbox_payment_status_values()

    @http.route(
        ['/shop/payment/transaction/<int:order_id>', '/shop/payment/transaction'],
        type='json', weekbox_rpc=True, auth='public', website=True,
    )
    def shop_payment_transaction(self, order_id=None, access_token=None, terms_accepted=False, **kwargs):
        """ Override of `website_sale` to create one transaction per order and
        payment option however often Pay is pressed, and to refuse a payment
        without the customer's acceptance of the terms and conditions when
        the order's website asks for it (`terms_accepted`, sent by the
        widget and by Odoo's form it hosts; not by a wallet's express
        checkout, offered before the checkout as Odoo does).

        Concurrent requests for one order run one after the other (the order
        lock, sale.order._weekbox_lock): the replay of the later one finds the
        earlier transaction and returns it again.
        """
        order_id = as_id(order_id, _("order"))
        self._weekbox_check_transaction_kwargs(kwargs)
        order_sudo = self._weekbox_get_order_to_pay(order_id, access_token)
        if not self._weekbox_is_express_checkout(kwargs):
            order_sudo._weekbox_check_terms_accepted(as_flag(terms_accepted))
        # A provider's own form ("Save my payment details", hosted by the
        # widget) follows the widget's rule for saving a card.
        if kwargs['tokenization_requested'] and not order_sudo._weekbox_visitor_may_save_cards():
            raise AccessError(_("Please sign in to save a payment method."))
        order_sudo._weekbox_lock()
        tx_sudo = order_sudo._weekbox_get_reusable_transaction(
            kwargs['flow'], kwargs['provider_id'], payment_method_id=kwargs['payment_method_id'],
            token_id=kwargs['token_id'], amount=kwargs['amount'], is_validation=kwargs['is_validation'],
        )
        if tx_sudo:
            _logger.info("payment of %s: transaction %s handed out again", order_sudo.name, tx_sudo.reference)
            request.session['__website_sale_last_tx_id'] = tx_sudo.id
            return tx_sudo._get_processing_values()
        # Another payment option (a second tab, another card): not once the order is paid.
        order_sudo._weekbox_check_can_be_paid()
        return super().shop_payment_transaction(order_id, access_token, **kwargs)

    # === HELPERS === #

    @staticmethod
    def _weekbox_check_transaction_kwargs(kwargs):
        """ Odoo's transaction code takes these as they come (int(), float
        comparisons): refuse wrong types here, with a message. """
        kwargs['provider_id'] = as_id(kwargs.get('provider_id'), _("payment provider"))
        kwargs['payment_method_id'] = as_id(kwargs.get('payment_method_id'), _("payment method"), required=False)
        kwargs['token_id'] = as_id(kwargs.get('token_id'), _("saved card"), required=False)
        kwargs['amount'] = as_number(kwargs.get('amount'), _("Amount"), 1e12)
        kwargs['flow'] = as_choice(kwargs.get('flow'), FLOWS, _("payment flow"))
        for key in ('tokenization_requested', 'is_validation'):
            kwargs[key] = as_flag(kwargs.get(key))
        # Where /payment/status leads once paid: a path of this site only.
        landing_route = as_text(kwargs.get('landing_route'), _("Landing page"), 2000)
        kwargs['landing_route'] = PaymentWidgetPortal._weekbox_local_url(landing_route) or DEFAULT_LANDING_ROUTE

    @staticmethod
    def _weekbox_is_express_checkout(kwargs):
        """ Whether a transaction request (its checked kwargs) is a wallet's
        express checkout (Odoo's express checkout form: a direct flow with the
        "unknown" payment method, for a provider offering it). """
        if kwargs.get('flow') != 'direct' or not kwargs.get('payment_method_id'):
            return False
        unknown_method = request.env.ref('payment.payment_method_unknown', raise_if_not_found=False)
        if not unknown_method or kwargs['payment_method_id'] != unknown_method.id:
            return False
        provider_sudo = request.env['payment.provider'].sudo().browse(kwargs['provider_id']).exists()
        return bool(provider_sudo.allow_express_checkout)

    def _weekbox_get_order_to_pay(self, order_id, access_token):
        """ The order `order_id` if the visitor may pay it (theirs, or its access
        token given). The same refusal whether the order exists or not: no
        order ids to learn from the answers.

        :raise ValidationError: If not.
        """
        order_id, access_token = as_id(order_id, _("order")), as_token(access_token)
        try:
            return self._document_check_access('sale.order', order_id, access_token)
        except (AccessError, MissingError):
            raise ValidationError(_("This order is not available."))

    def _weekbox_get_order_for_status(self, order_id, access_token):
        try:
            order_id = as_id(order_id, _("order"))
        except ValidationError:
            raise ValidationError(_("This order is not available."))
        if order_id == request.session.get('sale_last_order_id'):
            order_sudo = request.env['sale.order'].sudo().browse(order_id).exists()
            if order_sudo:
                return order_sudo
        return self._weekbox_get_order_to_pay(order_id, access_token)

    def _weekbox_get_token_partner(self, order_sudo):
        """ The partner a new card is saved for: the customer logged in, else
        the customer of the order a guest is paying, if that order is the one
        of their own session (their cart, or the order they just placed): an
        order's access token alone (a link) is not enough. """
        user = request.env.user
        if not user._is_public():
            return user.partner_id
        if order_sudo and order_sudo._weekbox_visitor_may_save_cards():
            return order_sudo.partner_id
        raise AccessError(_("Please sign in to save a payment method."))

    def _weekbox_get_card_option(self, provider_id, payment_method_id, partner_sudo, order_sudo):
        """ The provider and card payment method of a "new card" option the form
        offers to this partner (and order). """
        providers_sudo, methods_sudo, _tokens_sudo = request.env['payment.provider']._weekbox_get_compatible_options(
            partner_sudo, order=order_sudo, website_id=request.website.id, force_tokenization=True,
            is_validation=not order_sudo, with_tokens=False,
        )
        provider_sudo = providers_sudo.filtered(lambda p: p.id == self._cast_as_int(provider_id))
        methods_sudo = methods_sudo.filtered(
            lambda m: provider_sudo and provider_sudo in m.provider_ids
            and provider_sudo._weekbox_get_payment_option_kind(m) == 'new_card'
        )
        if payment_method_id:
            methods_sudo = methods_sudo.filtered(lambda m: m.id == self._cast_as_int(payment_method_id))
        if not provider_sudo or not methods_sudo:
            raise ValidationError(_("This payment method is not available."))
        return provider_sudo, methods_sudo[:1]

    @staticmethod
    def _weekbox_check_raw_card_data_accepted(provider_id):
        """ Refuse card details sent for a provider that does not take them
        server to server (any provider but a test one declaring it). The card
        fields are not read, logged or echoed.

        :raise ValidationError: If the provider does not take raw card data.
        """
        provider_sudo = request.env['payment.provider'].sudo().browse(provider_id).exists()
        if not provider_sudo or not provider_sudo._weekbox_accepts_raw_card_data():
            _logger.warning("card details refused for provider %s: it takes no raw card data", provider_id)
            raise ValidationError(_("Card details cannot be sent to this website for this payment method."))

    @staticmethod
    def _weekbox_remember_continuation(key, continuation):
        """ Remember what to do once the challenge `key` (a transaction
        reference) is passed: one entry per challenge, so a challenge in
        another tab does not overwrite it; the oldest go beyond
        CARD_CONTINUATIONS_KEPT. """
        continuations = dict(request.session.get(CARD_CONTINUATION_SESSION_KEY) or {})
        continuations.pop(key, None)
        continuations[key] = continuation
        request.session[CARD_CONTINUATION_SESSION_KEY] = dict(list(continuations.items())[-CARD_CONTINUATIONS_KEPT:])

    @staticmethod
    def _weekbox_pop_continuation(key):
        continuations = dict(request.session.get(CARD_CONTINUATION_SESSION_KEY) or {})
        if key not in continuations:
            return None  # The session is left untouched (not rewritten).
        continuation = continuations.pop(key)
        request.session[CARD_CONTINUATION_SESSION_KEY] = continuations
        return continuation

    @staticmethod
    def _weekbox_peek_continuation(key):
        return (request.session.get(CARD_CONTINUATION_SESSION_KEY) or {}).get(key)

    def _weekbox_get_own_tokens(self, token_ids):
        partner_sudo = request.env.user.partner_id
        ids = [self._cast_as_int(token_id) for token_id in (token_ids or [])]
        tokens_sudo = request.env['payment.token'].sudo().search([
            ('id', 'in', [token_id for token_id in ids if token_id]),
            ('partner_id', 'in', [partner_sudo.id, partner_sudo.commercial_partner_id.id]),
        ])
        if not ids or None in ids or len(tokens_sudo) != len(set(ids)):
            raise AccessError(_("You do not have access to this payment token."))
        return tokens_sudo

    def _weekbox_resume_after_card_authentication(self, challenge_key, token_sudo, cancelled=False):
        """ Where a provider's 3-D Secure return leads
        (payment.token._weekbox_continue_after_authentication decides what
        follows): once the card is authenticated, the order it was entered
        for is paid with the new token and the customer watches the payment
        on /payment/status, and a card being added leads back to where it was
        added. A challenge that did not succeed leads back to the form's page
        with `payment_challenge=cancelled|failed`, which the form explains.

        :param str challenge_key: The challenge's transaction reference.
        :param payment.token token_sudo: The new token, or an empty recordset
                                         when the authentication failed.
        :param bool cancelled: Whether the customer cancelled the challenge.
        :return: The redirection.
        """
        continuation = self._weekbox_pop_continuation(challenge_key)
        outcome, order_sudo = token_sudo._weekbox_continue_after_authentication(continuation)
        if outcome == 'unknown':
            return request.redirect(self._weekbox_with_challenge_outcome(self._weekbox_default_return_url(), 'failed'))
        return_url = continuation.get('return_url') or self._weekbox_default_return_url()
        if outcome == 'saved':
            return request.redirect(return_url)
        if outcome == 'failed':
            return request.redirect(self._weekbox_with_challenge_outcome(
                return_url, 'cancelled' if cancelled and not token_sudo else 'failed'
            ))
        try:
            self.shop_payment_transaction(
                order_sudo.id, order_sudo._portal_ensure_token(),
                provider_id=token_sudo.provider_id.id, payment_method_id=None, token_id=token_sudo.id,
                amount=None, flow='token', tokenization_requested=False,
                landing_route=continuation.get('landing_route') or DEFAULT_LANDING_ROUTE, is_validation=False,
                terms_accepted=continuation.get('terms_accepted', False),
            )
        except (UserError, ValidationError) as error:
            _logger.info("payment of %s after 3-D Secure refused: %s", order_sudo.name, error)
            return request.redirect(self._weekbox_with_challenge_outcome(return_url, 'failed'))
        return request.redirect('/payment/status')

    @staticmethod
    def _weekbox_default_return_url():
        """ Where a challenge leads back without a page of its own: a
        customer's payment methods, or a visitor's checkout. """
        return '/shop/payment' if request.env.user._is_public() else '/my/payment_method'

    @classmethod
    def _weekbox_with_challenge_outcome(cls, url, outcome):
        """ `url` (a path of this site, else the default page) telling the
        form why the challenge did not succeed. """
        parsed = url_parse(cls._weekbox_local_url(url) or cls._weekbox_default_return_url())
        query = parsed.decode_query()
        query[CHALLENGE_OUTCOME_PARAM] = outcome
        return parsed.replace(query=url_encode(query)).to_url()

    @staticmethod
    def _weekbox_local_url(url):
        """ `url` when it is a path of this site, else None (no open redirect). """
        if not isinstance(url, str) or not url.startswith('/') or url.startswith('//') or '\\' in url:
            return None
        # Browsers drop tabs and line breaks: "/\t/evil.example" would lead away.
        if any(char.isspace() or ord(char) < 32 or ord(char) == 127 for char in url):
            return None
        parsed = url_parse(url)
        return url if not parsed.scheme and not parsed.netloc else None

    @staticmethod
    def _weekbox_card_error_message(error):
        if error.field == 'cvc':
            return _("The security code (CVC) is invalid.")
        if error.field == 'expiry':
            return _("This card has expired.") if error.reason == 'expired' else _("The expiry date is invalid.")
        return _("The card number is invalid.")

    @staticmethod
    def _weekbox_token_reply(token=None, challenge_url=None, error=None):
        """ The reply of the create-token route (spec §7.4: result, id, error;
        the spec's `3d_secure` HTML that replaced the page body is now
        `challenge_url`, a page the browser navigates to). """
        return {
            'result': bool(token or challenge_url),
            'id': token.id if token else False,
            'challenge_url': challenge_url or False,
            'error': error or False,
        }

    # === PAGES === #

    @http.route()
    def payment_method(self, **kwargs):
        """ Override of `payment` to give /my/payment_method the payment widget's props. """
        response = super().payment_method(**kwargs)
        qcontext = getattr(response, 'qcontext', None)
        if qcontext is not None:
            # The options Odoo's page computed for the partner (payment's PaymentPortal.payment_method).
            values = request.env['payment.provider']._prepare_weekbox_manage_form_values(qcontext)
            qcontext['weekbox_payment_props'] = values['props']
            qcontext['weekbox_inline_host'] = values['inline_host']
        return response
