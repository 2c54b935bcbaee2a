from odoo import fields, models


class WebsiteCheckoutWeekday(models.Model):
    """A day of the week, for the days without deliveries (many2many checkboxes
    of the website's settings).

    The seven records are data (`weekday_0` Monday ... `weekday_6` Sunday);
    `number` is Python's `date.weekday()`, the numbering
    /shop/checkout/get_dates answers (`forbidden_days`).
    """
    _name = 'website.checkout.weekday'
    _description = 'Day of the week'
    _order = 'number'

    name = fields.Char(required=True, translate=True)
    number = fields.Integer(required=True, help="0 is Monday ... 6 is Sunday, as Python's date.weekday().")

    _sql_constraints = [
        ('number_unique', 'UNIQUE(number)', "Each day of the week exists once."),
        ('number_range', 'CHECK(number >= 0 AND number <= 6)',
         "A day of the week is numbered 0 (Monday) to 6 (Sunday)."),
    ]
