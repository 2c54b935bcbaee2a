"""website_sale's address page (/shop/address, the address widget's) with
values of the wrong kind where Odoo reads them unchecked (int() on
`partner_id`, str2bool() on `use_same`): never HTTP 500; the page without the
bad parameter, or a forged post refused with a 400 saying so.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_address_widget:TestAddressPageParams
"""
from odoo.tests import tagged

from odoo.addons.website_weekbox.tests.page_params_crawl import PageParamsCrawlMixin

from .common import AddressWidgetCommon

REFUSED = "This form was sent with a value it cannot hold. Please reload the page and try again."


@tagged('post_install', '-at_install')
class TestAddressPageParams(PageParamsCrawlMixin, AddressWidgetCommon):

    def test_the_address_page_answers_junk_parameters_without_a_server_error(self):
        self._start_cart(self.customer)
        self.assert_redirects_without('/shop/address?partner_id=junk&mode=shipping', '/shop/address?mode=shipping')
        self.assert_redirects_without('/shop/address?use_same=maybe', '/shop/address')
        self.assertEqual(self.url_open(f'/shop/address?partner_id={self.office.id}&mode=shipping&use_same=1',
                                       allow_redirects=False).status_code, 200)
        self.crawl_page_params({'/shop/address': ['partner_id', 'use_same', 'mode', 'callback', 'country_id']})

    def test_a_forged_post_is_refused_with_a_bad_request(self):
        self._start_cart()
        csrf_token = self._props(self._mount_points(self._page('/shop/address'), 'shop-address-form')[0])['csrfToken']
        for field, value in (('partner_id', '1-abc'), ('use_same', 'maybe')):
            with self.subTest(field=field):
                response = self.url_open('/shop/address', allow_redirects=False, data={
                    'csrf_token': csrf_token, 'submitted': '1', 'partner_id': '-1', 'mode': 'billing',
                    'use_same': '1', 'name': 'Ann Peeters', field: value,
                })
                self.assertEqual(response.status_code, 400)
                self.assertIn(REFUSED, response.text)
