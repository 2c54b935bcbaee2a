from datetime import timedelta

from odoo import _, api, fields, models
from odoo.exceptions import ValidationError


class MealboxWeekMenu(models.Model):
    """The dishes offered during one week (Monday to Sunday) on a website."""
    _name = 'mealbox.week.menu'
    _description = 'Meal box weekly menu'
    _order = 'date_start desc, id desc'

    name = fields.Char(required=True, translate=True, default=lambda self: _("Weekly menu"))
    website_id = fields.Many2one(
        'website', ondelete='cascade', index=True,
        help="Website showing this menu; empty means every website.")
    date_start = fields.Date(
        string="Week of", required=True, index=True,
        default=lambda self: self._default_date_start(),
        help="The Monday the menu starts.")
    date_end = fields.Date(
        string="Until", compute='_compute_date_end', store=True, index=True,
        help="The Sunday the menu ends (included).")
    dish_ids = fields.Many2many(
        'product.template', 'mealbox_week_menu_product_template_rel', 'menu_id', 'product_tmpl_id',
        string="Dishes", domain=[('is_mealbox_dish', '=', True)])
    dish_count = fields.Integer(compute='_compute_dish_count', string="Number of dishes")
    active = fields.Boolean(default=True)

    @api.model
    def _default_date_start(self):
        """The next Monday (today when today is a Monday), in the website's timezone."""
        today = self.env['website'].get_current_website()._mealbox_today()
        return today + timedelta(days=(7 - today.weekday()) % 7)

    # ------------------------------------------------------------
    # COMPUTES / CONSTRAINTS
    # ------------------------------------------------------------

    @api.depends('date_start')
    def _compute_date_end(self):
        for menu in self:
            menu.date_end = menu.date_start and menu.date_start + timedelta(days=6)

    @api.depends('dish_ids')
    def _compute_dish_count(self):
        for menu in self:
            menu.dish_count = len(menu.dish_ids)

    @api.constrains('date_start')
    def _check_date_start_monday(self):
        for menu in self:
            if menu.date_start.weekday() != 0:
                raise ValidationError(_(
                    "A weekly menu starts on a Monday (%(menu)s starts on %(date)s).",
                    menu=menu.display_name, date=menu.date_start))

    @api.constrains('date_start', 'website_id', 'active')
    def _check_no_overlap(self):
        """Two active menus may not cover the same day for the same website.

        A menu without website applies to every website, so it may not overlap
        with any other menu.
        """
        for menu in self.filtered('active'):
            domain = [
                ('id', '!=', menu.id),
                ('date_start', '<=', menu.date_end),
                ('date_end', '>=', menu.date_start),
            ]
            if menu.website_id:
                domain.append(('website_id', 'in', [False, menu.website_id.id]))
            overlapping = self.search(domain, limit=1)
            if overlapping:
                raise ValidationError(_(
                    "%(menu)s overlaps with %(other)s (week of %(date)s) on the same website.",
                    menu=menu.display_name, other=overlapping.display_name, date=overlapping.date_start))

    @api.depends('name', 'date_start')
    @api.depends_context('lang')
    def _compute_display_name(self):
        for menu in self:
            if menu.date_start:
                menu.display_name = _("%(name)s (week of %(date)s)", name=menu.name,
                                      date=fields.Date.to_string(menu.date_start))
            else:
                menu.display_name = menu.name

    # ------------------------------------------------------------
    # ACTIONS
    # ------------------------------------------------------------

    def action_copy_to_next_week(self):
        """Duplicate the menu one week later (same dishes) and open it."""
        self.ensure_one()
        copy = self.copy({
            'date_start': self.date_start + timedelta(days=7),
            'dish_ids': [fields.Command.set(self.dish_ids.ids)],
        })
        return {
            'type': 'ir.actions.act_window',
            'res_model': self._name,
            'res_id': copy.id,
            'view_mode': 'form',
        }
