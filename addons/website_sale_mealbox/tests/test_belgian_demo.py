"""The demo shop is Belgian (data/belgian_shop_demo.xml): EUR, Belgian VAT in
the prices, a Brussels company, the Weekbox website and logo, Belgian date
formats, and only the meal box in the catalogue.

Demo data only: without the module's demo, none of it may be there.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_mealbox:TestBelgianDemo
"""
from datetime import date

from odoo.tests import HttpCase, tagged
from odoo.tools import float_compare

from .test_mealbox_home_routes import MealboxRpcMixin


@tagged('post_install', '-at_install')
class TestBelgianDemo(MealboxRpcMixin, HttpCase):

    def setUp(self):
        super().setUp()
        self.company = self.env.ref('base.main_company')
        self.website = self.env.ref('website.default_website')
        self.vat_6 = self.env.ref('website_sale_mealbox.tax_sale_vat_6', raise_if_not_found=False)
        self.vat_21 = self.env.ref('website_sale_mealbox.tax_sale_vat_21', raise_if_not_found=False)
        self.has_demo = bool(self.env.ref('website_sale_mealbox.box_3m_2p', raise_if_not_found=False))

    def test_belgian_demo_exists_only_with_demo_data(self):
        self.assertEqual(bool(self.vat_6), self.has_demo)
        self.assertEqual(bool(self.vat_21), self.has_demo)

    def test_company_is_belgian(self):
        if not self.has_demo:
            return
        self.assertEqual(self.company.country_id.code, 'BE')
        self.assertEqual(self.company.account_fiscal_country_id.code, 'BE')
        self.assertEqual(self.company.currency_id.name, 'EUR')
        self.assertTrue(self.company.phone.startswith('+32 '), self.company.phone)
        self.assertTrue(self.company.zip and self.company.city and self.company.street)
        # BE + 10 digits whose last two are 97 - (first eight mod 97).
        vat = self.company.vat
        self.assertRegex(vat, r'^BE[01]\d{9}$')
        self.assertEqual(int(vat[10:]), 97 - int(vat[2:10]) % 97)

    def test_website_shows_the_shop_name_and_logo(self):
        if not self.has_demo:
            return
        self.assertEqual(self.website.name, 'Weekbox')
        self.assertEqual(self.website.company_id, self.company)
        home = self.url_open('/').text
        self.assertIn('/web/image/website/%d/logo' % self.website.id, home)
        # The company's contacts, not the placeholders of Odoo's header and footer.
        self.assertIn('tel:%s' % self.company.phone, home)
        self.assertIn('Copyright &copy; %s' % self.company.name, home)
        self.assertNotIn('555-0111', home)
        logo = self.url_open('/web/image/website/%d/logo' % self.website.id)
        self.assertEqual(logo.status_code, 200)
        self.assertIn(b'Weekbox', logo.content)

    def test_meal_box_products_carry_belgian_vat_included_in_their_price(self):
        if not self.has_demo:
            return
        for tax, rate in ((self.vat_6, 6), (self.vat_21, 21)):
            self.assertEqual(tax.amount, rate)
            self.assertEqual(tax.amount_type, 'percent')
            self.assertTrue(tax.price_include)
            self.assertEqual(tax.country_id.code, 'BE')
            self.assertEqual(tax.type_tax_use, 'sale')
        food = (
            self.env['mealbox.box'].search([]).product_id.product_tmpl_id
            | self.env['product.template'].search([('is_mealbox_dish', '=', True)])
            | self.env.ref('website_sale_mealbox.extra_mousse')
            | self.env.ref('website_sale_mealbox.extra_bread')
            | self.env.ref('website_sale_mealbox.product_home_delivery').product_tmpl_id
        )
        for product in food:
            self.assertEqual(product.taxes_id, self.vat_6, product.name)
        for xmlid in ('website_sale_mealbox.extra_wine', 'website_sale_mealbox.extra_beer'):
            self.assertEqual(self.env.ref(xmlid).taxes_id, self.vat_21, xmlid)
        # Only Belgian sale taxes are left to choose from.
        sale_taxes = self.env['account.tax'].search([
            ('company_id', '=', self.company.id), ('type_tax_use', '=', 'sale')])
        self.assertEqual(set(sale_taxes.country_id.mapped('code')), {'BE'})
        self.assertEqual(self.company.account_sale_tax_id, self.vat_21)

    def test_order_total_is_the_list_price_vat_included(self):
        if not self.has_demo:
            return
        box = self.env.ref('website_sale_mealbox.box_3m_2p').product_id
        wine = self.env.ref('website_sale_mealbox.extra_wine').product_variant_id
        order = self.env['sale.order'].create({
            'partner_id': self.env.ref('base.res_partner_2').id,
            'website_id': self.website.id,
            'pricelist_id': False,
            'order_line': [
                (0, 0, {'product_id': box.id, 'product_uom_qty': 1}),
                (0, 0, {'product_id': wine.id, 'product_uom_qty': 2}),
            ],
        })
        self.assertEqual(order.currency_id.name, 'EUR')
        expected_total = box.lst_price + 2 * wine.lst_price
        self.assertEqual(float_compare(order.amount_total, expected_total, precision_digits=2), 0)
        expected_tax = (
            box.lst_price - order.currency_id.round(box.lst_price / 1.06)
            + 2 * wine.lst_price - order.currency_id.round(2 * wine.lst_price / 1.21)
        )
        self.assertAlmostEqual(order.amount_tax, expected_tax, delta=0.011)

    def test_configurator_prices_are_in_euro(self):
        if not self.has_demo:
            return
        result = self.rpc('/weekbox/get_all_values', {})
        self.assertEqual(result['currency_info']['name'], 'EUR')
        self.assertEqual(result['currency_info']['symbol'], '€')
        # Odoo's EUR puts the symbol after the amount: "15,58 € / repas".
        self.assertEqual(result['currency_info']['position'], 'after')
        cells = [cell for row in result['all_meals'].values() for cell in row.values()]
        self.assertTrue(cells)
        self.assertEqual({cell['currency'] for cell in cells}, {'€'})

    def test_furniture_is_out_of_the_catalogue(self):
        if not self.has_demo:
            return
        furniture = self.env['product.template'].search([
            ('categ_id', 'child_of', self.env.ref('product.product_category_1').id)])
        self.assertTrue(furniture)
        self.assertFalse(furniture.filtered('is_published'))
        shop = self.url_open('/shop').text
        for name in furniture.mapped('name'):
            self.assertNotIn('>%s<' % name, shop)
        # The meal box's own extras are still sold.
        self.assertTrue(self.env.ref('website_sale_mealbox.extra_wine').is_published)

    def test_dates_are_day_month_year_in_belgian_languages(self):
        if not self.has_demo:
            return
        langs = self.env['res.lang'].with_context(active_test=False).search([('code', 'in', ('fr_BE', 'nl_BE'))])
        self.assertEqual(len(langs), 2)
        for lang in langs:
            self.assertEqual(date(2026, 11, 24).strftime(lang.date_format), '24/11/2026', lang.code)
