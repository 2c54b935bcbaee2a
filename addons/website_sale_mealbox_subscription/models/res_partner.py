from odoo import api, models


class ResPartner(models.Model):
    _inherit = 'res.partner'

    @api.depends_context('mealbox_cart')
    def _compute_last_website_so_id(self):
        """A subscription's unpaid week order is never the customer's cart (of
        the shop or of the wizard): it is paid through its own link."""
        super()._compute_last_website_so_id()
        for partner in self:
            last = partner.last_website_so_id
            if last and last.mealbox_subscription_id:
                partner.last_website_so_id = last.search([
                    ('partner_id', '=', partner.id),
                    ('pricelist_id', '=', last.pricelist_id.id),
                    ('website_id', '=', last.website_id.id),
                    ('state', '=', 'draft'),
                    ('is_mealbox', '=', bool(self.env.context.get('mealbox_cart'))),
                    ('mealbox_subscription_id', '=', False),
                ], order='write_date desc', limit=1)
