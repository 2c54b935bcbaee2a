from odoo import fields, models


class ResConfigSettings(models.TransientModel):
    _inherit = 'res.config.settings'

    weekbox_shop_widgets = fields.Boolean(related='website_id.weekbox_shop_widgets', readonly=False)
