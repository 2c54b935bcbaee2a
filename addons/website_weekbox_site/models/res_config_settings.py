from odoo import fields, models


class ResConfigSettings(models.TransientModel):
    _inherit = 'res.config.settings'

    weekbox_lean_pages = fields.Boolean(related='website_id.weekbox_lean_pages', readonly=False)
