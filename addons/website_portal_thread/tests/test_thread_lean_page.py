"""The product page with its reviews (website_sale's "Discussion and Rating")
is a lean visitor page (issue #34, website_weekbox_site): their discussion
thread is the portal-thread widget, the stars linking to them and their fold
are run by the lean page's script. With alternative products on, a product
without any stays lean too (website_sale_shop_widget judges them per product).

Run alone: WEEKBOX_TEST_TAGS=/website_portal_thread:TestThreadLeanPage
"""
from unittest import SkipTest

from lxml import html

from odoo.tests import tagged

from odoo.addons.website_weekbox.tests.common import LeanReasonsMixin

from .common import ThreadCase


# The lean pages are website_weekbox_site's, which the run as a production
# install (without demo data: the meal-box modules alone) does not install.
@tagged('post_install', '-at_install', 'weekbox_needs_demo')
class TestThreadLeanPage(LeanReasonsMixin, ThreadCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        website = cls.env['website'].get_current_website()
        if 'weekbox_lean_pages' not in website._fields:
            raise SkipTest("the lean pages' addon (website_weekbox_site) is not installed")
        cls.make_lean_site(website, weekbox_shop_widgets=True)
        website = website.with_context(website_id=website.id)
        for key in ('website_sale.product_comment', 'website_sale.alternative_products'):
            website.viewref(key).active = True

    def test_product_page_with_reviews_is_lean(self):
        self.assertFalse(self.product.alternative_product_ids)
        self.assertEqual(self.reasons(self.product.website_url), [])
        page = html.fromstring(self.url_open(self.product.website_url).content)
        # The stars under the name link to the folded reviews, whose thread is the widget.
        self.assertTrue(page.xpath("//a[hasclass('o_product_page_reviews_link')][@href='#o_product_page_reviews']"))
        [thread] = page.xpath("//div[@id='o_product_page_reviews_content'][hasclass('collapse')]"
                              "//div[@id='discussion']")
        self.assertEqual(thread.get('data-widget'), 'portal-thread')
        self.login(self.customer)
        self.assertEqual(self.reasons(self.product.website_url), [])
