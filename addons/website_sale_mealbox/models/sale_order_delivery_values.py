"""What the meal box delivery step's routes answer: plain data for the
widgets, built from the order. Shapes: widgets/core/rpc/routes/
mealbox-delivery-routes.ts (checked by the route contract)."""
from odoo import _, api, fields, models


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    # ------------------------------------------------------------
    # ORDER SUMMARY (spec §3.4, /mealbox/address)
    # ------------------------------------------------------------

    def _prepare_mealbox_address_values(self, show_pickup=False, website=None):
        """The answer of /mealbox/address: the order summary, the countries of
        the address form and the alerts of the step shown."""
        self.ensure_one()
        summary = self._prepare_mealbox_delivery_summary_values(show_pickup=show_pickup)
        step = 'pickup' if summary['is_pick'] else 'delivery'
        return {
            **summary,
            'country': self._prepare_mealbox_country_values(),
            'alerts': self.env['mealbox.step.alert']._mealbox_alerts_for(website or self._mealbox_website(), step),
        }

    def _prepare_mealbox_delivery_summary_values(self, show_pickup=False):
        """The delivery step's order summary (spec §3.4), without the country
        list and the step's alerts (see `_prepare_mealbox_address_values`).
        Guests get empty partner data."""
        self.ensure_one()
        website = self._mealbox_website()
        currency = self.currency_id
        is_public = self._mealbox_is_public()
        reward_lines = self.order_line.filtered('is_reward_line')
        global_lines = reward_lines.filtered(lambda line: line.reward_id.is_global_discount)
        delivery_lines = self.order_line.filtered('is_delivery')
        goods = self.order_line - reward_lines - delivery_lines - self.order_line.filtered('display_type')
        stores = self.env['mealbox.pickup.store']._mealbox_get_stores(website)
        codes = self._weekbox_applied_promo_codes()
        if is_public:
            shippings = self.env['res.partner']
            by_id = {}
            zone = self.env['mealbox.delivery.zone']
        else:
            shippings = self._mealbox_shipping_partners()
            by_id = self._mealbox_address_rows_by_id(shippings)
            zone = self._mealbox_shipping_zone()
        shipping_rows = [by_id[partner.id] for partner in shippings]
        dates = self._mealbox_home_dates(zone) if zone else []
        partner = self.partner_id.sudo()
        is_pick = bool(show_pickup) or self.mealbox_delivery_type == 'pick_store'
        message = self._mealbox_home_problem(zone, dates) if not is_public and not is_pick else ''
        carrier = self.carrier_id.sudo()
        amount_delivery = self._mealbox_display_amount(delivery_lines)
        return {
            'order_line_menu_list': self._prepare_mealbox_cart_item_values('dish'),
            'order_line_extra_list': self._prepare_mealbox_cart_item_values('extra'),
            'currency': currency.symbol or '',
            'currency_name': currency.name,
            'currency_info': self.env['mealbox.box']._currency_info(currency),
            'price': self._mealbox_display_amount(goods),
            'global_discount': self._mealbox_reward_amount(global_lines),
            'coupon_discount': self._mealbox_reward_amount(reward_lines - global_lines),
            'amount_delivery': amount_delivery,
            'total': self._mealbox_round(self.amount_total),
            'is_coupon_applied': bool(codes or reward_lines),
            'code': ', '.join(codes),
            'order_details': {
                'order_id': self.id,
                'name': self.name,
                'meal_no': self.mealbox_meals,
                'person': self.mealbox_people,
                'count_line': self._mealbox_count_line(),
                'delivery_type': self.mealbox_delivery_type or '',
                'delivery_date': (
                    fields.Date.to_string(self.mealbox_delivery_date) if self.mealbox_delivery_date else ''),
                'store_id': self.mealbox_store_id.id or 0,
                'remark': self.mealbox_remark or '',
                'is_individual': self.mealbox_is_individual,
                'carrier_id': carrier.id or 0,
                'amount_untaxed': self._mealbox_round(self.amount_untaxed),
                'amount_tax': self._mealbox_round(self.amount_tax),
                'amount_delivery': amount_delivery,
                'amount_total': self._mealbox_round(self.amount_total),
                'ready': self._is_cart_ready(),
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
            'user': {'id': self.env.user.id, 'name': self.env.user.name, 'is_public': self.env.user._is_public()},
            'billing_address': None if is_public else by_id.get(self.partner_invoice_id.id),
            'shipping_address': None if is_public else by_id.get(self.partner_shipping_id.id),
            'shippings': shipping_rows,
            'ship_len': len(shipping_rows),
            'ship_count': len(shippings.filtered(lambda p: p.type == 'delivery')),
            'delivery_period_list': [fields.Date.to_string(day) for day in dates],
            'delivery_options_list': self._prepare_mealbox_delivery_option_values(zone) if zone else [],
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

    @api.model
    def _prepare_mealbox_country_values(self):
        """The countries of the address form, by name."""
        countries = self.env['res.country'].sudo().search_read([], ['name', 'code'], order='name, id')
        return [{'id': c['id'], 'name': c['name'], 'code': c['code'] or ''} for c in countries]

    def _prepare_mealbox_delivery_option_values(self, zone=None):
        """The home delivery options of the shipping address, priced for this order."""
        self.ensure_one()
        options = []
        for carrier in self._mealbox_home_carriers(zone):
            rate = carrier.rate_shipment(self)
            options.append({
                'id': carrier.id,
                'name': carrier.name,
                'amount': self._mealbox_carrier_amount(carrier, rate['price']) if rate.get('success') else 0.0,
                'available': bool(rate.get('success')),
                'message': (rate.get('error_message') or rate.get('warning_message') or '') or '',
            })
        return options

    # ------------------------------------------------------------
    # ADDRESSES (/mealbox/checkout, /mealbox/shiping/address, /mealbox/state)
    # ------------------------------------------------------------

    def _mealbox_address_rows_by_id(self, shippings):
        """{partner id: address row} of `shippings` and of the order's billing
        and shipping addresses: one read (and one zone search) for them all."""
        self.ensure_one()
        partners = shippings | self.partner_invoice_id.sudo() | self.partner_shipping_id.sudo()
        return {row['id']: row for row in partners._mealbox_address_rows(website=self._mealbox_website())}

    def _prepare_mealbox_shipping_values(self, home=True):
        """The address block after an address change: the addresses, and the
        home delivery options and dates of the shipping address's zone.

        :param home: whether the step shows home delivery (`msg` repeats the
            message then; the pick-up side shows none)
        """
        self.ensure_one()
        zone = self._mealbox_shipping_zone()
        dates = self._mealbox_home_dates(zone) if zone else []
        shippings = self._mealbox_shipping_partners()
        message = self._mealbox_home_problem(zone, dates)
        options = self._prepare_mealbox_delivery_option_values(zone) if zone else []
        rows = self._mealbox_address_rows_by_id(shippings)
        return {
            'msg': message if home else '',
            'message': message,
            'deliverable': bool(zone),
            'billing': rows.get(self.partner_invoice_id.id),
            'shipping_address': rows.get(self.partner_shipping_id.id),
            'shippings': [rows[partner.id] for partner in shippings],
            'ship_len': len(shippings),
            'ship_count': len(shippings.filtered(lambda p: p.type == 'delivery')),
            'delivery_options_list': options,
            'delivery_period_list': [fields.Date.to_string(day) for day in dates],
        }

    def _prepare_mealbox_checkout_values(self, saved, home=True):
        """The answer of /mealbox/checkout: the address block and the `saved` partner."""
        self.ensure_one()
        country = saved.country_id
        return {
            **self._prepare_mealbox_shipping_values(home=home),
            'partner_id': saved.id,
            'name': saved.name,
            'country': {'id': country.id, 'name': country.name, 'code': country.code or ''} if country else None,
        }

    def _prepare_mealbox_state_values(self, country):
        """The answer of /mealbox/state: the states of `country` for the
        address form's select, and the visitor's billing state (this order,
        possibly empty: no cart yet)."""
        states = self.env['res.country.state'].sudo().search_read(
            [('country_id', '=', country.id)], ['name', 'code'], order='name, id')
        ship_count = 0
        state_name = ''
        if self and not self._mealbox_is_public():
            billing = self.partner_invoice_id.sudo()
            if billing.state_id.country_id == country:
                state_name = billing.state_id.name
            ship_count = len(self._mealbox_shipping_partners().filtered(lambda p: p.type == 'delivery'))
        return {
            'country': {'id': country.id, 'name': country.name, 'code': country.code or ''},
            'state': [[state['id'], state['name'], state['code'] or ''] for state in states],
            'state_name': state_name,
            'state_required': country.state_required,
            'zip_required': country.zip_required,
            'ship_count': ship_count,
        }

    # ------------------------------------------------------------
    # DELIVERY CHOICES (/mealbox/zip/validate, /delivery/option/details, /add/details)
    # ------------------------------------------------------------

    def _prepare_mealbox_amount_values(self):
        """The carrier and the amounts after a delivery change."""
        self.ensure_one()
        delivery_lines = self.order_line.filtered('is_delivery')
        return {
            'carrier_id': self.carrier_id.id or 0,
            'amount_delivery': self._mealbox_display_amount(delivery_lines),
            'amount_total': self._mealbox_round(self.amount_total),
        }

    def _prepare_mealbox_zip_validation_values(self, zone, date, amount=None):
        """Whether the order can be delivered at home in `zone` (spec: `zip`
        is truthy when it can NOT), on `date`, and whether the total differs
        from the `amount` the page shows."""
        self.ensure_one()
        amount_total = self._mealbox_round(self.amount_total)
        return {
            'zip': not zone,
            'deliverable': bool(zone),
            'message': '' if zone else _("The delivery method is not available for your shipping address"),
            'date_available': bool(
                zone and date and self._mealbox_website()._mealbox_is_date_available(date, zone=zone)),
            'amount_total': amount_total,
            'amount_changed': amount is not None and self._mealbox_total_differs(amount),
        }

    def _prepare_mealbox_option_values(self):
        """The answer of /delivery/option/details: the remark, the mode and the amounts."""
        self.ensure_one()
        return {
            'remark': self.mealbox_remark or '',
            'delivery_type': self.mealbox_delivery_type or '',
            **self._prepare_mealbox_amount_values(),
        }

    def _prepare_mealbox_pay_values(self, provider):
        """The answer of /add/details: the order prepared for payment with
        the chosen `provider` (empty for none), paid through /shop/payment."""
        self.ensure_one()
        return {
            'order_id': self.id,
            'ready': True,
            'delivery_type': self.mealbox_delivery_type,
            'delivery_date': str(self.mealbox_delivery_date),
            'store_id': self.mealbox_store_id.id or 0,
            'acquirer_id': provider.id or 0,
            'payment_url': '/shop/payment',
            **self._prepare_mealbox_amount_values(),
        }
