"""website_sale's own cart, product and confirmation pages, as the meal box
needs them: dishes have no product page of their own (the box sells them), a
meal box is continued in its wizard, and Odoo's confirmation page shows the
meal box's thank-you widget. The cart rules themselves live in sale.order's
cart hooks (`_cart_update`, `_verify_updated_quantity`), shared with the
wizard; the cart routes' params are checked by website_sale_weekbox."""
from werkzeug.exceptions import NotFound

from odoo import _, http
from odoo.http import request

from odoo.addons.website_sale.controllers.main import WebsiteSale


class MealboxWebsiteSale(WebsiteSale):

    @http.route()
    def product(self, product, category='', search='', **kwargs):
        """A dish is composed into a box, never sold alone: no product page."""
        if product.sudo().is_mealbox_dish:
            raise NotFound()
        return super().product(product, category=category, search=search, **kwargs)

    @staticmethod
    def _mealbox_cart_redirect(step=None):
        """A redirect to the wizard when the visitor's cart is a meal box (it
        is continued there, never through the generic cart), else None."""
        order = request.website.sale_get_order()
        if order.is_mealbox and order.state == 'draft':
            return request.redirect(order._mealbox_wizard_url(step))
        return None

    @http.route()
    def cart(self, access_token=None, revive='', **post):
        """/shop/cart of a meal box: its wizard, at the step where it stands
        (website_sale's cart page would also drop its delivery line). An
        abandoned box's link (access_token) is revived first, then continued there."""
        if not access_token:
            redirect = self._mealbox_cart_redirect()
            if redirect:
                return redirect
        response = super().cart(access_token=access_token, revive=revive, **post)
        return (self._mealbox_cart_redirect() if access_token else None) or response

    @http.route()
    def checkout(self, **post):
        """A meal box's addresses and delivery are chosen on its wizard's delivery step."""
        return self._mealbox_cart_redirect('delivery') or super().checkout(**post)

    def _get_shop_payment_errors(self, order):
        """/shop/payment and /shop/payment/validate: a meal box order whose
        content is unsellable is never paid nor, when free, confirmed there."""
        errors = super()._get_shop_payment_errors(order)
        if order and order.state in ('draft', 'sent'):
            problem = order._mealbox_integrity_problem()
            if not problem and not order.amount_total:
                # A free order is confirmed by /shop/payment/validate without any transaction.
                problem = order._mealbox_pay_problem()
            if problem:
                errors.append((_("Your meal box cannot be paid yet"), problem))
        return errors

    # ------------------------------------------------------------
    # CONFIRMATION PAGE
    # ------------------------------------------------------------

    def _prepare_shop_payment_confirmation_values(self, order):
        """Odoo's confirmation page of a meal box order shows the thank-you
        widget (views/mealbox_wizard_templates.xml)."""
        values = super()._prepare_shop_payment_confirmation_values(order)
        if order.is_mealbox:
            values['mealbox_thanks_props'] = self._prepare_mealbox_thanks_props(order)
        return values

    def _prepare_mealbox_thanks_props(self, order):
        """Props of the thank-you widget on Odoo's confirmation page: what the
        visitor ordered, and the order total and currency its purchase
        analytics event sends (spec §2.7)."""
        currency = order.currency_id
        return {
            'orderId': order.id,
            'orderName': order.name,
            'amountTotal': currency._weekbox_round(order.amount_total),
            'currency': currency.name,
            'currencyInfo': currency._weekbox_currency_info(),
            'meal': order.mealbox_meals,
            'people': order.mealbox_people,
            'deliveryType': order.mealbox_delivery_type or None,
            'deliveryDate': order.mealbox_delivery_date and order.mealbox_delivery_date.isoformat() or None,
            'storeName': order.mealbox_store_id.name or None,
            # A wire transfer leaves the order waiting for the money: not confirmed yet.
            'paymentPending': order.state not in ('sale', 'done')
            and order.sudo().get_portal_last_transaction().state == 'pending',
            'purchaseEvent': order._mealbox_take_purchase_event(),
        }
