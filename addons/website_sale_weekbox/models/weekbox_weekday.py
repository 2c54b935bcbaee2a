from odoo import fields, models


class WeekboxWeekday(models.Model):
    """A day of the week, for the delivery calendars' many2many fields: the
    meal box's delivery and pick-up days, the checkout's days without
    deliveries.

    The seven records are data (`weekday_0` Monday ... `weekday_6` Sunday);
    `number` is Python's `date.weekday()`, the numbering the routes answer
    (e.g. /shop/checkout/get_dates' `forbidden_days`).
    """
    _name = 'weekbox.weekday'
    _description = 'Day of the week'
    _order = 'number'

    name = fields.Char(required=True, translate=True)
    number = fields.Integer(required=True, help="0 is Monday ... 6 is Sunday, as Python's date.weekday().")

    _sql_constraints = [
        ('number_unique', 'UNIQUE(number)', "Each day of the week exists once."),
        ('number_range', 'CHECK(number >= 0 AND number <= 6)',
         "A day of the week is numbered 0 (Monday) to 6 (Sunday)."),
    ]
