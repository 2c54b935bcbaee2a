from odoo import api, fields, models

# What decides which zone an address is in (website_sale_mealbox's _mealbox_find_zones).
ZONE_MATCH_FIELDS = {'zip_ranges', 'country_id', 'sequence', 'website_id', 'active'}


class MealboxDeliveryZone(models.Model):
    _inherit = 'mealbox.delivery.zone'

    @api.model_create_multi
    def create(self, vals_list):
        zones = super().create(vals_list)
        self._mealbox_kitchen_regroup_upcoming()
        return zones

    def write(self, vals):
        result = super().write(vals)
        if ZONE_MATCH_FIELDS & set(vals):
            self._mealbox_kitchen_regroup_upcoming()
        return result

    def unlink(self):
        result = super().unlink()
        self._mealbox_kitchen_regroup_upcoming()
        return result

    @api.model
    def _mealbox_kitchen_regroup_upcoming(self):
        """The home deliveries of today and later are put in the zone their
        address now falls in; past days keep the zone they were delivered in."""
        today = self.env['website'].get_current_website()._mealbox_today()
        orders = self.env['sale.order'].sudo().search([
            ('is_mealbox', '=', True),
            ('mealbox_delivery_type', '=', 'delivery'),
            ('state', '!=', 'cancel'),
            ('mealbox_delivery_day', '>=', fields.Date.to_string(today)),
        ])
        orders._mealbox_kitchen_recompute_zones()
