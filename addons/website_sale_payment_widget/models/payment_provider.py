from odoo import _, api, models
from odoo.exceptions import UserError
from odoo.tools import html2plaintext, is_html_empty

from odoo.addons.payment.controllers.portal import PaymentPortal
from odoo.addons.website_sale_payment_widget.const import INLINE_HOST_ID, ODOO_JS_DRIVEN_PROVIDER_CODES


class PaymentProvider(models.Model):
    _inherit = 'payment.provider'

    # === BUSINESS METHODS - CARD TOKENISATION === #

    def _weekbox_supports_card_tokenization(self):
        """Whether this provider, as a TEST provider, takes raw card details
        server to server and returns a token: the payment form then offers a
        "new card" option (the card typed in the widget) for its card payment
        methods.

        Raw card data must never reach the merchant's server for a real
        provider (card-data compliance): a provider declares this capability
        only for test data (website_sale_payment_widget_demo does, for Odoo's
        demo provider), and it is honoured only while the provider is in test
        mode (see `_weekbox_accepts_raw_card_data`). A real provider's cards
        are entered in its own form (its inline form and JavaScript, hosted by
        the widget), which hands Odoo a provider token only.

        For a provider to do so, it must override this method and
        `_weekbox_create_card_token`.

        Note: self.ensure_one()

        :return: Whether test cards are tokenised server to server.
        :rtype: bool
        """
        self.ensure_one()
        return False

    def _weekbox_accepts_raw_card_data(self):
        """Whether the card-token route may take raw card data for this
        provider: only a provider in test mode declaring the capability.

        Note: self.ensure_one()
        """
        self.ensure_one()
        return self.state == 'test' and self._weekbox_supports_card_tokenization()

    def _weekbox_create_card_token(self, card, partner, payment_method, verify_validity=False):
        """Send a checked test card to the provider and save what it returns as
        a `payment.token`.

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
                 `challenge` (a `payment.transaction` whose card the customer
                 must authenticate, e.g. 3-D Secure, on the page given by
                 `_weekbox_get_challenge_url`, or None: the provider's return
                 then calls the controller's
                 `_weekbox_resume_after_card_authentication`) and `error` (why
                 the card is refused, for the customer, or None).
        :rtype: dict
        :raise UserError: If the provider cannot tokenise cards.
        """
        self.ensure_one()
        raise UserError(_("%s cannot save payment cards on this website.", self.name))

    def _weekbox_get_challenge_url(self, challenge_tx):
        """The page of this site where the customer authenticates the card of
        `challenge_tx` (3-D Secure), reached by a top-level navigation.

        Note: self.ensure_one()

        :param payment.transaction challenge_tx: What `_weekbox_create_card_token` returned as `challenge`.
        :return: A path of this site.
        :rtype: str
        """
        self.ensure_one()
        raise UserError(_("%s cannot authenticate payment cards on this website.", self.name))

    # === BUSINESS METHODS - PAYMENT FORM === #

    @api.model
    def _weekbox_get_compatible_options(
        self, partner, order=None, website_id=None, force_tokenization=False, is_validation=False, with_tokens=True,
    ):
        """The providers, payment methods and saved tokens the payment form may
        offer `partner`, all sudo: paying `order` (the amount left to pay), or
        without order adding a card (a validation operation).

        The one place this module asks Odoo for them: the form's props
        (sale.order._weekbox_get_payment_form_values) and the check of a "new
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

        - 'new_card': the card is typed in the widget and tokenised server to
          server (test providers only, see `_weekbox_accepts_raw_card_data`);
        - 'inline': the provider's own form and JavaScript (Odoo's payment form
          for this option, its inline form and the provider's JS), hosted in
          the widget's option row: the card never reaches Odoo;
        - 'redirect': a form posted to the provider, by the widget;
        - 'simulated': a test provider's simulated payment (the demo
          provider's own method, website_sale_payment_widget_demo): the
          widget takes the test details and the outcome, then has the
          provider simulate it; a card cannot be saved that way, so adding
          one ('manage' mode) takes the provider's form ('inline').

        Note: self.ensure_one()
        """
        self.ensure_one()
        if (
            payment_method._weekbox_is_card()
            and payment_method.support_tokenization
            and self.allow_tokenization
            and self._weekbox_accepts_raw_card_data()
        ):
            return 'new_card'
        if self._weekbox_needs_odoo_payment_form():
            return 'inline'
        return 'redirect'

    @api.model
    def _weekbox_get_option_kinds(self, providers_sudo, payment_methods_sudo):
        """How each compatible (provider, payment method) pair is paid (see
        `_weekbox_get_payment_option_kind`): the one classification the
        payment form and the meal box's payment details share.

        :return: {(provider, method): 'new_card' | 'inline' | 'redirect'}
        :rtype: dict
        """
        return {
            (provider_sudo, method_sudo): provider_sudo._weekbox_get_payment_option_kind(method_sudo)
            for method_sudo in payment_methods_sudo
            for provider_sudo in method_sudo.provider_ids.filtered(lambda p: p in providers_sudo)
        }

    def _weekbox_needs_odoo_payment_form(self):
        """Whether paying with this provider takes Odoo's own payment form
        and the provider's JavaScript: an inline form, a provider whose JS
        drives the flow (const.ODOO_JS_DRIVEN_PROVIDER_CODES), or no redirect
        form (then only its JS knows the flow). A provider with a plain
        redirect form is paid by the widget itself.

        Note: self.ensure_one()
        """
        self.ensure_one()
        return bool(
            self.inline_form_view_id
            or self._get_code() in ODOO_JS_DRIVEN_PROVIDER_CODES
            or not self._get_redirect_form_view()
        )

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
        with ('manage' mode: the ways to add a card, no redirect).

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
        kinds = self._weekbox_get_option_kinds(providers_sudo, payment_methods_sudo)
        if mode == 'manage':
            # A simulated payment saves no card: adding one takes the provider's form.
            kinds = {pair: 'inline' if kind == 'simulated' else kind for pair, kind in kinds.items()}
        hosted_providers_sudo = self.sudo().browse(list({
            provider_sudo.id for (provider_sudo, _method_sudo), kind in kinds.items() if kind == 'inline'
        }))
        for method_sudo in payment_methods_sudo:
            for provider_sudo in method_sudo.provider_ids.filtered(lambda p: p in providers_sudo):
                kind = kinds[provider_sudo, method_sudo]
                if mode == 'manage' and kind == 'redirect':
                    continue
                # Odoo's form (hosted for these options) shows a payment method
                # once, with the first of its providers there (their sequence
                # decides): only that provider's option is hosted.
                if kind == 'inline' and provider_sudo != method_sudo.provider_ids.filtered(
                    lambda p: p in hosted_providers_sudo
                )[:1]:
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
        # A payment method offered by several providers (a card through the
        # demo provider and through Stripe): each option says whose it is.
        labels = [option['label'] for option in options if option['kind'] != 'token']
        names = {provider_sudo.id: provider_sudo.name for provider_sudo in providers_sudo}
        for option in options:
            if option['kind'] != 'token' and labels.count(option['label']) > 1:
                option['details'] = names.get(option['providerId']) or option['providerName']
        return options

    @api.model
    def _weekbox_render_inline_host(self, options, providers_sudo, payment_methods_sudo, payment_context):
        """Odoo's own payment form (`payment.form`) for the 'inline' options
        of the widget, in a hidden host the widget moves into the selected
        option's row: the provider's inline form and JavaScript run as on
        Odoo's page, and the card goes from the browser to the provider.

        The host holds the providers and payment methods of the inline
        options only, and no token (the widget pays with tokens itself).

        :param list options: The options of the form (_prepare_weekbox_payment_options).
        :param dict payment_context: What `payment.form` takes besides the
                                     providers, methods and tokens (mode,
                                     amount, currency, partner_id,
                                     transaction_route, landing_route,
                                     access_token...), and `may_save_cards`
                                     (default True): whether the visitor may
                                     save a card here.
        :return: The host's HTML, or None when no option is inline.
        :rtype: markupsafe.Markup
        """
        inline = [option for option in options if option['kind'] == 'inline']
        if not inline:
            return None
        provider_ids = {option['providerId'] for option in inline}
        method_ids = {option['paymentMethodId'] for option in inline}
        hosted_providers_sudo = providers_sudo.filtered(lambda p: p.id in provider_ids)
        return self.env['ir.qweb']._render('website_sale_payment_widget.inline_host', {
            **payment_context,
            # What a website page's rendering gives Odoo's templates (portal's ir.qweb), also outside one.
            'is_html_empty': is_html_empty,
            'host_id': INLINE_HOST_ID,
            'providers_sudo': hosted_providers_sudo,
            'payment_methods_sudo': payment_methods_sudo.filtered(lambda m: m.id in method_ids),
            'tokens_sudo': self.env['payment.token'].sudo(),
            # Odoo's "Save my payment details", shown where the widget's rule lets the visitor save a card.
            'show_tokenize_input_mapping': {
                provider_id: shown and payment_context.get('may_save_cards', True)
                for provider_id, shown in PaymentPortal._compute_show_tokenize_input_mapping(
                    hosted_providers_sudo, **({'sale_order_id': payment_context['sale_order_id']}
                                              if payment_context.get('sale_order_id') else {})
                ).items()
            },
        })

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
    def _prepare_weekbox_manage_form_values(self, qcontext):
        """The payment form widget on /my/payment_method ('manage' mode: saved
        cards, and the ways to add one), from what Odoo's page computed for
        the partner (payment's PaymentPortal.payment_method).

        :param dict qcontext: The rendering values of Odoo's page.
        :return: {props: the widget's `data-props`, inline_host: the hosted
                 Odoo form of its inline options, or None}
        :rtype: dict
        """
        providers_sudo, payment_methods_sudo = qcontext['providers_sudo'], qcontext['payment_methods_sudo']
        options = self._prepare_weekbox_payment_options(
            providers_sudo, payment_methods_sudo, qcontext['tokens_sudo'], mode='manage', allow_token_deletion=True,
        )
        inline_host = self._weekbox_render_inline_host(options, providers_sudo, payment_methods_sudo, {
            'mode': 'validation',
            'reference_prefix': qcontext.get('reference_prefix'),
            'partner_id': qcontext['partner_id'],
            'transaction_route': qcontext.get('transaction_route') or '/payment/transaction',
            'landing_route': '/my/payment_method',
            'access_token': qcontext['access_token'],
            'submit_button_label': _("Add payment method"),
        })
        props = {
            'mode': 'manage',
            'partnerId': qcontext['partner_id'],
            'accessToken': qcontext['access_token'],
            'createTokenRoute': '/payment/weekbox/token/create',
            'successUrl': '/my/payment_method',
            'returnUrl': '/my/payment_method',
            'callbackMethod': '',
            'options': options,
            'selectedOptionId': self._weekbox_get_default_option_id(options, mode='manage'),
        }
        if inline_host:
            props['inlineHostId'] = INLINE_HOST_ID
        return {'props': props, 'inline_host': inline_host}
