"""Query parameters every page of the site refuses: a NUL character (the
database stores and searches no such text) is a 400 saying why, on any page a
controller serves, never a server error of the code that reads it (pages
editors build, e.g. /contactus, read no parameter).

Run alone: WEEKBOX_TEST_TAGS=/website_weekbox:TestPageParams
"""
from odoo.tests import HttpCase, tagged

from .page_params_crawl import PageParamsCrawlMixin

MESSAGE = "The address of this page holds a character that cannot be used."


@tagged('post_install', '-at_install')
class TestPageParams(PageParamsCrawlMixin, HttpCase):

    def test_a_nul_character_anywhere_in_the_query_is_a_bad_request(self):
        for url in ('/shop/cart?access_token=a%00b', '/?x=1&y=%00', '/web/signup?%00=1', '/shop?search=%00'):
            with self.subTest(url=url):
                response = self.url_open(url)
                self.assertEqual(response.status_code, 400)
                self.assertIn(MESSAGE, response.text)
        self.assertEqual(self.url_open('/?x=1&y=2').status_code, 200)

    def test_site_pages_answer_junk_parameters_without_a_server_error(self):
        self.crawl_page_params({
            '/': ['meal', 'people', 'lang'],
            '/contactus': ['subject', 'redirect'],
            '/web/signup': ['redirect', 'token', 'login'],
            '/web/login': ['redirect', 'login'],
        })
