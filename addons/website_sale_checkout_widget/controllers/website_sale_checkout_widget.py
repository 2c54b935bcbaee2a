"""Routes of the checkout's delivery widgets on /shop/payment.

Delivery methods (shop-checkout-delivery):
- /shop/weekbox/carrier_rates rates every method offered in one call (Odoo's
  page calls /shop/carrier_rate_shipment once per method), in numbers;
- /shop/update_carrier (website_sale's) chooses a method: its params are
  checked, a method not offered is refused (Odoo would quietly choose another)
  and the answer gains the order's amounts as numbers (Odoo's are HTML);
- /shop/update_carrier_id chooses the first method of the other mode (pick up
  in store or home delivery): the spec's "carrier id update result".

Delivery date (shop-delivery-date): /shop/checkout/get_dates and
/shop/checkout/set_delivery_date, for the visitor's own cart only.
"""
import datetime
import re

from odoo import _, http
from odoo.exceptions import ValidationError
from odoo.http import request

from odoo.addons.website_sale.controllers.delivery import WebsiteSaleDelivery
from odoo.addons.website_weekbox.params import as_flag, as_id, as_int
from odoo.addons.website_weekbox.rpc_errors import FieldValidationError

ISO_DATE_RE = re.compile(r'[0-9]{4}-[0-9]{2}-[0-9]{2}')


class CheckoutWidgetDelivery(WebsiteSaleDelivery):

    # ------------------------------------------------------------
    # DELIVERY METHODS
    # ------------------------------------------------------------

    @http.route('/shop/weekbox/carrier_rates', type='json', auth='public', methods=['POST'], website=True,
                weekbox_rpc=True)
    def weekbox_carrier_rates(self):
        """The price of every delivery method offered for the visitor's cart.

        :return: {carriers: [{carrier_id, status, amount_delivery, is_free_delivery, error_message,
                 warning_message}]}, in website_sale's order (empty without a cart to deliver)
        """
        order = request.website.sale_get_order()
        if not order or order.only_services:
            return {'carriers': []}
        return {'carriers': [
            self._prepare_weekbox_carrier_rate(carrier, order) for carrier in order._get_delivery_methods()
        ]}

    @http.route(weekbox_rpc=True)
    def update_eshop_carrier(self, carrier_id=None, no_reset_access_point_address=False):
        """ Override of website_sale to check the params and refuse a method
        that is not offered (website_sale would choose another one quietly).
        The answer (_update_website_sale_delivery_return) holds numbers too. """
        carrier_id = self._weekbox_prepare_carrier_choice(carrier_id)
        result = super().update_eshop_carrier(
            carrier_id=carrier_id, no_reset_access_point_address=as_flag(no_reset_access_point_address))
        self._weekbox_check_carrier_chosen(carrier_id)
        return result

    @http.route('/shop/update_carrier_id', type='json', auth='public', methods=['POST'], website=True,
                weekbox_rpc=True)
    def weekbox_update_carrier_id(self, carrier_id=None):
        """Puts a delivery method on the visitor's cart (the delivery mode's
        switch: its first method of the other kind).

        :param int carrier_id: the method, as a `delivery.carrier` id, one of those offered
        :return: {carrier_id, status, error_message, is_pickup, is_free_delivery, shipping_country_id,
                 amount_delivery, amount_untaxed, amount_tax, amount_total}
        """
        carrier_id = self._weekbox_prepare_carrier_choice(carrier_id)
        super().update_eshop_carrier(carrier_id=carrier_id)
        return self._weekbox_check_carrier_chosen(carrier_id)._prepare_weekbox_carrier_id_values()

    def _update_website_sale_delivery_return(self, order, **post):
        """ Override of website_sale: the amounts as numbers beside Odoo's HTML
        ones, whether the method is a pick-up, and error_message as text. """
        result = super()._update_website_sale_delivery_return(order, **post)
        if order:
            amounts = order._prepare_weekbox_order_amounts()
            result.update({
                'error_message': result.get('error_message') or '',
                'is_pickup': bool(order.carrier_id) and order.carrier_id._is_weekbox_pickup(),
                'new_amount_delivery_raw': amounts['amount_delivery'],
                'new_amount_untaxed_raw': amounts['amount_untaxed'],
                'new_amount_tax_raw': amounts['amount_tax'],
                'new_amount_total_raw': amounts['amount_total'],
            })
        return result

    def _get_shop_payment_errors(self, order):
        """ Override of website_sale: a free order is confirmed by
        /shop/payment/validate without any transaction, so the checks of
        `_check_cart_is_ready_to_be_paid` on its delivery are made here. """
        errors = super()._get_shop_payment_errors(order)
        if order and order.state in ('draft', 'sent') and not order.amount_total:
            problem = order._weekbox_checkout_delivery_problem()
            if problem:
                errors.append((_("Your order cannot be confirmed yet"), problem))
        return errors

    def _weekbox_prepare_carrier_choice(self, carrier_id):
        """The id of a delivery method for the visitor's cart, whose order is
        locked for the change (website_sale then checks that no payment is
        under way, and other modules their own rules).

        :raise ValidationError: not an id, or no cart
        """
        carrier_id = as_id(carrier_id, _("delivery method"))
        order = request.website.sale_get_order()
        if not order:
            raise ValidationError(_("Your cart is empty."))
        order._weekbox_lock()
        return carrier_id

    def _weekbox_check_carrier_chosen(self, carrier_id):
        """The visitor's cart, once it holds `carrier_id`. website_sale puts
        another method on the order when the one asked is not offered: the
        request is refused then, and its changes rolled back.

        :raise ValidationError: the method is not offered for the order
        """
        order = request.website.sale_get_order()
        if order.carrier_id.id != carrier_id:
            raise ValidationError(_(
                "This delivery method is not available for your order. Please refresh the page and try again."))
        return order

    def _prepare_weekbox_carrier_rate(self, carrier, order):
        """A method's price for the order as website_sale shows it (taxes
        included or not, per the website's setting), or why it cannot deliver."""
        rate = self._get_rate(carrier, order)
        currency = order.currency_id
        if rate.get('success'):
            price = currency._weekbox_round(rate['price'])
            return {
                'carrier_id': carrier.id,
                'status': True,
                'amount_delivery': price,
                'is_free_delivery': not price,
                'error_message': '',
                'warning_message': rate.get('warning_message') or '',
            }
        return {
            'carrier_id': carrier.id,
            'status': False,
            'amount_delivery': 0.0,
            'is_free_delivery': False,
            'error_message': rate.get('error_message') or _("This delivery method cannot deliver your order."),
            'warning_message': '',
        }

    # ------------------------------------------------------------
    # DELIVERY DATE
    # ------------------------------------------------------------

    @http.route('/shop/checkout/get_dates', type='json', auth='public', methods=['POST'], website=True,
                weekbox_rpc=True)
    def weekbox_get_delivery_dates(self, order_id=None):
        """The delivery dates and hours offered for the visitor's cart.

        :param int order_id: the visitor's cart, as a `sale.order` id
        :return: {min_date, max_date, forbidden_intervals, forbidden_days, format, selected, required, tz}
                 (see sale.order._prepare_weekbox_delivery_dates)
        """
        return self._weekbox_get_cart(order_id)._prepare_weekbox_delivery_dates()

    @http.route('/shop/checkout/set_delivery_date', type='json', auth='public', methods=['POST'], website=True,
                weekbox_rpc=True)
    def weekbox_set_delivery_date(self, order_id=None, date=None, hour=None):
        """Sets the delivery date and time of the visitor's cart.

        :param int order_id: the visitor's cart, as a `sale.order` id
        :param str date: the day, 'YYYY-MM-DD' (delivery time zone)
        :param int hour: the hour, 10 to 18 (delivery time zone)
        :return: {date, hour, commitment_date}: commitment_date in UTC, 'YYYY-MM-DD HH:MM:SS'
        :raise FieldValidationError: a date or hour not offered, keyed by its param
        """
        order = self._weekbox_get_cart(order_id)
        field_errors = {}
        day = self._weekbox_parse_date(date)
        if day is None:
            field_errors['date'] = _("Please choose a valid delivery date.")
        try:
            hour = as_int(hour, _("Delivery hour"), 0, 23)
        except ValidationError as error:
            field_errors['hour'] = str(error)
        if field_errors:
            raise FieldValidationError(field_errors)
        order._weekbox_lock()
        return order._weekbox_set_delivery_date(day, hour)

    @staticmethod
    def _weekbox_parse_date(value):
        """A calendar day from 'YYYY-MM-DD', or None."""
        if not isinstance(value, str) or not ISO_DATE_RE.fullmatch(value):
            return None
        try:
            return datetime.date.fromisoformat(value)
        except ValueError:
            return None

    @staticmethod
    def _weekbox_get_cart(order_id):
        """The visitor's cart if it is `order_id`. Any other order, existing or
        not, is refused with the same message, so order ids cannot be probed.

        :raise ValidationError: not an id, or not the visitor's cart
        """
        order_id = as_id(order_id, _("order"))
        order = request.website.sale_get_order()
        if not order or order.id != order_id:
            raise ValidationError(_("This order is not available."))
        return order
