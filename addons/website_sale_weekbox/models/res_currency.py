from odoo import models
from odoo.tools import float_round


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

    def _weekbox_format_amount(self, amount):
        """`amount` as the widgets write it (formatMoney, widgets/core/format/
        format-money.ts: the page language's separators and grouping, the
        symbol before or after with a no-break space), so that a price the
        server renders in a widget's placeholder reads the same once the
        widget has mounted: nothing moves."""
        self.ensure_one()
        lang = self.env['res.lang']._lang_get(self.env.lang or 'en_US') or self.env['res.lang']._lang_get('en_US')
        rounded = float_round(abs(amount), precision_digits=self.decimal_places, rounding_method='HALF-UP')
        number = lang.format(f'%.{self.decimal_places}f', rounded, grouping=True)
        if amount < 0 and any(digit in number for digit in '123456789'):
            number = '-' + number
        symbol = self.symbol or ''
        if self.position == 'before':
            return f'{symbol}\N{NO-BREAK SPACE}{number}'
        return f'{number}\N{NO-BREAK SPACE}{symbol}'
