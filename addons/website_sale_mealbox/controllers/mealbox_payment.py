"""JSON-RPC route of the meal box delivery step's payment details (spec §3.4, §7.3).

Shape: widgets/core/rpc/routes/mealbox-payment-routes.ts. Works on the
visitor's own cart only (website._mealbox_get_order); the spec's informational
params (delivery_type, meal_no, person) are checked for their type but never
trusted. The options come from sale.order._mealbox_get_payment_options.
"""
from odoo import _, http
from odoo.http import request

from odoo.addons.website_weekbox.params import as_int

from .mealbox_delivery import as_delivery_mode
from .mealbox_values import MealboxValues


def as_delivery_type(value):
    """A delivery mode ('delivery', 'pick_store', 'pickup'), a store's carrier id, or ''."""
    if isinstance(value, int) and not isinstance(value, bool):
        return as_int(value, _("Delivery method"), 1)
    return as_delivery_mode(value)


class MealboxPaymentController(MealboxValues):

    @http.route('/payment_details', type='json', weekbox_rpc=True, auth='public', website=True)
    def payment_details(self, order_id=None, delivery_type=None, meal_no=None, person=None):
        """The payment options Odoo offers for the visitor's box order (what
        /shop/payment would show), as plain data, with the payment URLs."""
        as_delivery_type(delivery_type)
        as_int(meal_no, _("Number of meals"), 0, 99, default=0)
        as_int(person, _("Number of people"), 0, 99, default=0)
        order = request.website._mealbox_get_order(order_id, required=True)
        return self._prepare_mealbox_payment_details_values(order)

    def _prepare_mealbox_payment_details_values(self, order):
        """The payment details of the delivery step (spec §3.4): what Odoo's
        /shop/payment offers for this order (compatible providers, payment
        methods and the customer's saved payment tokens), as plain data.

        "s2s" providers take a card typed in the page and save it server to
        server (test providers only); "form" providers redirect to a form
        posted to the provider; a provider whose card form is its own (e.g.
        Stripe: paid in Odoo's form on /shop/payment) is neither, and is
        listed in `acq_list`. The payment form's classification
        (payment.provider._weekbox_get_option_kinds) decides. A guest
        (public user) gets no saved tokens. `order`: the visitor's own order
        (sudo).
        """
        order = order.sudo()
        providers, methods, tokens = order._mealbox_get_payment_options()
        kinds = request.env['payment.provider']._weekbox_get_option_kinds(providers, methods)

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
