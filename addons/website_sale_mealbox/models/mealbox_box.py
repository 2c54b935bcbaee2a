import re

from odoo import _, api, fields, models
from odoo.exceptions import ValidationError
from odoo.osv import expression


def _name_matcher(operator, value):
    """A test `text -> bool` of `operator`'s positive form against `value`, as
    PostgreSQL compares text; None for an operator that does not compare text."""
    value = '' if value in (None, False) else str(value)
    positive = {'not ilike': 'ilike', 'not like': 'like', '!=': '='}.get(operator, operator)
    if positive in ('=like', '=ilike'):
        pattern = ''.join('.*' if char == '%' else '.' if char == '_' else re.escape(char) for char in value)
        regex = re.compile(f'{pattern}\\Z', re.DOTALL | (re.IGNORECASE if positive == '=ilike' else 0))
        return lambda text: bool(regex.match(text))
    if positive == 'ilike':
        folded = value.casefold()
        return lambda text: folded in text.casefold()
    if positive == 'like':
        return lambda text: value in text
    if positive == '=':
        return lambda text: text == value
    return None


class MealboxBox(models.Model):
    """One cell of the box price matrix: a box size and the product sold for it.

    The price lives on the product (list price, then the website pricelist and
    taxes apply as for any product), so pricelists, currencies and taxes work
    as everywhere else in Odoo.

    Its name is its size ("6 meals for 2 people", in the user's language):
    `_name_search` finds a box by that text (or by its product's name), so
    many2one fields and searches of the back office work although the
    display name is not stored.
    """
    _name = 'mealbox.box'
    _description = 'Meal box size'
    _order = 'people, meals'

    meals = fields.Integer(required=True, help="Number of meals (recipes) in the box.")
    people = fields.Integer(required=True, help="Number of people each meal feeds.")
    product_id = fields.Many2one(
        'product.product', string="Box product", required=True, ondelete='restrict',
        domain=[('sale_ok', '=', True)],
        help="Product put on the order for this box size; its price is the box price.")
    list_price = fields.Float(
        related='product_id.lst_price', readonly=False, string="Box price",
        digits='Product Price')
    currency_id = fields.Many2one(related='product_id.currency_id')
    website_id = fields.Many2one(
        'website', ondelete='cascade',
        help="Restrict this box size to one website; empty means every website.")
    active = fields.Boolean(default=True)

    _sql_constraints = [
        ('meals_positive', 'CHECK(meals > 0)', "A box holds at least one meal."),
        ('people_positive', 'CHECK(people > 0)', "A box feeds at least one person."),
    ]

    @api.depends('meals', 'people')
    @api.depends_context('lang')
    def _compute_display_name(self):
        for box in self:
            box.display_name = self._mealbox_size_label(box.meals, box.people)

    @api.model
    def _mealbox_size_label(self, meals, people):
        """'3 meals for 2 people', in the current language, singular where one."""
        if meals == 1:
            if people == 1:
                return _("1 meal for 1 person")
            return _("1 meal for %(people)s people", people=people)
        if people == 1:
            return _("%(meals)s meals for 1 person", meals=meals)
        return _("%(meals)s meals for %(people)s people", meals=meals, people=people)

    @api.model
    def _mealbox_people_label(self, people):
        """'For 2 people' (what a dish of the box feeds), singular for one."""
        if people == 1:
            return _("For 1 person")
        return _("For %(people)s people", people=people)

    @api.model
    def _name_search(self, name, domain=None, operator='ilike', limit=None, order=None):
        """Boxes whose display name (or product) matches `name`.

        The display name is computed: it is matched here, in the current
        language, on the boxes `domain` allows (a price matrix: a few dozen
        rows); the box product is searched as any many2one.
        """
        domain = list(domain or [])
        if not name and operator in ('ilike', 'like'):
            return self._search(domain, limit=limit, order=order)
        match = _name_matcher(operator, name)
        product_domain = [('product_id', operator, name)]
        if match is None:
            name_domain = product_domain
        elif operator in expression.NEGATIVE_TERM_OPERATORS:
            boxes = self.search_fetch(domain, ['meals', 'people'])
            matching = [box.id for box in boxes if not match(box.display_name or '')]
            name_domain = expression.AND([[('id', 'in', matching)], product_domain])
        else:
            boxes = self.search_fetch(domain, ['meals', 'people'])
            matching = [box.id for box in boxes if match(box.display_name or '')]
            name_domain = expression.OR([[('id', 'in', matching)], product_domain])
        return self._search(expression.AND([domain, name_domain]), limit=limit, order=order)

    @api.constrains('meals', 'people', 'website_id', 'active')
    def _check_unique_size(self):
        for box in self.filtered('active'):
            duplicate = self.search_count([
                ('id', '!=', box.id),
                ('meals', '=', box.meals),
                ('people', '=', box.people),
                ('website_id', '=', box.website_id.id),
            ])
            if duplicate:
                raise ValidationError(_(
                    "There is already a box of %(meals)s meals for %(people)s people.",
                    meals=box.meals, people=box.people))

    @api.model
    def _get_website_boxes(self, website):
        """Active box sizes offered on `website`, website-specific rows winning."""
        boxes = self.sudo().search([
            ('website_id', 'in', [False, website.id]),
            ('product_id.sale_ok', '=', True),
            ('product_id.active', '=', True),
        ])
        by_size = {}
        for box in boxes.sorted(lambda b: bool(b.website_id)):
            by_size[(box.people, box.meals)] = box
        return self.browse([box.id for box in by_size.values()]).sudo()

    @api.model
    def _get_box_prices(self, boxes, website):
        """Displayed box price per box id, as the website shows product prices."""
        prices = self.env['product.product']._mealbox_display_prices(boxes.product_id, website)
        return {box.id: prices[box.product_id.id] for box in boxes}

    @api.model
    def _get_currency(self, website):
        return website.pricelist_id.currency_id or website.company_id.currency_id

    @api.model
    def _get_max_sizes(self, boxes, website):
        return {
            'max_meal': website.mealbox_max_meal or max(boxes.mapped('meals'), default=0),
            'max_people': website.mealbox_max_people or max(boxes.mapped('people'), default=0),
        }

    @api.model
    def _get_price_matrix(self, website):
        """The `/weekbox/get_all_values` result (see the widgets' route map)."""
        boxes = self._get_website_boxes(website)
        currency = self._get_currency(website)
        prices = self._get_box_prices(boxes, website)
        all_meals = {}

        def amount(value):
            return currency._weekbox_round(value)

        for box in boxes:
            box_price = amount(prices[box.id])
            all_meals.setdefault(str(box.people), {})[str(box.meals)] = {
                'meal_id': box.product_id.id,
                'box_price': box_price,
                'total_price': box_price,
                'meal_price': amount(box_price / box.meals),
                'currency': currency.symbol,
            }
        return {
            'all_meals': all_meals,
            'max_meals': self._get_max_sizes(boxes, website),
            'currency_info': currency._weekbox_currency_info(),
        }

    @api.model
    def _get_page_box(self, website, meals, people):
        """The box of `meals` × `people` on `website` as the wizard page shows
        it before its first answer, for the spec's informational `meal_id`
        and `pricelist_price` of that first /load/mealbox: its product and
        price as the price matrix gives them; None when no box has this size."""
        box = self._get_website_boxes(website).filtered(lambda b: (b.meals, b.people) == (meals, people))[:1]
        if not box:
            return None
        price = self._get_box_prices(box, website)[box.id]
        return {'mealId': box.product_id.id, 'pricelistPrice': self._get_currency(website)._weekbox_round(price)}
