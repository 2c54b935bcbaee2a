from odoo import _, models
from odoo.exceptions import UserError


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    def _mealbox_get_payment_options(self):
        """What Odoo's /shop/payment offers for this order to the current
        visitor: (compatible providers, payment methods, saved tokens), sudo.

        Asked of payment.provider._weekbox_get_compatible_options, the one
        place the shop computes them (the payment page's form does too), so the
        delivery step never offers what the payment page would refuse. The
        payer is the logged-in customer, else the order's customer (sale's
        CustomerPortal._get_payment_values); a guest gets no saved token.
        """
        self.ensure_one()
        order = self.sudo()
        logged_in = not self.env.user._is_public()
        partner = self.env.user.partner_id if logged_in else order.partner_id
        return self.env['payment.provider']._weekbox_get_compatible_options(
            partner, order=order, website_id=order._mealbox_website().id, with_tokens=logged_in)

    def _mealbox_get_chosen_provider(self, provider_id):
        """The payment provider chosen on the delivery step (`provider_id`; 0
        for none: an empty recordset): it must be one Odoo offers for this order.

        :raise UserError: when it is not
        """
        self.ensure_one()
        Provider = self.env['payment.provider'].sudo()
        if not provider_id:
            return Provider
        providers = self._mealbox_get_payment_options()[0]
        provider = providers.filtered(lambda p: p.id == provider_id)
        if not provider:
            raise UserError(_("This payment method is not available. Please select a payment method."))
        return provider

    def _prepare_mealbox_payment_details_values(self):
        """The payment details of the delivery step (spec §3.4): what Odoo's
        /shop/payment offers for this order (compatible providers, payment
        methods and the customer's saved payment tokens), as plain data.

        "s2s" providers take a card typed in the page and save it server to
        server (test providers only); "form" providers redirect to a form
        posted to the provider; a provider whose card form is its own (e.g.
        Stripe: paid in Odoo's form on /shop/payment) is neither, and is
        listed in `acq_list`. The payment form's classification
        (payment.provider._weekbox_get_option_kinds) decides. A guest
        (public user) gets no saved tokens. Call on the visitor's own order
        (sudo).
        """
        self.ensure_one()
        order = self.sudo()
        providers, methods, tokens = order._mealbox_get_payment_options()
        kinds = self.env['payment.provider']._weekbox_get_option_kinds(providers, methods)

        def offers(kind):
            return providers.filtered(lambda p: any(
                pair_kind == kind for (provider, _method), pair_kind in kinds.items() if provider == p
            ))

        s2s = offers('new_card')
        form = offers('redirect') - s2s

        def provider_row(provider):
            return {
                'id': provider.id,
                'name': provider.name or '',
                'code': provider._get_code() or '',
                'state': provider.state,
                'image_url': f'/web/image/payment.provider/{provider.id}/image_128',
                's2s': provider in s2s,
                'form': provider in form,
                'payment_method_ids': (provider.payment_method_ids & methods).ids,
            }

        def method_row(method):
            return {
                'id': method.id,
                'name': method.name or '',
                'code': method.code or '',
                'image_url': f'/web/image/payment.method/{method.id}/image_payment_form',
                'provider_ids': (method.provider_ids & providers).ids,
                'support_tokenization': bool(method.support_tokenization),
            }

        form_methods = methods.filtered(lambda m: m.provider_ids & form)
        tx_url = f'/shop/payment/transaction/{order.id}'
        return {
            'acquirer_id': (s2s or form or providers)[:1].id or 0,
            's2s_acquirers': [provider_row(p) for p in s2s],
            'form_acquirers': [provider_row(p) for p in form],
            'pay_form_acquirers': [method_row(m) for m in form_methods],
            'pms': [{
                'id': token.id,
                'name': token.display_name or '',
                'provider_id': token.provider_id.id,
                'payment_method_id': token.payment_method_id.id,
                'payment_method_code': token.payment_method_code or '',
            } for token in tokens],
            'return_url': '/shop/payment/validate',
            'pay_return_url': '/shop/payment/validate',
            'acq_list': [provider_row(p) for p in providers],
            'pay_acq_list': [method_row(m) for m in methods],
            'payment_icon': [f'/web/image/payment.provider/{p.id}/image_128' for p in providers],
            'pay_payment_icon': [f'/web/image/payment.method/{m.id}/image_payment_form' for m in methods],
            'error_url': '/shop/payment',
            'success_url': '/shop/payment/validate',
            'access_token': order._portal_ensure_token(),
            'partner_id': order.partner_id.id,
            'callback_method': '',
            'form_acquirers_count': len(form),
            's2s_acquirers_count': len(s2s),
            'tx_url': tx_url,
            'description': order.name,
            'id': order.id,
            'metadata': {'order_nr': order.name},
            'paymentUrl': '/shop/payment',
            'webhookUrl': '',
            'redirectUrl': '/shop/payment/validate',
            'cancelUrl': '/shop/payment',
        }
