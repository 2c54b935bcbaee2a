"""The delivery step of the meal box (spec §2.7 Delivery screen, §5.3 pay checks).

Home delivery uses the delivery zone of the shipping address (its carrier and
days), pick-up a store (its own carrier and days). `_mealbox_set_delivery`
enforces every pay check and puts the carrier's delivery line on the order;
`_check_cart_is_ready_to_be_paid` (sale_order.py) re-checks at payment time.
"""
from odoo import _, api, models
from odoo.exceptions import UserError, ValidationError

from .sale_order import BILLING_REQUIRED, PICKUP_ALIASES, SHIPPING_REQUIRED


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    # ------------------------------------------------------------
    # ZONE, DATES AND CARRIERS
    # ------------------------------------------------------------

    def _mealbox_shipping_zone(self):
        """The delivery zone of the shipping address (sudo), or empty."""
        self.ensure_one()
        shipping = self.partner_shipping_id.sudo()
        if not shipping or self._mealbox_is_public():
            return self.env['mealbox.delivery.zone']
        return self.env['mealbox.delivery.zone']._mealbox_find_zone(
            shipping.zip, shipping.country_id or None, website=self._mealbox_website())

    def _mealbox_zip_zone(self, zip_code):
        """The zone of a home delivery of this order: the shipping address's
        zip code decides; `zip_code` (what the page sent) only for a guest or
        an address without one."""
        self.ensure_one()
        if not self._mealbox_is_public() and self.partner_shipping_id.zip:
            return self._mealbox_shipping_zone()
        Zone = self.env['mealbox.delivery.zone']
        return Zone._mealbox_find_zone(zip_code, website=self._mealbox_website()) if zip_code else Zone

    def _mealbox_home_dates(self, zone=None):
        """Home delivery dates offered for the shipping address ([] outside the zones)."""
        self.ensure_one()
        zone = self._mealbox_shipping_zone() if zone is None else zone
        return self._mealbox_website()._mealbox_delivery_dates(zone=zone) if zone else []

    def _mealbox_home_carriers(self, zone=None):
        """Carriers of a home delivery to the shipping address (sudo; empty outside the zones)."""
        self.ensure_one()
        zone = self._mealbox_shipping_zone() if zone is None else zone
        return zone._mealbox_get_carrier() if zone else self.env['delivery.carrier']

    @api.model
    def _mealbox_home_problem(self, zone, dates):
        """Why home delivery cannot be chosen with this `zone` and its `dates`, or ''."""
        if not zone:
            return _("The delivery method is not available for your shipping address")
        if not dates:
            return _("It seems that no dates are available for your address, please contact us")
        return ''

    def _mealbox_carrier_amount(self, carrier, price_unit):
        """What the delivery line of `carrier` at `price_unit` will show, as the
        website shows prices (with or without taxes), like the line's own totals."""
        self.ensure_one()
        taxes = carrier.product_id.taxes_id._filter_taxes_by_company(self.company_id)
        if self.fiscal_position_id:
            taxes = self.fiscal_position_id.map_tax(taxes)
        totals = taxes.compute_all(price_unit, self.currency_id, 1.0, product=carrier.product_id,
                                   partner=self.partner_shipping_id)
        tax_included = self._mealbox_website().show_line_subtotals_tax_selection == 'tax_included'
        return self.currency_id._weekbox_round(totals['total_included'] if tax_included else totals['total_excluded'])

    def _mealbox_parse_delivery_type(self, value):
        """('delivery', empty store) for home delivery; ('pick_store', store)
        for a pick-up, where store is the one of the given carrier id (spec:
        a store's carrier id is used as delivery_type), else the order's
        chosen store (maybe empty)."""
        self.ensure_one()
        Store = self.env['mealbox.pickup.store']
        website = self._mealbox_website()
        if value == 'delivery':
            return 'delivery', Store
        if value in PICKUP_ALIASES:
            return 'pick_store', self.mealbox_store_id.sudo().filtered('active')
        if value in (None, False, '', 0, '0'):
            raise ValidationError(_("Please choose home delivery or pick-up."))
        if isinstance(value, str) and not value.isdigit():
            raise ValidationError(_("Unknown delivery method."))
        carrier_id = self._mealbox_parse_client_id(value, _("delivery method"))
        store = Store._mealbox_find_by_carrier(carrier_id, website)
        if store:
            return 'pick_store', store
        if carrier_id in self._mealbox_home_carriers().ids:
            return 'delivery', Store
        raise ValidationError(_("Unknown delivery method."))

    # ------------------------------------------------------------
    # PAY CHECKS, in this order: a complete box; for home delivery a zip, a
    # date, complete shipping details and a delivery zone, for pick-up a store
    # and a date; complete billing details; a date still offered. Each refused
    # with its own message (spec §5.3 Home delivery pay / Pick-up pay, §8.3).
    # ------------------------------------------------------------

    @api.model
    def _mealbox_partner_complete(self, partner, required):
        partner = partner.sudo()
        return bool(partner) and all(partner[name] for name in required) and (
            not partner.country_id.state_required or partner.state_id)

    def _mealbox_delivery_problem(self, delivery_type, delivery_date, store=None):
        """The first refusal of the pay checks for this choice, or '' when the
        order can be paid that way. The order of the checks is the screen's."""
        self.ensure_one()
        try:
            self._mealbox_check_complete()
        except UserError as error:
            return error.args[0]
        website = self._mealbox_website()
        billing_ok = self._mealbox_partner_complete(self.partner_invoice_id, BILLING_REQUIRED)
        if delivery_type == 'delivery':
            shipping = self.partner_shipping_id.sudo()
            if not shipping.zip:
                return _("Please add zip code in your shipping address")
            if not delivery_date:
                return _("Please select delivery date")
            if not self._mealbox_partner_complete(shipping, SHIPPING_REQUIRED):
                return _("Please fill the proper shipping details")
            zone = self._mealbox_shipping_zone()
            if not zone:
                return _("The delivery method is not available for your shipping address")
            if not billing_ok:
                return _("Please fill the proper billing details")
            if not website._mealbox_is_date_available(delivery_date, zone=zone):
                return _("This delivery date is no longer available. Please choose another date.")
            return ''
        if delivery_type == 'pick_store':
            if not store:
                return _("Please select pickup store")
            if not delivery_date:
                return _("Please select pickup date")
            if not billing_ok:
                return _("Please fill the proper billing details")
            if not website._mealbox_is_date_available(delivery_date, store=store):
                return _("This pick-up date is no longer available. Please choose another date.")
            return ''
        return _("Please choose home delivery or pick-up.")

    def _mealbox_payment_problem(self):
        """What stops paying this order as prepared by `_mealbox_set_delivery`
        (checks re-run on the order's own values), or ''."""
        self.ensure_one()
        store = self.mealbox_store_id.sudo().filtered('active')
        problem = self._mealbox_delivery_problem(self.mealbox_delivery_type, self.mealbox_delivery_date, store)
        if problem:
            return problem
        expected = store.carrier_id if self.mealbox_delivery_type == 'pick_store' else self._mealbox_home_carriers()
        if not self.carrier_id or self.carrier_id not in expected or not self.order_line.filtered('is_delivery'):
            return _("Your delivery method has changed. Please confirm your delivery details again.")
        return ''

    # ------------------------------------------------------------
    # CHANGES
    # ------------------------------------------------------------

    def _mealbox_apply_carrier(self, carrier):
        """Puts `carrier` and its priced delivery line on the order (Odoo's
        delivery API), then lets the loyalty programs follow the new total."""
        self.ensure_one()
        carrier = carrier.sudo()
        rate = carrier.rate_shipment(self)
        if not rate.get('success'):
            raise UserError(_("The delivery method is not available for your shipping address"))
        self.set_delivery_line(carrier, rate['price'])
        self.write({'delivery_rating_success': True, 'delivery_message': rate.get('warning_message') or False})
        self._update_programs_and_rewards()

    def _mealbox_clear_carrier(self):
        self._remove_delivery_line()
        self.write({'carrier_id': False, 'delivery_rating_success': False, 'delivery_message': False})
        self._update_programs_and_rewards()

    def _mealbox_after_shipping_change(self):
        """Keeps a home delivery consistent with a new shipping address: the
        zone's carrier (re-priced) or none, and no date the zone does not offer."""
        self.ensure_one()
        if self.mealbox_delivery_type == 'pick_store':
            return
        zone = self._mealbox_shipping_zone()
        carriers = self._mealbox_home_carriers(zone)
        if self.carrier_id:
            if carriers:
                self._mealbox_apply_carrier(self.carrier_id if self.carrier_id in carriers else carriers[:1])
            else:
                self._mealbox_clear_carrier()
        if self.mealbox_delivery_date and self.mealbox_delivery_date not in self._mealbox_home_dates(zone):
            self.mealbox_delivery_date = False

    def _mealbox_choose_store(self, store, with_carrier=False):
        """The store the customer clicked (spec /pickup/list): remembered as
        the pick-up choice; a pick-up date the store does not offer goes.
        `with_carrier` (a customer's order: a guest cannot choose a carrier)
        also puts the store's carrier and its delivery line on the order, when
        it is not there yet; a carrier that cannot be priced for this order
        stays off (the store and its dates are still chosen: Pay's checks say
        what is missing)."""
        self.ensure_one()
        self._weekbox_lock()
        values = {'mealbox_store_id': store.id, 'mealbox_delivery_type': 'pick_store'}
        if self.mealbox_delivery_date and not self._mealbox_website()._mealbox_is_date_available(
                self.mealbox_delivery_date, store=store):
            values['mealbox_delivery_date'] = False
        self.write(values)
        if with_carrier and store.carrier_id and self.carrier_id != store.carrier_id:
            try:
                with self.env.cr.savepoint():
                    self._mealbox_apply_carrier(store.carrier_id)
            except UserError:
                pass

    def _mealbox_choose_option(self, carrier_id, remark=None):
        """Delivery option and remark (spec /delivery/option/details; None:
        the remark stays as it is): the carrier must be a home option of the
        shipping address or a store's; its priced delivery line goes on the
        order, and a date the new choice does not offer goes."""
        self.ensure_one()
        self._weekbox_lock()
        values = {} if remark is None else {'mealbox_remark': remark or False}
        if carrier_id:
            self._mealbox_check_logged_in()
            website = self._mealbox_website()
            zone = self._mealbox_shipping_zone()
            home = self._mealbox_home_carriers(zone)
            store = self.env['mealbox.pickup.store']._mealbox_find_by_carrier(carrier_id, website)
            if carrier_id in home.ids:
                carrier = home.filtered(lambda c: c.id == carrier_id)
                values['mealbox_delivery_type'] = 'delivery'
                dates = self._mealbox_home_dates(zone)
            elif store:
                carrier = store.carrier_id
                values.update(mealbox_delivery_type='pick_store', mealbox_store_id=store.id)
                dates = website._mealbox_delivery_dates(store=store)
            else:
                raise UserError(_("The delivery method is not available for your shipping address"))
            self._mealbox_apply_carrier(carrier)
            if self.mealbox_delivery_date and self.mealbox_delivery_date not in dates:
                values['mealbox_delivery_date'] = False
        if values:
            self.write(values)

    def _mealbox_set_delivery(self, delivery_type, delivery_date, store_id=None, is_individual=False):
        """Prepares the order for payment (spec /add/details): every pay check
        (see PAY CHECKS, §5.3), then the carrier (zone's or store's) with its
        delivery line, the date, mode, store and 'is individual' flag.

        :param delivery_type: 'delivery', 'pick_store'/'pickup', or a store's carrier id
        :param delivery_date: 'YYYY-MM-DD' (0/'' for none: refused)
        :param store_id: optional store id for a pick-up (else the carrier's or the chosen one)
        :raise UserError: the first failed check's message (e.g. 'Please select delivery date')
        """
        self.ensure_one()
        self._mealbox_check_logged_in()
        self._weekbox_lock()
        mode, store = self._mealbox_parse_delivery_type(delivery_type)
        if store_id not in (None, False, 0, '', '0'):
            chosen = self.env['mealbox.pickup.store']._mealbox_get_store(store_id, self._mealbox_website())
            store = chosen if mode == 'pick_store' else store
        date = self._mealbox_parse_date(delivery_date, _("delivery date"))
        problem = self._mealbox_delivery_problem(mode, date, store)
        if problem:
            raise UserError(problem)
        if mode == 'pick_store':
            carrier = store.carrier_id
            shipping = self.partner_shipping_id
            if not self.only_services and not self._mealbox_partner_complete(shipping, SHIPPING_REQUIRED):
                # Nothing is shipped: website_sale's checkout still wants a complete delivery address.
                self._mealbox_write_partners({'partner_shipping_id': self.partner_invoice_id.id})
        else:
            carrier = self._mealbox_home_carriers()[:1]
            if self.carrier_id in self._mealbox_home_carriers():
                carrier = self.carrier_id
        if not carrier:
            raise UserError(_("The delivery method is not available for your shipping address"))
        self._mealbox_apply_carrier(carrier)
        self.write({
            'mealbox_delivery_type': mode,
            'mealbox_delivery_date': date,
            'mealbox_store_id': store.id if mode == 'pick_store' else False,
            'mealbox_is_individual': bool(is_individual),
        })
        problem = self._mealbox_payment_problem()
        if problem:  # e.g. a loyalty reward removed the delivery line
            raise UserError(problem)
        return True

    def _mealbox_set_individual(self, individual):
        """The 'is individual' box of the delivery step (written only when it changes)."""
        self.ensure_one()
        if self.mealbox_is_individual != individual:
            self.mealbox_is_individual = individual
