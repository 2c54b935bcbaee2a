from odoo import _, models
from odoo.exceptions import UserError


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    def _mealbox_get_payment_options(self):
        """What Odoo's /shop/payment offers for this order to the current
        visitor: (compatible providers, payment methods, saved tokens), sudo.

        Asked of payment.provider._weekbox_get_compatible_options, the one
        place the shop computes them (the payment page's form does too), so the
        delivery step never offers what the payment page would refuse. The
        payer is the logged-in customer, else the order's customer (sale's
        CustomerPortal._get_payment_values); a guest gets no saved token.
        """
        self.ensure_one()
        order = self.sudo()
        logged_in = not self.env.user._is_public()
        partner = self.env.user.partner_id if logged_in else order.partner_id
        return self.env['payment.provider']._weekbox_get_compatible_options(
            partner, order=order, website_id=order._mealbox_website().id, with_tokens=logged_in)

    def _mealbox_get_chosen_provider(self, provider_id):
        """The payment provider chosen on the delivery step (`provider_id`; 0
        for none: an empty recordset): it must be one Odoo offers for this order.

        :raise UserError: when it is not
        """
        self.ensure_one()
        Provider = self.env['payment.provider'].sudo()
        if not provider_id:
            return Provider
        providers = self._mealbox_get_payment_options()[0]
        provider = providers.filtered(lambda p: p.id == provider_id)
        if not provider:
            raise UserError(_("This payment method is not available. Please select a payment method."))
        return provider
