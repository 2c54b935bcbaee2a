"""Lean visitor pages (issue #34) on the shop: the product page (website_sale's
template, its buy box and gallery ours) loads no Odoo frontend bundle for a
visitor when the website's "Lean visitor pages" is on, unless the product's
description holds a block needing Odoo's JS, the page shows the reviews (while
their thread is Odoo's chatter) or the alternative products (Odoo's dynamic
snippet, judged per product: rendered only for a product that has some), or
Odoo's own shop pages are on; nor
does the catalogue (its filters and filmstrip run by the lean page's script),
unless its price range, add to cart buttons, wishlist or comparison (Odoo's
widgets) are on; nor does the cart page (the cart widget's), unless Odoo's
own shop pages are on. Debug mode says why (website_weekbox_site).

Run alone: WEEKBOX_TEST_TAGS=/website_sale_shop_widget:TestShopLeanPages
"""
from odoo.tests import tagged

from odoo.addons.website_weekbox.tests.common import LAZY_BUNDLE, LeanReasonsMixin

from .common import ShopWidgetCase


# The lean pages are website_weekbox_site's, which the run as a production
# install (without demo data: the meal-box modules alone) does not install.
@tagged('post_install', '-at_install', 'weekbox_needs_demo')
class TestShopLeanPages(LeanReasonsMixin, ShopWidgetCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.make_lean_site(cls.website, weekbox_shop_widgets=True)
        cls.product_url = cls.mug.product_tmpl_id.website_url
        # The product page's options whose parts are Odoo's widgets, off (the tests switch them on).
        cls.options = {key: cls.website.with_context(website_id=cls.website.id).viewref(key)
                       for key in ('website_sale.product_comment', 'website_sale.alternative_products',
                                   'website_sale.filter_products_price', 'website_sale.products_add_to_cart')}
        for view in cls.options.values():
            view.active = False

    def test_product_page_is_lean(self):
        self.assertEqual(self.reasons(self.product_url), [])
        self.assertNotIn(LAZY_BUNDLE, self.url_open(self.product_url).text)
        self.authenticate(self.customer.login, self.customer.login)
        self.assertEqual(self.reasons(self.product_url), [])

    def test_catalogue_is_lean(self):
        website = self.website.with_context(website_id=self.website.id)
        # Its filters, on a phone in an offcanvas panel, and its categories' filmstrip.
        website.viewref('website_sale.products_attributes').active = True
        website.viewref('website_sale.products_categories_top').active = True
        self.assertEqual(self.reasons('/shop'), [])
        self.assertIn('js_attributes', self.url_open('/shop').text)
        self.authenticate(self.customer.login, self.customer.login)
        self.assertEqual(self.reasons('/shop?search=mug'), [])

    def test_cart_is_lean(self):
        # Empty, then with a line: the widget's, as its summary and checkout button.
        self.assertEqual(self.reasons('/shop/cart'), [])
        self.cart_update(self.mug, add_qty=1)
        self.assertEqual(self.reasons('/shop/cart'), [])
        self.assertIn('data-widget="shop-cart"', self.url_open('/shop/cart').text)
        self.authenticate(self.customer.login, self.customer.login)
        self.cart_update(self.mug, add_qty=1)
        self.assertEqual(self.reasons('/shop/cart'), [])

    def test_cart_with_odoos_shop_pages(self):
        self.website.weekbox_shop_widgets = False
        self.cart_update(self.mug, add_qty=1)
        self.assertIn("not a page Weekbox widgets own (website_sale.cart)", self.reasons('/shop/cart'))

    def test_catalogue_options_whose_parts_are_odoos(self):
        website = self.website.with_context(website_id=self.website.id)
        website.viewref('website_sale.filter_products_price').active = True
        self.assertEqual(self.reasons('/shop'), ["the catalogue's price range filter is Odoo's"])
        website.viewref('website_sale.filter_products_price').active = False
        website.viewref('website_sale.products_add_to_cart').active = True
        self.assertEqual(self.reasons('/shop'), ["the catalogue's add to cart buttons are Odoo's"])
        website.viewref('website_sale.products_add_to_cart').active = False
        self.assertEqual(self.reasons('/shop'), [])

    def test_catalogue_with_odoos_shop_pages(self):
        self.website.weekbox_shop_widgets = False
        self.assertIn("not a page Weekbox widgets own (website_sale.products)", self.reasons('/shop'))

    def test_not_lean_with_odoos_shop_pages(self):
        self.website.weekbox_shop_widgets = False
        self.assertIn("not a page Weekbox widgets own (website_sale.product)", self.reasons(self.product_url))

    def test_not_lean_with_odoos_reviews(self):
        """The reviews' thread is Odoo's chatter unless an addon takes it over
        (website_portal_thread, installed beside this addon: its own test
        finds the page lean with it)."""
        self.options['website_sale.product_comment'].active = True
        self.patch(type(self.env['website']), '_weekbox_product_reviews_are_ours', lambda website: False)
        self.assertEqual(self.reasons(self.product_url), ["the product's reviews are Odoo's"])

    def test_alternative_products_judged_per_product(self):
        """Odoo's dynamic snippet of alternative products is rendered only for
        a product that has some: the other products' pages stay lean."""
        self.options['website_sale.alternative_products'].active = True
        # Set before the page is first rendered: the page is cached per
        # product and its write date, which a test's transaction never moves.
        self.mug.product_tmpl_id.alternative_product_ids = self.apron.product_tmpl_id
        self.assertEqual(self.reasons(self.product_url),
                         ["the product's alternative products are Odoo's dynamic snippet"])
        self.assertIn('o_wsale_alternative_products', self.url_open(self.product_url).text)
        self.assertEqual(self.reasons(self.apron.product_tmpl_id.website_url), [])
        # The rest of the page's content is still read: a block of Odoo's beside them.
        view = self.website.with_context(website_id=self.website.id).viewref('website_sale.product')
        self.env['ir.ui.view'].create({
            'name': "Shop lean test: tabs", 'type': 'qweb', 'mode': 'extension', 'website_id': self.website.id,
            'inherit_id': view.id,
            'arch': '<xpath expr="//section[@id=\'product_detail\']" position="after">'
                    '<section data-snippet="s_tabs" class="s_tabs"/></xpath>'})
        self.assertIn("the snippet s_tabs is not known to work without Odoo's JS",
                      self.reasons(self.apron.product_tmpl_id.website_url))

    def test_not_lean_with_a_description_block_needing_odoo_js(self):
        self.mug.product_tmpl_id.website_description = (
            '<section class="s_tabs" data-snippet="s_tabs"><a data-bs-toggle="tab" href="#t1">Tab</a></section>')
        reasons = self.reasons(self.product_url)
        self.assertIn("the snippet s_tabs is not known to work without Odoo's JS", reasons)
        self.assertIn("a Bootstrap tab of Odoo's", reasons)
