from odoo import fields, models


class ResConfigSettings(models.TransientModel):
    _inherit = 'res.config.settings'

    checkout_delivery_date_mode = fields.Selection(related='website_id.checkout_delivery_date_mode', readonly=False)
    checkout_delivery_lead_days = fields.Integer(related='website_id.checkout_delivery_lead_days', readonly=False)
    checkout_delivery_horizon_days = fields.Integer(
        related='website_id.checkout_delivery_horizon_days', readonly=False)
    checkout_delivery_weekday_ids = fields.Many2many(
        related='website_id.checkout_delivery_weekday_ids', readonly=False)
    checkout_delivery_tz = fields.Selection(related='website_id.checkout_delivery_tz', readonly=False)
