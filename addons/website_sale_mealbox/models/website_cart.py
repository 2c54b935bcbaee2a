"""A meal box is continued in its wizard, never through website_sale's cart.

website_sale gives a logged-in customer without a cart in the session their
last unfinished order (`res.partner.last_website_so_id`): after paying a box,
an older unfinished box would come back as the cart of the thank-you page
and of /shop. The generic cart is offered the customer's last unfinished
ordinary order only; the wizard (`website._mealbox_get_order`, context key
`mealbox_cart`) their last unfinished box. Pages of website_sale's checkout
that a meal box would otherwise reach (/shop/cart, /shop/checkout, the payment
page's "Back to cart" and address "Edit") lead to the wizard instead
(controllers/website_sale_cart.py, views/mealbox_wizard_templates.xml).
"""
from werkzeug.urls import url_encode

from odoo import _, api, models


class ResPartner(models.Model):
    _inherit = 'res.partner'

    @api.depends_context('mealbox_cart')
    def _compute_last_website_so_id(self):
        super()._compute_last_website_so_id()
        want_box = bool(self.env.context.get('mealbox_cart'))
        for partner in self:
            last = partner.last_website_so_id
            if last and last.is_mealbox != want_box:
                partner.last_website_so_id = last.search([
                    ('partner_id', '=', partner.id),
                    ('pricelist_id', '=', last.pricelist_id.id),
                    ('website_id', '=', last.website_id.id),
                    ('state', '=', 'draft'),
                    ('is_mealbox', '=', want_box),
                ], order='write_date desc', limit=1)


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    def _mealbox_wizard_url(self, step=None):
        """Where the customer continues this box: `step` of the wizard, by
        default compose until the box is complete, then delivery."""
        self.ensure_one()
        if not step:
            step = 'delivery' if self._mealbox_count_line() >= self.mealbox_meals > 0 else 'compose'
        return '/mealbox?' + url_encode({
            'meal': self.mealbox_meals, 'people': self.mealbox_people, 'state': step, 'order_id': self.id})


class Website(models.Model):
    _inherit = 'website'

    def _get_checkout_step_list(self):
        """The checkout steps of a meal box lead back to its wizard: its
        delivery step is where the address and delivery are chosen."""
        steps = super()._get_checkout_step_list()
        order = self.sale_get_order()
        if not order.is_mealbox:
            return steps
        delivery = order._mealbox_wizard_url('delivery')
        for xmlids, values in steps:
            if 'website_sale.payment' in xmlids:
                values.update(back_button=_("Back to delivery"), back_button_href=delivery)
            elif values.get('current_href') in ('/shop/cart', '/shop/checkout'):
                values['current_href'] = delivery
        return steps
