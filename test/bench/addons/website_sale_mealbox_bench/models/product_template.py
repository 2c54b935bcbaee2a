import logging
from datetime import timedelta

from odoo import _, api, fields, models
from odoo.exceptions import ValidationError

_logger = logging.getLogger(__name__)

BENCHMARK_CODE_PREFIX = 'BENCH-'


class ProductTemplate(models.Model):
    _inherit = 'product.template'

    @api.model
    def _mealbox_generate_benchmark_dishes(self, count=2000, menus=None):
        """Create up to `count` image-less dishes for performance checks.

        Dishes get the internal reference BENCH-00001 ... and are created in one
        `create()` call; references that already exist (archived included) are
        skipped, so running it twice does not duplicate them. All BENCH- dishes
        up to `count` are then added to `menus` (default: the current menu of
        the current website, or a new menu for the current week).

        :return: the newly created templates
        """
        if not self.env.is_system():
            raise ValidationError(_("Only administrators can generate benchmark dishes."))
        Template = self.with_context(active_test=False)
        codes = [f'{BENCHMARK_CODE_PREFIX}{index:05d}' for index in range(1, count + 1)]
        existing = set(Template.search([('default_code', '=like', BENCHMARK_CODE_PREFIX + '%')]).mapped('default_code'))
        categories = self.env['product.public.category']
        for name in ('meat', 'fish', 'veggie', 'pasta'):  # demo categories, when loaded
            category = self.env.ref(f'website_sale_mealbox.public_category_{name}', raise_if_not_found=False)
            if category:
                categories |= category
        diets = self.env['mealbox.diet'].search([])
        vals_list = []
        for index, code in enumerate(codes):
            if code in existing:
                continue
            vals = {
                'name': _("Benchmark dish %s", code[len(BENCHMARK_CODE_PREFIX):]),
                'default_code': code,
                'is_mealbox_dish': True,
                'detailed_type': 'service',
                'sale_ok': True,
                'purchase_ok': False,
                'list_price': 0.0,
                'is_published': True,
                'mealbox_min_qty': 2 if index % 7 == 0 else 1,
                'mealbox_prep_time': 15 + (index % 4) * 10,
                'mealbox_calories': 450 + (index % 9) * 40,
                'mealbox_do_something': index % 3 == 0,
                'mealbox_do_nothing': index % 3 == 1,
                'website_sequence': 100000 + index,
            }
            if categories:
                vals['public_categ_ids'] = [fields.Command.set(categories[index % len(categories)].ids)]
            if diets:
                vals['mealbox_diet_ids'] = [fields.Command.set(diets[index % len(diets)].ids)]
            vals_list.append(vals)
        created = Template.create(vals_list) if vals_list else Template
        if menus is None:
            website = self.env['website'].get_current_website()
            menus = website._mealbox_current_menu()
            if not menus:
                today = website._mealbox_today()
                menus = self.env['mealbox.week.menu'].create({
                    'name': _("Benchmark menu"),
                    'date_start': today - timedelta(days=today.weekday()),
                    'website_id': website.id,
                })
        benchmark = Template.search([('default_code', 'in', codes)])
        menus.write({'dish_ids': [fields.Command.link(dish.id) for dish in benchmark]})
        _logger.info("Meal box benchmark: %s dishes created, %s on menus %s", len(created), len(benchmark), menus.ids)
        return created
