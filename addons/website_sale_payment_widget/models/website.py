from odoo import models


class Website(models.Model):
    _inherit = 'website'

    def _weekbox_lean_page_keys(self):
        """The checkout's payment page (/shop/payment): its payment form is
        this addon's widget (with its own Pay button and terms checkbox), its
        delivery methods and date website_sale_checkout_widget's, the rest
        plain (the addresses and their "Edit" links, the steps, the order
        summary's collapse and the promo code form, run by the lean page's
        script as on the other checkout pages)."""
        return super()._weekbox_lean_page_keys() | {'website_sale.payment'}

    def _weekbox_lean_page_reasons(self, key, main_object):
        """What on the payment page of the visitor's cart is Odoo's: see
        sale.order._weekbox_get_payment_lean_reasons (per order and visitor)."""
        reasons = super()._weekbox_lean_page_reasons(key, main_object)
        if key == 'website_sale.payment':
            order = self.sale_get_order()
            if order:
                reasons += order._weekbox_get_payment_lean_reasons()
        return reasons
