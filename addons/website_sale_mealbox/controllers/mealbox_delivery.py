"""JSON-RPC routes of the meal box delivery step: addresses, stores, dates,
delivery options, pay checks, promo code and address autocomplete.

Shapes: widgets/core/rpc/routes/mealbox-delivery-routes.ts. Every route works
on the visitor's own cart (website._mealbox_get_order); the spec's
informational params (meal_no, person, final_amount, ...) are checked for
their type but never trusted: the order on the server is the truth.
"""
from odoo import _, http
from odoo.exceptions import UserError, ValidationError
from odoo.http import request

from odoo.addons.website_weekbox.params import as_choice, as_flag, as_id, as_int, as_number, as_text

DELIVERY_TYPES = ('delivery', 'pick_store', 'pickup')
PICKUP_TYPES = ('pick_store', 'pickup')
MAX_REMARK = 1000
MAX_PROMO = 64


def as_delivery_mode(value):
    """'delivery', 'pick_store'/'pickup' or '' (not given)."""
    return as_choice(value, DELIVERY_TYPES, _("delivery method"), default='')


def as_zip(value):
    """A zip code sent for information (text or number), checked for its type only."""
    if value in (None, False):
        return ''
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    return as_text(value, _("Zip code"), 16).strip()


class MealboxDeliveryController(http.Controller):

    # ------------------------------------------------------------
    # HELPERS
    # ------------------------------------------------------------

    def _get_order(self, order_id):
        order = request.website._mealbox_get_order(as_id(order_id, _("order"), required=False, default=0))
        if not order:
            raise UserError(_("Your box is empty. Please choose your box size first."))
        return order

    def _get_countries(self):
        countries = request.env['res.country'].sudo().search_read([], ['name', 'code'], order='name, id')
        return [{'id': c['id'], 'name': c['name'], 'code': c['code'] or ''} for c in countries]

    def _get_country(self, country):
        """A country from an id (int or digits) or an ISO code."""
        Country = request.env['res.country'].sudo()
        if isinstance(country, str) and country.strip().isalpha() and len(country.strip()) == 2:
            record = Country.search([('code', '=', country.strip().upper())], limit=1)
        else:
            country_id = as_id(country, _("country"), required=False, default=0)
            record = Country.browse(country_id).exists() if country_id else Country
        if not record:
            raise ValidationError(_("Unknown country."))
        return record

    def _get_provider(self, acquirer_id, order):
        """The payment provider chosen on the delivery step, when one is given:
        it must be one Odoo offers for this order."""
        provider_id = as_id(acquirer_id, _("payment method"), required=False, default=0)
        Provider = request.env['payment.provider'].sudo()
        if not provider_id:
            return Provider
        providers = Provider._get_compatible_providers(
            order.company_id.id, order.partner_id.id, order.amount_total,
            currency_id=order.currency_id.id, sale_order_id=order.id, website_id=request.website.id)
        provider = providers.filtered(lambda p: p.id == provider_id)
        if not provider:
            raise UserError(_("This payment method is not available. Please select a payment method."))
        return provider

    def _prepare_address_rows(self, order, partners):
        rows = partners._mealbox_address_rows(website=request.website)
        return {row['id']: row for row in rows}

    def _prepare_shipping_state(self, order, home=True):
        """Addresses, options and dates after an address change."""
        state = order._mealbox_shipping_state()
        shippings = state['shippings']
        rows = self._prepare_address_rows(
            order, shippings | order.partner_invoice_id.sudo() | order.partner_shipping_id.sudo())
        return {
            'msg': state['message'] if home else '',
            'message': state['message'],
            'deliverable': state['deliverable'],
            'billing': rows.get(order.partner_invoice_id.id),
            'shipping_address': rows.get(order.partner_shipping_id.id),
            'shippings': [rows[partner.id] for partner in shippings],
            'ship_len': state['ship_len'],
            'ship_count': state['ship_count'],
            'delivery_options_list': state['delivery_options_list'],
            'delivery_period_list': state['delivery_period_list'],
        }

    def _prepare_amounts(self, order):
        delivery_lines = order.order_line.filtered('is_delivery')
        return {
            'carrier_id': order.carrier_id.id or 0,
            'amount_delivery': order._mealbox_display_amount(delivery_lines),
            'amount_total': order._mealbox_round(order.amount_total),
        }

    # ------------------------------------------------------------
    # ROUTES
    # ------------------------------------------------------------

    @http.route('/mealbox/address', type='json', weekbox_rpc=True, auth='public', website=True)
    def mealbox_address(self, meal_no=None, person=None, order_id=None, delivery_type=None):
        """The delivery step's order summary (spec §3.4); delivery_type
        'pickup'/'pick_store' shows the pick-up side (is_pick)."""
        as_int(meal_no, _("Number of meals"), 0, 99, default=0)
        as_int(person, _("Number of people"), 0, 99, default=0)
        mode = as_delivery_mode(delivery_type)
        order = self._get_order(order_id)
        summary = order._mealbox_delivery_summary(show_pickup=mode in PICKUP_TYPES)
        step = 'pickup' if summary['is_pick'] else 'delivery'
        return {
            **summary,
            'country': self._get_countries(),
            'alerts': request.env['mealbox.step.alert']._mealbox_alerts_for(request.website, step),
        }

    @http.route('/mealbox/state', type='json', weekbox_rpc=True, auth='public', website=True)
    def mealbox_state(self, country=None):
        """The states of a country for the address form's select."""
        country = self._get_country(country)
        states = request.env['res.country.state'].sudo().search_read(
            [('country_id', '=', country.id)], ['name', 'code'], order='name, id')
        order = request.website._mealbox_get_order()
        ship_count = 0
        state_name = ''
        if order and not order._mealbox_is_public():
            billing = order.partner_invoice_id.sudo()
            if billing.state_id.country_id == country:
                state_name = billing.state_id.name
            ship_count = len(order._mealbox_shipping_partners().filtered(lambda p: p.type == 'delivery'))
        return {
            'country': {'id': country.id, 'name': country.name, 'code': country.code or ''},
            'state': [[state['id'], state['name'], state['code'] or ''] for state in states],
            'state_name': state_name,
            'state_required': country.state_required,
            'zip_required': country.zip_required,
            'ship_count': ship_count,
        }

    @http.route('/mealbox/checkout', type='json', weekbox_rpc=True, auth='public', website=True)
    def mealbox_checkout(self, name=None, email=None, phone=None, street=None, street2=None, zip=None,
                         city=None, country_id=None, state_id=None, delivery_type=None, delivery_bill=None,
                         is_ship=None, partner=None, edit_address=None, company_name=None, vat_number=None,
                         title=None, birthdate=None, order_id=None):
        """Saves the billing address (delivery_bill 'billing': the customer
        itself; is_ship also ships there) or a shipping address (new, or with
        edit_address one of the customer's own, `partner`)."""
        mode = as_delivery_mode(delivery_type)
        if delivery_bill not in (None, False, '', 'billing', 'shipping'):
            raise ValidationError(_("Unknown kind of address."))
        values = {
            'name': name, 'email': email, 'phone': phone, 'street': street, 'street2': street2, 'zip': zip,
            'city': city, 'country_id': country_id, 'state_id': state_id, 'company_name': company_name,
            'vat_number': vat_number,
        }
        if title is not None:
            values['title'] = title
        if birthdate is not None:
            values['birthdate'] = birthdate
        order = self._get_order(order_id)
        saved = order._mealbox_save_address(
            values, billing=delivery_bill == 'billing', use_for_shipping=as_flag(is_ship),
            partner_id=partner, edit=as_flag(edit_address))
        result = self._prepare_shipping_state(order, home=mode not in PICKUP_TYPES)
        country = saved.country_id
        return {
            **result,
            'partner_id': saved.id,
            'name': saved.name,
            'country': {'id': country.id, 'name': country.name, 'code': country.code or ''} if country else None,
        }

    @http.route('/mealbox/shiping/address', type='json', weekbox_rpc=True, auth='public', website=True)
    def mealbox_shipping_address(self, ship_id=None, zip=None, order_id=None):
        """Ships to one of the customer's own addresses; the dates of its zone.
        `zip` is informational: the address's own zip code decides."""
        as_zip(zip)
        order = self._get_order(order_id)
        partner = order._mealbox_set_shipping_address(ship_id)
        result = self._prepare_shipping_state(order)
        return {**result, 'zip': partner.zip or ''}

    @http.route('/pickup/list', type='json', weekbox_rpc=True, auth='public', website=True)
    def pickup_list(self, store_id=None, order_id=None):
        """A store's pick-up dates; the store becomes the order's pick-up choice
        (when the visitor has a cart)."""
        store = request.env['mealbox.pickup.store']._mealbox_get_store(store_id, request.website)
        order = request.website._mealbox_get_order(as_id(order_id, _("order"), required=False, default=0))
        if order:
            order._mealbox_choose_store(store)
        row = store._mealbox_store_rows()[0]
        dates = row['delivery_period_list']
        return {
            'delivery_period_list': dates,
            'store': row,
            'message': '' if dates else _("It seems that no dates are available for your address, please contact us"),
        }

    @http.route('/mealbox/zip/validate', type='json', weekbox_rpc=True, auth='public', website=True)
    def mealbox_zip_validate(self, delivery_date=None, zip=None, order_id=None, final_amount=None,
                             is_individual=None):
        """Whether the order can be delivered at home: `zip` is truthy when it
        can NOT (spec). The shipping address's zip code decides; the sent zip
        only for a guest. Saves the 'is individual' flag."""
        zip_code = as_zip(zip)
        amount = as_number(final_amount, _("Amount"))
        individual = as_flag(is_individual)
        order = self._get_order(order_id)
        date = order._mealbox_parse_date(delivery_date, _("delivery date"))
        Zone = request.env['mealbox.delivery.zone']
        if not order._mealbox_is_public() and order.partner_shipping_id.zip:
            zone = order._mealbox_shipping_zone()
        else:
            zone = Zone._mealbox_find_zone(zip_code, website=request.website) if zip_code else Zone
        if order.mealbox_is_individual != individual:
            order.mealbox_is_individual = individual
        amount_total = order._mealbox_round(order.amount_total)
        return {
            'zip': not zone,
            'deliverable': bool(zone),
            'message': '' if zone else _("The delivery method is not available for your shipping address"),
            'date_available': bool(zone and date and request.website._mealbox_is_date_available(date, zone=zone)),
            'amount_total': amount_total,
            'amount_changed': amount is not None and abs(amount - amount_total) >= 0.005,
        }

    @http.route('/delivery/option/details', type='json', weekbox_rpc=True, auth='public', website=True)
    def delivery_option_details(self, delivery_options=None, remark=None, order_id=None):
        """Saves the remark and the chosen delivery option (a carrier id of
        delivery_options_list, or a store's carrier) with its delivery line."""
        carrier_id = as_id(delivery_options, _("delivery option"), required=False, default=0)
        remark = as_text(remark, _("Remark"), MAX_REMARK).strip()
        order = self._get_order(order_id)
        order._mealbox_choose_option(carrier_id, remark)
        return {
            'remark': order.mealbox_remark or '',
            'delivery_type': order.mealbox_delivery_type or '',
            **self._prepare_amounts(order),
        }

    @http.route('/add/details', type='json', weekbox_rpc=True, auth='public', website=True)
    def add_details(self, delivery_date=None, order_id=None, delivery_type=None, acquirer_id=None,
                    is_individual=None, store_id=None):
        """Prepares the order for payment: every pay check of spec §5.3 on
        the server, then carrier, delivery line, date, mode and store. The
        order is then paid through Odoo's /shop/payment."""
        individual = as_flag(is_individual)
        order = self._get_order(order_id)
        order._mealbox_set_delivery(delivery_type, delivery_date, store_id=store_id, is_individual=individual)
        provider = self._get_provider(acquirer_id, order)
        # What website_sale's /shop/confirm_order does before /shop/payment (which the
        # meal box skips): /shop/payment/validate finds the paid order by this key.
        request.session['sale_last_order_id'] = order.id
        return {
            'order_id': order.id,
            'ready': True,
            'delivery_type': order.mealbox_delivery_type,
            'delivery_date': str(order.mealbox_delivery_date),
            'store_id': order.mealbox_store_id.id or 0,
            'acquirer_id': provider.id or 0,
            'payment_url': '/shop/payment',
            **self._prepare_amounts(order),
        }

    @http.route('/check/promo', type='json', weekbox_rpc=True, auth='public', website=True)
    def check_promo(self, promo=None, order_id=None):
        """Applies a promo code through Odoo's loyalty programs. An unknown
        or unusable code is answered valid: false with Odoo's message."""
        if not isinstance(promo, str):
            raise ValidationError(_("The promo code must be text."))
        code = promo.strip()
        if len(code) > MAX_PROMO:
            raise ValidationError(_("The promo code is too long."))
        if '\x00' in code:  # PostgreSQL text cannot hold it: the loyalty lookup would crash
            raise ValidationError(_("The promo code contains an invalid character."))
        order = self._get_order(order_id)
        if not code:
            return {
                'valid': False, 'code': '', 'message': _("Please enter a promo code."), 'reward_product': '',
                'reward_amount': 0.0, 'amount_total': order._mealbox_round(order.amount_total),
            }
        return order._mealbox_apply_promo(code)

    @http.route('/getmatches', type='json', weekbox_rpc=True, auth='public', website=True)
    def get_matches(self, url=None, context=None):
        """Address suggestions: relayed to the configured provider (the
        server builds the provider URL: the client sends only the context
        and the term), else from Odoo's data (the visitor's own addresses,
        the delivery zones' localities)."""
        partner = None if request.website.is_public_user() else request.env.user.partner_id
        return request.env['res.partner']._mealbox_autocomplete(
            url, context=context, partner=partner, session_key=request.session.sid or '')
