"""What the meal box's routes answer, shaped from the visitor's order: plain
data for the widgets (widgets/core/rpc/routes/mealbox-routes.ts,
mealbox-delivery-routes.ts and mealbox-payment-routes.ts, checked by the
route contract). The rules stay on the order (sale.order: its box, delivery
and pay checks); these methods only say them for a page.

Every route controller of the meal box (wizard, delivery step, payment
details) derives from MealboxValues, and Odoo serves them as one controller:
a module changing an answer overrides its `_prepare_*` method in a subclass
of any of them, and every route that sends it follows.
"""
from werkzeug.urls import url_encode

from odoo import _, fields, http
from odoo.http import request


class MealboxValues(http.Controller):

    # ------------------------------------------------------------
    # CART PANEL (wizard)
    # ------------------------------------------------------------

    def _prepare_mealbox_summary_values(self, order):
        """Totals the wizard's cart panel shows."""
        currency = order.currency_id
        return {
            'order_id': order.id,
            'meal': order.mealbox_meals,
            'people': order.mealbox_people,
            'meal_id': order.mealbox_box_id.product_id.id,
            'price_list_price': order._mealbox_display_amount(order._mealbox_lines('box')[:1]),
            'count_line': order._mealbox_count_line(),
            'amount_total': currency._weekbox_round(order.amount_total),
            'currency': currency.symbol,
            'currency_info': currency._weekbox_currency_info(),
        }

    def _prepare_mealbox_cart_item_values(self, order, line_type):
        """The cart panel's lines of one type, with their card data (one query for the cards)."""
        lines = order._mealbox_lines(line_type)
        cards = lines.product_id.product_tmpl_id._mealbox_card_rows()
        if line_type == 'extra':
            cards = order._mealbox_priced(cards)
        cards = {card['product_tmpl_id']: card for card in cards}
        items = []
        for line in lines:
            card = cards[line.product_id.product_tmpl_id.id]
            items.append({
                **card,
                'product_id': line.product_id.id,
                'line_id': line.id,
                'quantity': int(line.product_uom_qty),
                'total_price': order._mealbox_display_amount(line),
            })
        return items

    # ------------------------------------------------------------
    # DISHES AND EXTRAS (wizard)
    # ------------------------------------------------------------

    def _prepare_mealbox_compose_values(self, order, filters):
        """The compose lists: what is in the box, and the first page of what is
        left (narrowed by `filters`: category_ids, diet_ids, toggle)."""
        return {
            'product_in_cart': self._prepare_mealbox_cart_item_values(order, 'dish'),
            **self._prepare_mealbox_remaining_page_values(order, filters),
        }

    def _prepare_mealbox_remaining_page_values(self, order, filters, after=0):
        """A page of the dishes left (the first, or the one after the dish
        `after`); remaining_more: how many more match after it."""
        page, more = order._mealbox_remaining_page(after=after, **filters)
        return {'count_line': order._mealbox_count_line(), 'product_remaining': page, 'remaining_more': more}

    def _prepare_mealbox_dish_change_values(self, order, before, filters):
        """What a dish change answers: the box's lines, and which dishes changed
        availability since `before` (the box's dish templates before the
        change), not the week's menu again: the page keeps the list it loaded
        (a menu of 2,000 dishes made every click read, shape and send them all).

        dishes_taken: templates now in the box, no longer offered;
        dishes_returned: cards of the dishes that left the box, still on the
        menu and matching `filters`, offered again.
        """
        after = order._mealbox_lines('dish').product_id.product_tmpl_id
        return {
            'count_line': order._mealbox_count_line(),
            'product_in_cart': self._prepare_mealbox_cart_item_values(order, 'dish'),
            'dishes_taken': (after - before).ids,
            'dishes_returned': order._mealbox_dishes_offered_again(before - after, **filters),
        }

    def _prepare_mealbox_extra_values(self, order):
        """The extra step's lists: the extras in the box and those left."""
        return {
            'extra_in_cart': self._prepare_mealbox_cart_item_values(order, 'extra'),
            'extra_remaining': order._mealbox_remaining_extras(),
        }

    # ------------------------------------------------------------
    # LOGIN STEP (wizard)
    # ------------------------------------------------------------

    def _prepare_mealbox_login_values(self, order, meals, persons):
        """Where a guest logs in (or signs up) and comes back to the same box, at delivery."""
        back = '/mealbox?' + url_encode({
            'meal': meals, 'people': persons, 'state': 'delivery', 'order_id': order.id})
        # Odoo's own login form; OAuth providers (auth_oauth) add theirs on that page.
        providers = [{'id': 'odoo', 'name': _("Log in with your account"),
                      'auth_link': '/web/login?' + url_encode({'redirect': back}), 'css_class': ''}]
        signup_allowed = request.env['res.users'].sudo()._get_signup_invitation_scope() == 'b2c'
        return {
            'is_public_user': order._mealbox_website().is_public_user(),
            'redirect': back,
            'login_url': '/web/login?' + url_encode({'redirect': back}),
            'signup_url': ('/web/signup?' + url_encode({'redirect': back})) if signup_allowed else '',
            'providers': providers,
        }

    # ------------------------------------------------------------
    # ORDER SUMMARY (delivery step, spec §3.4, /mealbox/address)
    # ------------------------------------------------------------

    def _prepare_mealbox_address_values(self, order, show_pickup=False, website=None):
        """The answer of /mealbox/address: the order summary, the countries of
        the address form and the alerts of the step shown."""
        summary = self._prepare_mealbox_delivery_summary_values(order, show_pickup=show_pickup)
        step = 'pickup' if summary['is_pick'] else 'delivery'
        return {
            **summary,
            'country': self._prepare_mealbox_country_values(),
            'alerts': request.env['mealbox.step.alert']._mealbox_alerts_for(website or order._mealbox_website(), step),
        }

    def _mealbox_reward_amount(self, order, reward_lines):
        """What `reward_lines` take off, as a positive number."""
        return order.currency_id._weekbox_round(-order._mealbox_display_amount(reward_lines))

    def _prepare_mealbox_delivery_summary_values(self, order, show_pickup=False):
        """The delivery step's order summary (spec §3.4), without the country
        list and the step's alerts (see `_prepare_mealbox_address_values`).
        Guests get empty partner data."""
        website = order._mealbox_website()
        currency = order.currency_id
        env = order.env
        is_public = order._mealbox_is_public()
        reward_lines = order.order_line.filtered('is_reward_line')
        global_lines = reward_lines.filtered(lambda line: line.reward_id.is_global_discount)
        delivery_lines = order.order_line.filtered('is_delivery')
        goods = order.order_line - reward_lines - delivery_lines - order.order_line.filtered('display_type')
        stores = env['mealbox.pickup.store']._mealbox_get_stores(website)
        codes = order._weekbox_applied_promo_codes()
        if is_public:
            shippings = env['res.partner']
            by_id = {}
            zone = env['mealbox.delivery.zone']
        else:
            shippings = order._mealbox_shipping_partners()
            by_id = self._mealbox_address_rows_by_id(order, shippings)
            zone = order._mealbox_shipping_zone()
        shipping_rows = [by_id[partner.id] for partner in shippings]
        dates = order._mealbox_home_dates(zone) if zone else []
        partner = order.partner_id.sudo()
        is_pick = bool(show_pickup) or order.mealbox_delivery_type == 'pick_store'
        message = order._mealbox_home_problem(zone, dates) if not is_public and not is_pick else ''
        carrier = order.carrier_id.sudo()
        amount_delivery = order._mealbox_display_amount(delivery_lines)
        return {
            'order_line_menu_list': self._prepare_mealbox_cart_item_values(order, 'dish'),
            'order_line_extra_list': self._prepare_mealbox_cart_item_values(order, 'extra'),
            'currency': currency.symbol or '',
            'currency_name': currency.name,
            'currency_info': currency._weekbox_currency_info(),
            'price': order._mealbox_display_amount(goods),
            'global_discount': self._mealbox_reward_amount(order, global_lines),
            'coupon_discount': self._mealbox_reward_amount(order, reward_lines - global_lines),
            'amount_delivery': amount_delivery,
            'total': currency._weekbox_round(order.amount_total),
            'is_coupon_applied': bool(codes or reward_lines),
            'code': ', '.join(codes),
            'order_details': {
                'order_id': order.id,
                'name': order.name,
                'meal_no': order.mealbox_meals,
                'person': order.mealbox_people,
                'count_line': order._mealbox_count_line(),
                'delivery_type': order.mealbox_delivery_type or '',
                'delivery_date': (
                    fields.Date.to_string(order.mealbox_delivery_date) if order.mealbox_delivery_date else ''),
                'store_id': order.mealbox_store_id.id or 0,
                'remark': order.mealbox_remark or '',
                'is_individual': order.mealbox_is_individual,
                'carrier_id': carrier.id or 0,
                'amount_untaxed': currency._weekbox_round(order.amount_untaxed),
                'amount_tax': currency._weekbox_round(order.amount_tax),
                'amount_delivery': amount_delivery,
                'amount_total': currency._weekbox_round(order.amount_total),
                'ready': order._is_cart_ready(),
            },
            'partner_data': {
                'is_public': is_public,
                'counter': len(stores),
                'email': '' if is_public else partner.email or '',
                'phone': '' if is_public else partner.phone or '',
            },
            'partner_id': 0 if is_public else partner.id,
            'partner_name': '' if is_public else partner.name or '',
            'partner_country': (
                None if is_public or not partner.country_id
                else {'id': partner.country_id.id, 'name': partner.country_id.name,
                      'code': partner.country_id.code or ''}),
            'user': {'id': env.user.id, 'name': env.user.name, 'is_public': env.user._is_public()},
            'billing_address': None if is_public else by_id.get(order.partner_invoice_id.id),
            'shipping_address': None if is_public else by_id.get(order.partner_shipping_id.id),
            'shippings': shipping_rows,
            'ship_len': len(shipping_rows),
            'ship_count': len(shippings.filtered(lambda p: p.type == 'delivery')),
            'delivery_period_list': [fields.Date.to_string(day) for day in dates],
            'delivery_options_list': self._prepare_mealbox_delivery_option_values(order, zone) if zone else [],
            'deliveries': [
                {'value': 'delivery', 'name': _("Home delivery"), 'available': bool(zone)},
                {'value': 'pick_store', 'name': _("Pick-up at a store"), 'available': bool(stores)},
            ],
            'carrier': {'id': carrier.id, 'name': carrier.name, 'amount': amount_delivery} if carrier else None,
            'is_pick': is_pick,
            'store_names_list': stores._mealbox_store_rows(),
            'deliverable': bool(zone),
            'message': message,
            'callback_method': '',
        }

    def _prepare_mealbox_country_values(self):
        """The countries of the address form, by name."""
        countries = request.env['res.country'].sudo().search_read([], ['name', 'code'], order='name, id')
        return [{'id': c['id'], 'name': c['name'], 'code': c['code'] or ''} for c in countries]

    def _prepare_mealbox_delivery_option_values(self, order, zone=None):
        """The home delivery options of the shipping address, priced for this order."""
        options = []
        for carrier in order._mealbox_home_carriers(zone):
            rate = carrier.rate_shipment(order)
            options.append({
                'id': carrier.id,
                'name': carrier.name,
                'amount': order._mealbox_carrier_amount(carrier, rate['price']) if rate.get('success') else 0.0,
                'available': bool(rate.get('success')),
                'message': (rate.get('error_message') or rate.get('warning_message') or '') or '',
            })
        return options

    # ------------------------------------------------------------
    # ADDRESSES (/mealbox/checkout, /mealbox/shiping/address, /mealbox/state)
    # ------------------------------------------------------------

    def _mealbox_address_rows_by_id(self, order, shippings):
        """{partner id: address row} of `shippings` and of the order's billing
        and shipping addresses: one read (and one zone search) for them all."""
        partners = shippings | order.partner_invoice_id.sudo() | order.partner_shipping_id.sudo()
        return {row['id']: row for row in partners._mealbox_address_rows(website=order._mealbox_website())}

    def _prepare_mealbox_shipping_values(self, order, home=True):
        """The address block after an address change: the addresses, and the
        home delivery options and dates of the shipping address's zone.

        :param home: whether the step shows home delivery (`msg` repeats the
            message then; the pick-up side shows none)
        """
        zone = order._mealbox_shipping_zone()
        dates = order._mealbox_home_dates(zone) if zone else []
        shippings = order._mealbox_shipping_partners()
        message = order._mealbox_home_problem(zone, dates)
        options = self._prepare_mealbox_delivery_option_values(order, zone) if zone else []
        rows = self._mealbox_address_rows_by_id(order, shippings)
        return {
            'msg': message if home else '',
            'message': message,
            'deliverable': bool(zone),
            'billing': rows.get(order.partner_invoice_id.id),
            'shipping_address': rows.get(order.partner_shipping_id.id),
            'shippings': [rows[partner.id] for partner in shippings],
            'ship_len': len(shippings),
            'ship_count': len(shippings.filtered(lambda p: p.type == 'delivery')),
            'delivery_options_list': options,
            'delivery_period_list': [fields.Date.to_string(day) for day in dates],
        }

    def _prepare_mealbox_checkout_values(self, order, saved, home=True):
        """The answer of /mealbox/checkout: the address block and the `saved` partner."""
        country = saved.country_id
        return {
            **self._prepare_mealbox_shipping_values(order, home=home),
            'partner_id': saved.id,
            'name': saved.name,
            'country': {'id': country.id, 'name': country.name, 'code': country.code or ''} if country else None,
        }

    def _prepare_mealbox_state_values(self, order, country):
        """The answer of /mealbox/state: the states of `country` for the
        address form's select, and the visitor's billing state (`order`,
        possibly empty: no cart yet)."""
        states = request.env['res.country.state'].sudo().search_read(
            [('country_id', '=', country.id)], ['name', 'code'], order='name, id')
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

    # ------------------------------------------------------------
    # DELIVERY CHOICES (/mealbox/zip/validate, /pickup/list, /delivery/option/details, /add/details)
    # ------------------------------------------------------------

    def _prepare_mealbox_amount_values(self, order):
        """The carrier and the amounts after a delivery change."""
        delivery_lines = order.order_line.filtered('is_delivery')
        return {
            'carrier_id': order.carrier_id.id or 0,
            'amount_delivery': order._mealbox_display_amount(delivery_lines),
            'amount_total': order.currency_id._weekbox_round(order.amount_total),
        }

    def _prepare_mealbox_zip_validation_values(self, order, zone, date, amount=None):
        """Whether the order can be delivered at home in `zone` (spec: `zip`
        is truthy when it can NOT), on `date`, and whether the total differs
        from the `amount` the page shows."""
        return {
            'zip': not zone,
            'deliverable': bool(zone),
            'message': '' if zone else _("The delivery method is not available for your shipping address"),
            'date_available': bool(
                zone and date and order._mealbox_website()._mealbox_is_date_available(date, zone=zone)),
            'amount_total': order.currency_id._weekbox_round(order.amount_total),
            'amount_changed': amount is not None and order._mealbox_total_differs(amount),
        }

    def _prepare_mealbox_option_values(self, order):
        """The answer of /delivery/option/details: the remark, the mode and the amounts."""
        return {
            'remark': order.mealbox_remark or '',
            'delivery_type': order.mealbox_delivery_type or '',
            **self._prepare_mealbox_amount_values(order),
        }

    def _prepare_mealbox_pay_values(self, order, provider):
        """The answer of /add/details: the order prepared for payment with
        the chosen `provider` (empty for none), paid through /shop/payment."""
        return {
            'order_id': order.id,
            'ready': True,
            'delivery_type': order.mealbox_delivery_type,
            'delivery_date': str(order.mealbox_delivery_date),
            'store_id': order.mealbox_store_id.id or 0,
            'acquirer_id': provider.id or 0,
            'payment_url': '/shop/payment',
            **self._prepare_mealbox_amount_values(order),
        }

    def _prepare_mealbox_pay_refusal_values(self, order, refusal):
        """The answer of /add/details when Pay does not go on
        (sale.order._mealbox_prepare_pay's refusal): why, in words, and the
        order's amounts as they are now."""
        messages = {
            'box': _("Your box is no longer complete: please check your meals."),
            'not_deliverable': _("The delivery method is not available for your shipping address"),
            'amount_changed': _("The total has changed: please check it and press Pay again."),
        }
        return {
            'order_id': order.id,
            'ready': False,
            'reason': refusal,
            'message': messages[refusal],
            'payment_url': '',
            **self._prepare_mealbox_amount_values(order),
        }

    # ------------------------------------------------------------
    # PROMO CODE (/check/promo)
    # ------------------------------------------------------------

    def _prepare_mealbox_promo_values(self, order, code, valid=False, message='', reward_lines=None):
        """The answer of /check/promo: the code's rewards (description, amount
        as a positive number) when `reward_lines` are given, and the new total."""
        applied = reward_lines is not None
        return {
            'valid': valid,
            'code': code,
            'message': message,
            'reward_product': ', '.join(reward_lines.reward_id.mapped('description')) if applied else '',
            'reward_amount': self._mealbox_reward_amount(order, reward_lines) if applied else 0.0,
            'amount_total': order.currency_id._weekbox_round(order.amount_total),
        }
