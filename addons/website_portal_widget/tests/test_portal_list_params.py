"""The portal's order, quotation and invoice lists with query parameters of
the wrong kind: never HTTP 500 (Odoo looks the sort and filter keys up
unchecked); the list without the bad parameter.

Run alone: WEEKBOX_TEST_TAGS=/website_portal_widget:TestPortalListParams
"""
from odoo.tests import tagged

from odoo.addons.website_weekbox.tests.page_params_crawl import PageParamsCrawlMixin

from .common import PortalWidgetCommon

LIST_PARAMS = ['sortby', 'filterby', 'search', 'search_in', 'date_begin', 'date_end', 'page']


@tagged('post_install', '-at_install')
class TestPortalListParams(PageParamsCrawlMixin, PortalWidgetCommon):

    def setUp(self):
        super().setUp()
        self.login_customer()

    def test_an_unknown_sort_or_filter_answers_the_list_without_it(self):
        self.assert_redirects_without('/my/orders?sortby=junk', '/my/orders')
        self.assert_redirects_without('/my/quotes?sortby=junk&search=x', '/my/quotes?search=x')
        self.assert_redirects_without('/my/invoices?filterby=junk&sortby=name', '/my/invoices?sortby=name')
        self.assert_redirects_without('/my/invoices?sortby=junk&filterby=invoices', '/my/invoices?filterby=invoices')
        for url in ('/my/orders?sortby=name', '/my/quotes?sortby=stage', '/my/invoices?sortby=date&filterby=bills'):
            with self.subTest(url=url):
                self.assertEqual(self.url_open(url, allow_redirects=False).status_code, 200)

    def test_no_list_answers_a_server_error(self):
        crawled = self.crawl_page_params({
            '/my/orders': LIST_PARAMS,
            '/my/quotes': LIST_PARAMS,
            '/my/invoices': LIST_PARAMS,
        })
        self.assertEqual(crawled, 3 * len(LIST_PARAMS) * 7)
        # Odoo filters by dates only with both: a pair, one of them junk.
        self.assert_redirects_without('/my/orders?date_begin=junk&date_end=2026-01-01',
                                      '/my/orders?date_end=2026-01-01')
        self.assert_redirects_without('/my/invoices?date_begin=2026-01-01&date_end=1e309',
                                      '/my/invoices?date_begin=2026-01-01')
        self.assertEqual(self.url_open('/my/quotes?date_begin=2026-01-01&date_end=2026-12-31+23:59:59',
                                       allow_redirects=False).status_code, 200)
