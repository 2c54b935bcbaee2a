"""JSON-RPC routes of the meal box delivery step: addresses, stores, dates,
delivery options, pay checks, promo code and address autocomplete.

Shapes: widgets/core/rpc/routes/mealbox-delivery-routes.ts. Every route works
on the visitor's own cart (website._mealbox_get_order); the spec's
informational params (meal_no, person, final_amount, ...) are checked for
their type but never trusted: the order on the server is the truth.
"""
from odoo import _, http
from odoo.exceptions import ValidationError
from odoo.http import request

from odoo.addons.website_sale_weekbox.const import MAX_PROMO_CODE
from odoo.addons.website_weekbox.params import as_choice, as_flag, as_id, as_int, as_number, as_text

from .mealbox_values import MealboxValues

DELIVERY_TYPES = ('delivery', 'pick_store', 'pickup')
PICKUP_TYPES = ('pick_store', 'pickup')
MAX_REMARK = 1000


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


class MealboxDeliveryController(MealboxValues):

    # ------------------------------------------------------------
    # HELPERS
    # ------------------------------------------------------------

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
        order = request.website._mealbox_get_order(order_id, required=True)
        return self._prepare_mealbox_address_values(
            order, show_pickup=mode in PICKUP_TYPES, website=request.website)

    @http.route('/mealbox/state', type='json', weekbox_rpc=True, auth='public', website=True)
    def mealbox_state(self, country=None):
        """The states of a country for the address form's select."""
        country = self._get_country(country)
        order = request.website._mealbox_get_order()
        return self._prepare_mealbox_state_values(order, country)

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
        order = request.website._mealbox_get_order(order_id, required=True)
        saved = order._mealbox_save_address(
            values, billing=delivery_bill == 'billing', use_for_shipping=as_flag(is_ship),
            partner_id=partner, edit=as_flag(edit_address))
        return self._prepare_mealbox_checkout_values(order, saved, home=mode not in PICKUP_TYPES)

    @http.route('/mealbox/shiping/address', type='json', weekbox_rpc=True, auth='public', website=True)
    def mealbox_shipping_address(self, ship_id=None, zip=None, order_id=None):
        """Ships to one of the customer's own addresses; the dates of its zone.
        `zip` is informational: the address's own zip code decides."""
        as_zip(zip)
        order = request.website._mealbox_get_order(order_id, required=True)
        partner = order._mealbox_set_shipping_address(ship_id)
        return {**self._prepare_mealbox_shipping_values(order), 'zip': partner.zip or ''}

    @http.route('/pickup/list', type='json', weekbox_rpc=True, auth='public', website=True)
    def pickup_list(self, store_id=None, order_id=None):
        """A store's pick-up dates; the store becomes the order's pick-up choice
        (when the visitor has a cart) and, for a customer, its carrier goes on
        the order: the answer then has the amounts the step shows on Pay (one
        round trip per store chosen)."""
        store = request.env['mealbox.pickup.store']._mealbox_get_store(store_id, request.website)
        order = request.website._mealbox_get_order(order_id)
        values = store._prepare_mealbox_pickup_values()
        if order:
            order._mealbox_choose_store(store, with_carrier=not order._mealbox_is_public())
            if order.carrier_id and order.carrier_id == store.carrier_id:
                values.update(self._prepare_mealbox_amount_values(order))
        return values

    @http.route('/mealbox/zip/validate', type='json', weekbox_rpc=True, auth='public', website=True)
    def mealbox_zip_validate(self, delivery_date=None, zip=None, order_id=None, final_amount=None,
                             is_individual=None):
        """Whether the order can be delivered at home: `zip` is truthy when it
        can NOT (spec). The shipping address's zip code decides; the sent zip
        only for a guest. Saves the 'is individual' flag."""
        zip_code = as_zip(zip)
        amount = as_number(final_amount, _("Amount"))
        individual = as_flag(is_individual)
        order = request.website._mealbox_get_order(order_id, required=True)
        date = order._mealbox_parse_date(delivery_date, _("delivery date"))
        zone = order._mealbox_zip_zone(zip_code)
        order._mealbox_set_individual(individual)
        return self._prepare_mealbox_zip_validation_values(order, zone, date, amount)

    @http.route('/delivery/option/details', type='json', weekbox_rpc=True, auth='public', website=True)
    def delivery_option_details(self, delivery_options=None, remark=None, order_id=None, is_individual=None):
        """Saves the remark (when sent), the 'is individual' tick (when sent)
        and the chosen delivery option (a carrier id of delivery_options_list,
        or a store's carrier) with its delivery line."""
        carrier_id = as_id(delivery_options, _("delivery option"), required=False, default=0)
        remark = None if remark is None else as_text(remark, _("Remark"), MAX_REMARK).strip()
        order = request.website._mealbox_get_order(order_id, required=True)
        order._mealbox_choose_option(carrier_id, remark)
        if is_individual is not None:
            order._mealbox_set_individual(as_flag(is_individual))
        return self._prepare_mealbox_option_values(order)

    @http.route('/add/details', type='json', weekbox_rpc=True, auth='public', website=True)
    def add_details(self, delivery_date=None, order_id=None, delivery_type=None, acquirer_id=None,
                    is_individual=None, store_id=None, remark=None, meal=None, final_amount=None):
        """Pay, in one round trip (models/sale_order_pay.py): saves the remark,
        then every pay check on the server (a complete box; a zip, date and
        phone for home delivery, a store and date for pick-up: spec §5.3), then
        carrier, delivery line, date, mode and store. A box no longer complete,
        an address outside the zones and a total that is not `final_amount`
        (the one the page shows) are answered with ready: false and a reason;
        any other failed check is refused with its message. The order is then
        paid through Odoo's /shop/payment."""
        individual = as_flag(is_individual)
        text = None if remark is None else as_text(remark, _("Remark"), MAX_REMARK).strip()
        meals = as_int(meal, _("Number of meals"), 0, 99, default=0)
        shown_total = as_number(final_amount, _("Amount"))
        provider_id = as_id(acquirer_id, _("payment method"), required=False, default=0)
        order = request.website._mealbox_get_order(order_id, required=True)
        refusal = order._mealbox_prepare_pay(
            delivery_type, delivery_date, store_id=store_id, is_individual=individual,
            remark=text, meals=meals, shown_total=shown_total)
        if refusal:
            return self._prepare_mealbox_pay_refusal_values(order, refusal)
        provider = order._mealbox_get_chosen_provider(provider_id)
        # What website_sale's /shop/confirm_order does before /shop/payment (which the
        # meal box skips): /shop/payment/validate finds the paid order by this key.
        request.session['sale_last_order_id'] = order.id
        return self._prepare_mealbox_pay_values(order, provider)

    @http.route('/check/promo', type='json', weekbox_rpc=True, auth='public', website=True)
    def check_promo(self, promo=None, order_id=None):
        """Applies a promo code through Odoo's loyalty programs. An unknown
        or unusable code is answered valid: false with Odoo's message; wrong
        codes are limited per visitor (weekbox.promo.attempt)."""
        if not isinstance(promo, str):
            raise ValidationError(_("The promo code must be text."))
        code = promo.strip()
        if len(code) > MAX_PROMO_CODE:
            raise ValidationError(_("The promo code is too long."))
        if '\x00' in code:  # PostgreSQL text cannot hold it: the loyalty lookup would crash
            raise ValidationError(_("The promo code contains an invalid character."))
        order = request.website._mealbox_get_order(order_id, required=True)
        if not code:
            return self._prepare_mealbox_promo_values(order, '', message=_("Please enter a promo code."))
        valid, message, reward_lines = order._weekbox_apply_visitor_promo_code(code)
        return self._prepare_mealbox_promo_values(order, code, valid, message, reward_lines)

    @http.route('/getmatches', type='json', weekbox_rpc=True, auth='public', website=True)
    def get_matches(self, url=None, context=None):
        """Address suggestions: relayed to the configured provider (the
        server builds the provider URL: the client sends only the context
        and the term), else from Odoo's data (the visitor's own addresses,
        the delivery zones' localities). Beyond the visitor's limit of lookups
        per minute (per session and per IP address), no suggestion: the form
        then lets the visitor type the address."""
        partner = None if request.website.is_public_user() else request.env.user.partner_id
        return request.env['mealbox.address.autocomplete']._get_suggestions(
            url, context=context, partner=partner, session_key=request.session.sid or '',
            ip_address=request.httprequest.remote_addr or '')
