from odoo import models


class Website(models.Model):
    _inherit = 'website'

    def _weekbox_lean_snippets(self):
        """Odoo's form snippet is the Weekbox form enhancer's (loaded with the
        Weekbox bundle, Odoo's widget narrowed away from it): a page holding
        one may be lean."""
        return super()._weekbox_lean_snippets() | {'s_website_form'}
