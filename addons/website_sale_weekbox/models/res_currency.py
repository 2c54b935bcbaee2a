from odoo import models


class ResCurrency(models.Model):
    _inherit = 'res.currency'

    def _weekbox_currency_info(self):
        """How the widgets format amounts in this currency: the route map's
        currencyInfoSchema (widgets/core/rpc/routes/mealbox-schemas.ts)."""
        self.ensure_one()
        return {
            'name': self.name,
            'symbol': self.symbol or '',
            'position': self.position or 'after',
            'decimals': self.decimal_places,
        }

    def _weekbox_round(self, amount):
        """`amount` rounded to this currency, as a JSON number: currency.round()
        keeps float noise (30.560000000000002), round() again drops it."""
        self.ensure_one()
        return round(self.round(amount), self.decimal_places)
