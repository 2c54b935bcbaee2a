from odoo import fields, models


class MealboxDiet(models.Model):
    """A diet a dish suits (vegetarian, gluten-free...): the compose screen's diet buttons."""
    _name = 'mealbox.diet'
    _description = 'Meal box diet'
    _order = 'sequence, name, id'

    name = fields.Char(required=True, translate=True)
    sequence = fields.Integer(default=10)
    color = fields.Integer(string="Color index")
    active = fields.Boolean(default=True)
    dish_count = fields.Integer(compute='_compute_dish_count', string="Dishes")

    _sql_constraints = [
        ('name_unique', 'UNIQUE(name)', "A diet with this name already exists."),
    ]

    def _compute_dish_count(self):
        counts = dict(self.env['product.template']._read_group(
            [('mealbox_diet_ids', 'in', self.ids), ('is_mealbox_dish', '=', True)],
            ['mealbox_diet_ids'], ['__count']))
        for diet in self:
            diet.dish_count = counts.get(diet, 0)

    def action_open_dishes(self):
        self.ensure_one()
        action = self.env['ir.actions.act_window']._for_xml_id('website_sale_mealbox.mealbox_dish_action')
        action['domain'] = [('is_mealbox_dish', '=', True), ('mealbox_diet_ids', 'in', self.ids)]
        return action
