from urllib.parse import urlsplit

from odoo import _, api, fields, models
from odoo.exceptions import ValidationError
from odoo.tools import SQL

# What `_mealbox_card_rows` reads of product.template with SQL (many2many: their relation tables).
CARD_TEMPLATE_FIELDS = [
    'name', 'list_price', 'write_date', 'mealbox_min_qty', 'mealbox_extra_min_qty', 'is_mealbox_extra',
    'mealbox_do_something', 'mealbox_do_nothing', 'mealbox_prep_time', 'mealbox_calories', 'mealbox_allergens',
    'public_categ_ids', 'mealbox_diet_ids',
]


# The compose step's toggle filters (their API values, the cards' keys) and the fields they read.
MEALBOX_TOGGLE_FIELDS = {'do_something': 'mealbox_do_something', 'do_nothing': 'mealbox_do_nothing'}


def mealbox_card_product_sql(template_id):
    """The product a card adds to the box for the template `template_id` (an
    SQL expression): its first active variant. The cards and the compose
    step's pages (website._mealbox_menu_rows) name a dish by it."""
    return SQL("(SELECT MIN(pp.id) FROM product_product pp WHERE pp.product_tmpl_id = %s AND pp.active)",
               template_id)


class ProductTemplate(models.Model):
    """Dishes (the recipes a box is composed of) and extras (products added to a box).

    A dish is priced 0: the box product (`mealbox.box`) pays for it. Categories
    are website_sale's `public_categ_ids`, pictures `image_1920` and
    `product_template_image_ids`, the long description `description_ecommerce`.
    """
    _inherit = 'product.template'

    is_mealbox_dish = fields.Boolean(
        string="Meal box dish", index=True, copy=True,
        help="A recipe customers can choose when they compose their meal box.")
    mealbox_diet_ids = fields.Many2many(
        'mealbox.diet', 'product_template_mealbox_diet_rel', 'product_tmpl_id', 'diet_id', string="Diets")
    mealbox_do_something = fields.Boolean(
        string="Filter 1 (e.g. ready in 20 minutes)",
        help="Shown under the first toggle filter of the compose screen (API value 'do_something'); "
             "its label is a website setting.")
    mealbox_do_nothing = fields.Boolean(
        string="Filter 2 (e.g. family favourite)",
        help="Shown under the second toggle filter of the compose screen (API value 'do_nothing'); "
             "its label is a website setting.")
    mealbox_min_qty = fields.Integer(
        string="Minimum quantity per meal", default=1,
        help="Smallest quantity of this dish a box line can hold.")
    mealbox_video_url = fields.Char(
        string="Video URL", help="An http(s) link to embed in the dish details, e.g. https://www.youtube.com/embed/…")
    mealbox_prep_time = fields.Integer(string="Preparation time (minutes)")
    mealbox_ingredients = fields.Text(string="Ingredients", translate=True)
    mealbox_allergens = fields.Char(string="Allergens", translate=True)
    mealbox_calories = fields.Integer(string="Calories (kcal per portion)")
    is_mealbox_extra = fields.Boolean(
        string="Meal box extra", index=True, copy=True,
        help="A product offered on the extra step of the meal box (dessert, drinks...).")
    mealbox_extra_min_qty = fields.Integer(
        string="Minimum extra quantity", default=0,
        help="Smallest quantity of this extra on an order line (0: no minimum).")
    mealbox_week_menu_ids = fields.Many2many(
        'mealbox.week.menu', 'mealbox_week_menu_product_template_rel', 'product_tmpl_id', 'menu_id',
        string="Weekly menus", copy=False)

    # ------------------------------------------------------------
    # CONSTRAINTS
    # ------------------------------------------------------------

    @api.constrains('mealbox_video_url')
    def _check_mealbox_video_url(self):
        for template in self.filtered('mealbox_video_url'):
            url = template.mealbox_video_url.strip()
            try:
                parts = urlsplit(url)
            except ValueError:
                parts = None
            if not parts or parts.scheme not in ('http', 'https') or not parts.netloc or ' ' in url:
                raise ValidationError(_(
                    "The video link of %(dish)s must be a web address starting with http:// or https://.",
                    dish=template.display_name))

    @api.constrains('mealbox_min_qty', 'mealbox_extra_min_qty', 'mealbox_prep_time', 'mealbox_calories')
    def _check_mealbox_quantities(self):
        for template in self:
            if template.is_mealbox_dish and template.mealbox_min_qty < 1:
                raise ValidationError(_("The minimum quantity of a dish is at least 1 (%s).", template.display_name))
            if template.mealbox_extra_min_qty < 0:
                raise ValidationError(_(
                    "The minimum quantity of an extra cannot be negative (%s).", template.display_name))
            if template.mealbox_prep_time < 0 or template.mealbox_calories < 0:
                raise ValidationError(_(
                    "Preparation time and calories cannot be negative (%s).", template.display_name))

    @api.constrains('is_mealbox_dish', 'is_mealbox_extra')
    def _check_mealbox_dish_or_extra(self):
        for template in self:
            if template.is_mealbox_dish and template.is_mealbox_extra:
                raise ValidationError(_(
                    "%s cannot be both a meal box dish and a meal box extra.", template.display_name))

    # ------------------------------------------------------------
    # BUSINESS METHODS
    # ------------------------------------------------------------

    def _mealbox_display_prices(self, website):
        """Price per template as the website shows it (pricelist, fiscal position,
        tax display), computed for all of them at once (no query per product)."""
        variants = self.with_context(active_test=False).product_variant_id
        prices = self.env['product.product']._mealbox_display_prices(variants, website)
        return {variant.product_tmpl_id.id: prices[variant.id] for variant in variants}

    def _mealbox_line_minimum(self, line_type):
        """Below this quantity a dish or extra line is removed from the box."""
        self.ensure_one()
        if line_type == 'extra':
            return max(self.mealbox_extra_min_qty, 1)
        return max(self.mealbox_min_qty, 1)

    # ------------------------------------------------------------
    # WEBSITE CARDS
    # ------------------------------------------------------------

    def _mealbox_card_rows(self):
        """What the website's dish and extra cards show, for these templates, in
        their order, read with ONE query whatever their number (a weekly menu of
        20 dishes and a benchmark of 2,000 cost the same number of queries: the
        ORM would read 1,000 records per batch and each many2many apart).

        Only plain data comes back (names as text, ids, numbers): the widgets
        render every value as text.
        """
        if not self:
            return []
        lang = self.env.lang or 'en_US'
        # The query reads the database: pending ORM writes of what it reads go there first.
        self.env['product.template'].flush_model(CARD_TEMPLATE_FIELDS)
        self.env['product.product'].flush_model(['product_tmpl_id', 'active'])
        self.env.cr.execute(SQL("""
            SELECT pt.id,
                   COALESCE(pt.name->>%(lang)s, pt.name->>'en_US') AS name,
                   pt.list_price,
                   pt.write_date,
                   pt.mealbox_min_qty,
                   pt.mealbox_extra_min_qty,
                   pt.is_mealbox_extra,
                   pt.mealbox_do_something,
                   pt.mealbox_do_nothing,
                   pt.mealbox_prep_time,
                   pt.mealbox_calories,
                   COALESCE(pt.mealbox_allergens->>%(lang)s, pt.mealbox_allergens->>'en_US') AS allergens,
                   %(product_id)s AS product_id,
                   ARRAY(SELECT rel.product_public_category_id FROM product_public_category_product_template_rel rel
                          WHERE rel.product_template_id = pt.id ORDER BY 1) AS category,
                   ARRAY(SELECT rel.diet_id FROM product_template_mealbox_diet_rel rel
                          WHERE rel.product_tmpl_id = pt.id ORDER BY 1) AS diet
              FROM product_template pt
             WHERE pt.id = ANY(%(ids)s)
        """, ids=list(self.ids), lang=lang, product_id=mealbox_card_product_sql(SQL('pt.id'))))
        rows = {row[0]: row for row in self.env.cr.fetchall()}
        cards = []
        for template_id in self.ids:
            (tmpl_id, name, list_price, write_date, min_qty, extra_min_qty, is_extra, do_something,
             do_nothing, prep_time, calories, allergens, product_id, category, diet) = rows[template_id]
            unique = int(write_date.timestamp()) if write_date else 0
            cards.append({
                'product_id': product_id,
                'product_tmpl_id': tmpl_id,
                'name': name or '',
                'list_price': list_price,
                'image_url': f'/web/image/product.template/{tmpl_id}/image_512?unique={unique}',
                'image_small_url': f'/web/image/product.template/{tmpl_id}/image_256?unique={unique}',
                'category': category,
                'diet': diet,
                'do_something': bool(do_something),
                'do_nothing': bool(do_nothing),
                'min-quant': (extra_min_qty or 0) if is_extra else max(min_qty or 1, 1),
                'prep_time': prep_time or 0,
                'calories': calories or 0,
                'allergens': allergens or '',
            })
        return cards
