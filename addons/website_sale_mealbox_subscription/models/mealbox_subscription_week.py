"""One week of a subscription, as the customer set it before its cut-off:
the dishes they chose (else the chef's choice is sent), or skipped.

A week record exists only once the customer acts on that week. Its rules are
the compose step's, on that week's menu: a dish of the week's menu, at least
its minimum quantity, never more dishes than the box's meals. Nothing changes
for a week after its cut-off or once its order exists, whoever writes (the
weekly run itself writes with `mealbox_subscription_run` in its context).
"""
from odoo import _, api, fields, models
from odoo.exceptions import UserError, ValidationError


class MealboxSubscriptionWeek(models.Model):
    _name = 'mealbox.subscription.week'
    _description = 'Meal box subscription week'
    _order = 'week_start'

    subscription_id = fields.Many2one('mealbox.subscription', required=True, ondelete='cascade', index=True)
    week_start = fields.Date(string="Week of", required=True, help="The Monday of the week.")
    skipped = fields.Boolean(help="No box this week.")
    line_ids = fields.One2many('mealbox.subscription.week.line', 'week_id', string="Chosen dishes")

    _sql_constraints = [
        ('week_unique', 'UNIQUE(subscription_id, week_start)', "A subscription has one record per week."),
    ]

    @api.constrains('week_start')
    def _check_monday(self):
        for week in self:
            if week.week_start.weekday() != 0:
                raise ValidationError(_("A subscription week starts on a Monday (%s).", week.week_start))

    @api.model_create_multi
    def create(self, vals_list):
        weeks = super().create(vals_list)
        weeks._mealbox_check_open()
        return weeks

    def write(self, vals):
        self._mealbox_check_open()
        result = super().write(vals)
        if 'week_start' in vals or 'subscription_id' in vals:
            self._mealbox_check_open()
        return result

    def unlink(self):
        self._mealbox_check_open()
        return super().unlink()

    def _mealbox_check_open(self):
        """Nothing changes for a week after its cut-off (or once ordered), on any route."""
        if self.env.context.get('mealbox_subscription_run'):
            return
        for week in self:
            if not week.subscription_id._mealbox_is_week_open(week.week_start):
                raise UserError(_(
                    "The week of %(date)s is closed: its order cut-off has passed.",
                    date=fields.Date.to_string(week.week_start)))

    # ------------------------------------------------------------
    # THE WEEK'S MENU AND DISHES
    # ------------------------------------------------------------

    def _mealbox_chosen_count(self):
        self.ensure_one()
        return sum(self.line_ids.mapped('quantity'))

    def _mealbox_chosen_quantities(self):
        """{dish product id: quantity} the customer chose for this week."""
        self.ensure_one()
        return {line.product_id.id: line.quantity for line in self.line_ids}


class MealboxSubscriptionWeekLine(models.Model):
    _name = 'mealbox.subscription.week.line'
    _description = 'Meal box subscription week dish'

    week_id = fields.Many2one('mealbox.subscription.week', required=True, ondelete='cascade', index=True)
    product_id = fields.Many2one('product.product', string="Dish", required=True, ondelete='cascade')
    quantity = fields.Integer(default=1, required=True)

    _sql_constraints = [
        ('quantity_positive', 'CHECK(quantity > 0)', "A dish is chosen at least once."),
        ('dish_unique', 'UNIQUE(week_id, product_id)', "A dish has one line per week."),
    ]

    @api.model_create_multi
    def create(self, vals_list):
        lines = super().create(vals_list)
        lines.week_id._mealbox_check_open()
        return lines

    def write(self, vals):
        self.week_id._mealbox_check_open()
        result = super().write(vals)
        self.week_id._mealbox_check_open()
        return result

    def unlink(self):
        self.week_id._mealbox_check_open()
        return super().unlink()
