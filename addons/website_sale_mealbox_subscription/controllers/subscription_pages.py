"""The portal's subscription pages: the list (/my/subscriptions), one
subscription (/my/subscriptions/<id>, the manage widget) and the contract
form (/my/subscriptions/new: plain navigation and a form POST, spec §2.9).
Thin: the rules are the models'."""
import logging
from uuid import uuid4

from werkzeug.urls import url_encode

from odoo import _, fields, http
from odoo.exceptions import AccessError, MissingError, UserError, ValidationError
from odoo.http import request

from odoo.addons.payment import utils as payment_utils
from odoo.addons.portal.controllers.portal import CustomerPortal
from odoo.addons.website_weekbox.params import as_flag, as_id, as_id_list, as_int, as_text

from .subscription_routes import own_subscription

_logger = logging.getLogger(__name__)

CONTRACT_FIELDS = (
    'meals', 'people', 'delivery_type', 'address_id', 'store_id', 'weekday', 'token_id', 'start_week',
    'consent', 'diet_ids', 'form_key', 'order_id', 'csrf_token',
)


class SubscriptionPortal(CustomerPortal):

    def _prepare_home_portal_values(self, counters):
        values = super()._prepare_home_portal_values(counters)
        if 'mealbox_subscription_count' in counters:
            values['mealbox_subscription_count'] = request.env['mealbox.subscription'].sudo().search_count(
                self._mealbox_subscriptions_domain())
        return values

    @staticmethod
    def _mealbox_subscriptions_domain():
        partner = request.env.user.partner_id
        return [('partner_id', 'child_of', partner.commercial_partner_id.id)]

    # ------------------------------------------------------------
    # PAGES
    # ------------------------------------------------------------

    @http.route('/my/subscriptions', type='http', auth='user', website=True)
    def mealbox_subscriptions(self, **_ignored):
        subscriptions = request.env['mealbox.subscription'].sudo().search(
            self._mealbox_subscriptions_domain(), order='state, id desc')
        values = self._prepare_portal_layout_values()
        values.update({
            'page_name': 'mealbox_subscriptions',
            'subscriptions': subscriptions,
            'default_url': '/my/subscriptions',
        })
        return request.render('website_sale_mealbox_subscription.portal_my_subscriptions', values)

    @http.route('/my/subscriptions/<int:subscription_id>', type='http', auth='user', website=True)
    def mealbox_subscription(self, subscription_id, **_ignored):
        try:
            subscription = own_subscription(subscription_id)
        except (AccessError, MissingError, ValidationError):
            return request.redirect('/my/subscriptions')
        values = self._prepare_portal_layout_values()
        values.update({
            'page_name': 'mealbox_subscription',
            'subscription': subscription,
            'subscription_props': {
                'subscriptionId': subscription.id,
                'initialState': subscription._prepare_mealbox_state(),
                'options': subscription._prepare_mealbox_options(subscription.partner_id, subscription.website_id),
                'addCardUrl': '/my/payment_method',
            },
        })
        return request.render('website_sale_mealbox_subscription.portal_my_subscription', values)

    @http.route('/my/subscriptions/new', type='http', auth='user', website=True, methods=['GET'])
    def mealbox_subscription_new(self, order_id=None, date=None, **_ignored):
        """The contract form; from the wizard's delivery step (`order_id`: the
        customer's box, `date`: the date chosen there), filled in with that box."""
        partner = request.env.user.partner_id
        website = request.website
        cart = self._mealbox_cart(order_id)
        values = self._prepare_portal_layout_values()
        values.update({
            'page_name': 'mealbox_subscription_new',
            'contract_props': self._mealbox_contract_props(partner, website, cart, date),
            'payment_form': self._mealbox_add_card_form(partner),
        })
        return request.render('website_sale_mealbox_subscription.portal_subscription_new', values)

    @http.route('/my/subscriptions/new', type='http', auth='user', website=True, methods=['POST'])
    def mealbox_subscription_create(self, **post):
        """The contract form posted: the subscription, or the form again with why not."""
        partner = request.env.user.partner_id
        website = request.website
        unknown = set(post) - set(CONTRACT_FIELDS)
        if unknown:
            return self._mealbox_contract_refused(post, _("Unknown parameter(s): %s", ', '.join(sorted(unknown))))
        try:
            cart = self._mealbox_cart(post.get('order_id'))
            values = self._mealbox_parse_contract(post, partner)
            subscription = request.env['mealbox.subscription']._mealbox_subscribe(
                partner, website, values, cart=cart or None)
        except (UserError, ValidationError, AccessError) as error:
            return self._mealbox_contract_refused(post, error.args[0])
        if not subscription:
            return request.redirect('/my/subscriptions')
        return request.redirect(f'/my/subscriptions/{subscription.id}?subscribed=1')

    # ------------------------------------------------------------
    # HELPERS
    # ------------------------------------------------------------

    @staticmethod
    def _mealbox_cart(order_id):
        """The customer's own meal box from the wizard, or an empty recordset (a foreign or stale id)."""
        if order_id in (None, '', '0', 0):
            return request.env['sale.order']
        try:
            return request.website._mealbox_get_order(as_id(order_id, _("order")))
        except (AccessError, UserError, ValidationError):
            return request.env['sale.order']

    @staticmethod
    def _mealbox_parse_contract(post, partner):
        """The contract form's fields, checked for their kind (the model checks the rest)."""
        env = request.env
        start_week = as_text(post.get('start_week'), _("First week"), 10)
        try:
            start_week = fields.Date.to_date(start_week)
        except ValueError:
            start_week = None
        if not start_week:
            raise ValidationError(_("Please choose the first week."))
        delivery_type = post.get('delivery_type')
        if delivery_type not in ('delivery', 'pick_store'):
            raise ValidationError(_("Please choose home delivery or pick-up."))
        diet_ids = post.get('diet_ids') or ''
        diet_ids = as_id_list([part for part in diet_ids.split(',') if part] if isinstance(diet_ids, str) else [],
                              _("Diets"))
        return {
            'meals': as_int(post.get('meals'), _("Number of meals"), 1, 99),
            'people': as_int(post.get('people'), _("Number of people"), 1, 99),
            'delivery_type': delivery_type,
            'shipping': env['res.partner'].sudo().browse(
                as_id(post.get('address_id'), _("address"), required=False, default=0)).exists(),
            'store': env['mealbox.pickup.store'].sudo().browse(
                as_id(post.get('store_id'), _("store"), required=False, default=0)).exists(),
            'weekday': as_int(post.get('weekday'), _("Delivery day"), 0, 6),
            'token': env['payment.token'].sudo().browse(as_id(post.get('token_id'), _("saved card"))).exists(),
            'start_week': start_week,
            'consent': as_flag(post.get('consent')),
            'diets': env['mealbox.diet'].sudo().browse([d for d in diet_ids if d]).exists(),
            'form_key': as_text(post.get('form_key'), _("Form key"), 64),
        }

    def _mealbox_contract_refused(self, post, message):
        """The contract form again, as posted, with the refusal (nothing saved)."""
        partner = request.env.user.partner_id
        cart = self._mealbox_cart(post.get('order_id'))
        values = self._prepare_portal_layout_values()
        props = self._mealbox_contract_props(partner, request.website, cart, None)
        props['error'] = message
        props['posted'] = {key: post[key] for key in CONTRACT_FIELDS if key in post and key != 'csrf_token'
                           and isinstance(post[key], str) and len(post[key]) <= 200}
        values.update({
            'page_name': 'mealbox_subscription_new',
            'contract_props': props,
            'payment_form': self._mealbox_add_card_form(partner, order_id=post.get('order_id')),
        })
        return request.render('website_sale_mealbox_subscription.portal_subscription_new', values, status=400)

    @staticmethod
    def _mealbox_contract_props(partner, website, cart, date):
        """The contract form widget's props: the choices, and the box of `cart` when it comes from the wizard."""
        Subscription = request.env['mealbox.subscription']
        draft = {}
        if cart:
            cart = cart.sudo()
            draft = {
                'meals': cart.mealbox_meals,
                'people': cart.mealbox_people,
                'delivery_type': cart.mealbox_delivery_type or 'delivery',
                'address_id': cart.partner_shipping_id.id if cart.mealbox_delivery_type != 'pick_store' else 0,
                'store_id': cart.mealbox_store_id.id or 0,
            }
            try:
                day = fields.Date.to_date(date) if isinstance(date, str) and len(date) == 10 else None
            except ValueError:
                day = None
            day = day or cart.mealbox_delivery_date
            if day:
                draft['weekday'] = day.weekday()
        return {
            'action': '/my/subscriptions/new',
            'formKey': uuid4().hex,
            'orderId': cart.id or 0,
            'fromBox': bool(cart),
            'draft': draft,
            'options': Subscription._prepare_mealbox_options(partner, website),
            'startWeeks': Subscription._prepare_mealbox_start_weeks(website),
            'error': '',
            'posted': {},
            # The form is a plain POST (type='http'): it carries the page's token.
            'csrfToken': request.csrf_token(),
            # Cut-offs are shown as the countdown tells them: in the meal box's time zone.
            'timeZone': website._mealbox_tzinfo().zone,
        }

    @staticmethod
    def _mealbox_add_card_form(partner, order_id=None):
        """The payment form widget adding a card on the contract page, as on
        /my/payment_method (the provider's own tokenisation), without the saved
        cards (the contract form lists them). After a card is added the page
        reloads: the contract form keeps what was typed in the tab's storage,
        under the box's order, so the page comes back with the same `order_id`:
        the query's, or the posted one of a refused form (the GET checks it)."""
        providers_sudo = request.env['payment.provider'].sudo()._get_compatible_providers(
            request.env.company.id, partner.id, 0., force_tokenization=True, is_validation=True)
        payment_methods_sudo = request.env['payment.method'].sudo()._get_compatible_payment_methods(
            providers_sudo.ids, partner.id, force_tokenization=True)
        qcontext = {
            'providers_sudo': providers_sudo,
            'payment_methods_sudo': payment_methods_sudo,
            'tokens_sudo': request.env['payment.token'].sudo(),
            'partner_id': partner.id,
            'access_token': payment_utils.generate_access_token(partner.id, None, None),
            'reference_prefix': payment_utils.singularize_reference_prefix(prefix='V'),
            'transaction_route': '/payment/transaction',
        }
        values = request.env['payment.provider'].sudo()._prepare_weekbox_manage_form_values(qcontext)
        args = dict(request.httprequest.args)
        if order_id not in (None, ''):
            try:
                args = {'order_id': as_id(order_id, _("order"))}
            except ValidationError:
                pass
        return_url = '/my/subscriptions/new' + (f'?{url_encode(args)}' if args else '')
        values['props'].update(returnUrl=return_url, successUrl=return_url)
        return values
