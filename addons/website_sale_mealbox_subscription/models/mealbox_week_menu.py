"""The chef's choice: each weekly menu's default selection, sent to the
subscribers who did not choose their dishes for that week."""
from odoo import _, api, fields, models
from odoo.exceptions import ValidationError


class MealboxWeekMenu(models.Model):
    _inherit = 'mealbox.week.menu'

    chef_dish_ids = fields.Many2many(
        'product.template', 'mealbox_week_menu_chef_dish_rel', 'menu_id', 'product_tmpl_id',
        string="Chef's choice", domain="[('id', 'in', dish_ids)]",
        help="The dishes subscribers get when they did not choose theirs, first to last (by the dishes' "
             "website order), skipping those without the subscriber's diets. Empty: the menu's dishes.")

    @api.constrains('chef_dish_ids', 'dish_ids')
    def _check_chef_dishes_on_menu(self):
        for menu in self:
            if menu.chef_dish_ids - menu.dish_ids:
                raise ValidationError(_("The chef's choice of %s holds dishes that are not on its menu.",
                                        menu.display_name))

    @api.model
    def _mealbox_chef_selection(self, dishes, chef_dishes, meals, diets):
        """The chef's choice for a box of `meals`, as [(template, quantity)].

        The chef's dishes come first, then the rest of the menu; a dish fits
        when it has every diet of `diets`. Fitting dishes are taken in turn,
        each at its minimum quantity, until the box is full; when they are
        too few, they are taken again (a dish twice counts twice, as in the
        compose step). No fitting dish at all: [] (no box can respect the diets).

        :param dishes: product.template, the week's dishes in menu order
        :param chef_dishes: product.template, the menu's chef's choice
        :param int meals: the box's number of meals
        :param diets: mealbox.diet, the subscriber's diets
        """
        ordered = (chef_dishes & dishes) | (dishes - chef_dishes)
        fitting = [dish for dish in ordered if not (diets - dish.mealbox_diet_ids)]
        quantities = {}
        count = 0
        # First pass: each fitting dish once, at its minimum, while it fits in the box.
        for dish in fitting:
            minimum = dish._mealbox_line_minimum('dish')
            if count + minimum <= meals:
                quantities[dish] = minimum
                count += minimum
        # Then one more of the chosen ones, in turn, until the box is full.
        chosen = list(quantities)
        index = 0
        while count < meals and chosen:
            quantities[chosen[index % len(chosen)]] += 1
            count += 1
            index += 1
        if count < meals:
            return []
        return list(quantities.items())
