from odoo import _, api, models
from odoo.exceptions import UserError
from odoo.tools import html2plaintext, is_html_empty


class PaymentProvider(models.Model):
    _inherit = 'payment.provider'

    # === BUSINESS METHODS - CARD TOKENISATION === #

    def _weekbox_supports_card_tokenization(self):
        """Whether this provider takes card details server to server and
        returns a token: the payment form then offers a "new card" option for
        its card payment methods.

        For a provider to do so, it must override this method and
        `_weekbox_create_card_token`.

        Note: self.ensure_one()

        :return: Whether cards are tokenised server to server.
        :rtype: bool
        """
        self.ensure_one()
        return False

    def _weekbox_create_card_token(self, card, partner, payment_method, verify_validity=False):
        """Send a checked card to the provider and save what it returns as a
        `payment.token`.

        The card is in memory only: never store or log more of it than
        `card.brand` and `card.payment_details` (the last 4 digits).

        Note: self.ensure_one()

        :param utils.CardDetails card: The card, checked by utils.validate_card.
        :param res.partner partner: The partner the token is for.
        :param payment.method payment_method: The card payment method of the option.
        :param bool verify_validity: Whether the card is being added rather
                                     than paid with right away: the provider
                                     must check that it can be charged.
        :return: A dict with `token` (the new `payment.token`, or None),
                 `challenge_html` (the page that authenticates the card, e.g.
                 3-D Secure, or None: it replaces the page body, and the
                 provider's return calls the controller's
                 `_weekbox_resume_after_card_authentication`) and `error` (why
                 the card is refused, for the customer, or None).
        :rtype: dict
        :raise UserError: If the provider cannot tokenise cards.
        """
        self.ensure_one()
        raise UserError(_("%s cannot save payment cards on this website.", self.name))

    # === BUSINESS METHODS - PAYMENT FORM === #

    @api.model
    def _weekbox_get_compatible_options(
        self, partner, order=None, website_id=None, force_tokenization=False, is_validation=False, with_tokens=True,
    ):
        """The providers, payment methods and saved tokens the payment form may
        offer `partner`, all sudo: paying `order` (the amount left to pay), or
        without order adding a card (a validation operation).

        The one place this module asks Odoo for them: the form's props
        (sale.order._weekbox_get_payment_form_props) and the check of a "new
        card" option before tokenising (the controller's
        `_weekbox_get_card_option`) must agree on what is offered. The criteria
        are those of sale's CustomerPortal._get_payment_values.

        :param res.partner partner: The partner paying or adding the card.
        :param sale.order order: The order being paid, if any.
        :param int website_id: The website of the form, for the website-restricted providers.
        :param bool force_tokenization: Whether only providers and payment methods
                                        able to save a card count.
        :param bool is_validation: Whether a card is being added (no order).
        :param bool with_tokens: Whether the partner's tokens are needed (else none are read).
        :return: (providers, payment methods, tokens), sudo.
        :rtype: tuple
        """
        context = {'website_id': website_id}
        if order:
            company, currency = order.company_id, order.currency_id
            amount = order.amount_total - order.amount_paid
            context['sale_order_id'] = order.id
        else:
            company, currency, amount = self.env.company, self.env['res.currency'], 0.
        providers_sudo = self.sudo()._get_compatible_providers(
            company.id, partner.id, amount, currency_id=currency.id or None,
            force_tokenization=force_tokenization, is_validation=is_validation, **context,
        )
        methods_sudo = self.env['payment.method'].sudo()._get_compatible_payment_methods(
            providers_sudo.ids, partner.id, currency_id=currency.id or None, force_tokenization=force_tokenization,
            **context,
        )
        tokens_sudo = self.env['payment.token'].sudo()
        if with_tokens:
            tokens_sudo = tokens_sudo._get_available_tokens(providers_sudo.ids, partner.id, **context)
        return providers_sudo, methods_sudo, tokens_sudo

    def _weekbox_get_payment_option_kind(self, payment_method):
        """How the payment form pays with this provider and payment method:
        'new_card' (card entered in the form, tokenised server to server),
        'redirect' (a form posted to the provider), or None (the flow needs the
        provider's own JavaScript, e.g. an inline form: not offered).

        Note: self.ensure_one()
        """
        self.ensure_one()
        if (
            payment_method._weekbox_is_card()
            and payment_method.support_tokenization
            and self.allow_tokenization
            and self._weekbox_supports_card_tokenization()
        ):
            return 'new_card'
        if self._get_redirect_form_view():
            return 'redirect'
        return None

    def _prepare_weekbox_option_values(self):
        """The provider part of a payment option. Note: self.ensure_one()"""
        self.ensure_one()
        return {
            'providerId': self.id,
            'providerCode': self._get_code(),
            'providerName': self._get_provider_name(),
            'isTest': self.state == 'test',
            'helpMessage': '' if is_html_empty(self.pre_msg) else html2plaintext(self.pre_msg),
        }

    @api.model
    def _prepare_weekbox_payment_options(self, providers_sudo, payment_methods_sudo, tokens_sudo, mode='payment',
                                         allow_token_deletion=False):
        """The options of the payment form: the saved tokens first, then one
        option per compatible provider and payment method the form can pay
        with ('manage' mode: only new cards).

        :param payment.provider providers_sudo: The compatible providers.
        :param payment.method payment_methods_sudo: The compatible payment methods.
        :param payment.token tokens_sudo: The partner's available tokens.
        :param str mode: 'payment' or 'manage'.
        :param bool allow_token_deletion: Whether saved tokens get a delete button.
        :return: The options, as the widget's props take them.
        :rtype: list[dict]
        """
        options = []
        for token_sudo in tokens_sudo:
            options.append({
                'id': f'token-{token_sudo.id}',
                'kind': 'token',
                **token_sudo.provider_id._prepare_weekbox_option_values(),
                'paymentMethodId': token_sudo.payment_method_id.id,
                'paymentMethodCode': token_sudo.payment_method_code or '',
                'tokenId': token_sudo.id,
                'label': token_sudo.payment_method_id.name or '',
                'details': token_sudo.display_name or '',
                'brands': token_sudo.payment_method_id._weekbox_get_icon_info(),
                'canDelete': allow_token_deletion,
            })
        for method_sudo in payment_methods_sudo:
            for provider_sudo in method_sudo.provider_ids.filtered(lambda p: p in providers_sudo):
                kind = provider_sudo._weekbox_get_payment_option_kind(method_sudo)
                if not kind or (mode == 'manage' and kind != 'new_card'):
                    continue
                options.append({
                    'id': f'pm-{provider_sudo.id}-{method_sudo.id}',
                    'kind': kind,
                    **provider_sudo._prepare_weekbox_option_values(),
                    'paymentMethodId': method_sudo.id,
                    'paymentMethodCode': method_sudo.code,
                    'tokenId': None,
                    'label': method_sudo.name,
                    'details': '',
                    'brands': (method_sudo.brand_ids or method_sudo)._weekbox_get_icon_info(),
                    'canDelete': False,
                })
        return options

    @api.model
    def _weekbox_get_default_option_id(self, options, mode='payment'):
        """The option selected when the form opens: the first saved card when
        paying, else the only option, else none."""
        if mode == 'payment':
            token_options = [option for option in options if option['kind'] == 'token']
            if token_options:
                return token_options[0]['id']
        return options[0]['id'] if len(options) == 1 else None

    @api.model
    def _prepare_weekbox_manage_form_props(self, providers_sudo, payment_methods_sudo, tokens_sudo, partner_id,
                                           access_token):
        """The `data-props` of the payment form widget on /my/payment_method
        ('manage' mode: saved cards, and new cards to add), from what Odoo's
        page computed for the partner."""
        options = self._prepare_weekbox_payment_options(
            providers_sudo, payment_methods_sudo, tokens_sudo, mode='manage', allow_token_deletion=True,
        )
        return {
            'mode': 'manage',
            'partnerId': partner_id,
            'accessToken': access_token,
            'createTokenRoute': '/payment/weekbox/token/create',
            'successUrl': '/my/payment_method',
            'returnUrl': '/my/payment_method',
            'callbackMethod': '',
            'options': options,
            'selectedOptionId': self._weekbox_get_default_option_id(options, mode='manage'),
        }
