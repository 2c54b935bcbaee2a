"""website_sale's catalogue and product page with query parameters of the
wrong kind (a crawler's, a visitor's who edited the URL): never HTTP 500; the
page without the bad parameter, or Odoo's 400 page saying why for a character
no page can use.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_shop_widget:TestShopPageParams
"""
from odoo.tests import tagged

from odoo.addons.website_weekbox.tests.page_params_crawl import PageParamsCrawlMixin

from .common import ShopWidgetCase

CATALOGUE_PARAMS = ['order', 'category', 'attrib', 'tags', 'search', 'min_price', 'max_price', 'ppg', 'add_qty',
                    'page']


@tagged('post_install', '-at_install')
class TestShopPageParams(PageParamsCrawlMixin, ShopWidgetCase):

    def test_the_issues_urls_answer_the_page_without_the_bad_filter(self):
        self.assert_redirects_without('/shop?order=junk', '/shop')
        self.assert_redirects_without('/shop?category=abc', '/shop')
        self.assert_redirects_without('/shop?attrib=abc', '/shop')
        # The other parameters, and the good values of a repeated one, are kept.
        self.assert_redirects_without('/shop?search=mug&attrib=1-abc&attrib=1-2&order=name+asc&min_price=1e309',
                                      '/shop?search=mug&attrib=1-2&order=name+asc')
        self.assert_redirects_without('/shop/page/2?tags=99999999999999999999&order=list_price+desc',
                                      '/shop/page/2?order=list_price+desc')

    def test_a_nul_character_is_a_bad_request_that_says_why(self):
        response = self.url_open('/shop?search=%00')
        self.assertEqual(response.status_code, 400)
        self.assertIn("The address of this page holds a character that cannot be used.", response.text)
        self.assertEqual(self.url_open('/shop?search=mug').status_code, 200)

    def test_no_catalogue_or_product_page_answers_a_server_error(self):
        category = self.env['product.public.category'].create({'name': 'Shop widget params category'})
        self.mug.public_categ_ids = category
        crawled = self.crawl_page_params({
            '/shop': CATALOGUE_PARAMS,
            f'/shop/category/{category.id}/page/2': ['order', 'attrib', 'category'],
            self.mug.website_url: ['category', 'attrib', 'add_qty'],
            '/shop/cart': ['access_token', 'type'],
        })
        self.assertEqual(crawled, (len(CATALOGUE_PARAMS) + 3 + 3 + 2) * 7)

    def test_the_sort_orders_the_shop_offers_are_kept(self):
        for order, _label in self.website._get_product_sort_mapping():
            with self.subTest(order=order):
                response = self.url_open('/shop?' + f'order={order}'.replace(' ', '+'), allow_redirects=False)
                self.assertEqual(response.status_code, 200)
