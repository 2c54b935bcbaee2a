from odoo.tests import tagged

from odoo.addons.website_sale_address_widget.tests.common import AddressWidgetCommon


@tagged('post_install', '-at_install')
class TestAddressFormProps(AddressWidgetCommon):
    """The props website_sale.address renders for the address form (one page per case)."""

    def _form(self, page):
        mount_points = self._mount_points(page, 'shop-address-form')
        self.assertEqual(len(mount_points), 1)
        return mount_points[0], self._props(mount_points[0])

    def assertNoOdooHooks(self, page, mount_point):
        """Odoo's non-JS form is inside the mount point, without what website_sale.js
        selects on; returns the text of its submit button."""
        forms = page.xpath("//form[@action='/shop/address']")
        self.assertEqual(len(forms), 1)
        self.assertIs(forms[0].getparent(), mount_point)
        self.assertIn('o_no_wait_lazy_js', forms[0].classes)
        self.assertFalse(page.find_class('checkout_autoformat'))
        self.assertFalse(page.xpath("//*[@id='shipping_use_same'] | //*[contains(@class, 'a-submit')]"))
        buttons = forms[0].xpath(".//button[@type='submit'][contains(@class, 'o_no_wait_lazy_js')]")
        self.assertEqual(len(buttons), 1)
        self.assertTrue(forms[0].xpath(".//input[@name='csrf_token'][@value]"))
        return ' '.join(buttons[0].text_content().split())

    def test_public_visitor_first_address(self):
        self._start_cart()
        page = self._page('/shop/address')
        mount_point, props = self._form(page)
        # Odoo's submit link, as a button that works without its script.
        self.assertEqual(self.assertNoOdooHooks(page, mount_point), 'Continue checkout')
        self.assertTrue(props['csrfToken'])
        self.assertEqual(
            {k: props[k] for k in ('mode', 'isNew', 'partnerId', 'callback', 'isPublicUser', 'useSame', 'b2b')},
            {
                'mode': 'billing', 'isNew': True, 'partnerId': -1, 'callback': '', 'isPublicUser': True,
                # A public visitor ships to the address they type unless they untick it.
                'useSame': {'editable': True, 'checked': True},
                # website_sale.address_b2b is active: a first billing address may be a company's.
                'b2b': {'readonly': False},
            },
        )
        countries = self.env['res.country'].search([])
        self.assertEqual([c['id'] for c in props['countries']], countries.ids)
        self.assertEqual(sorted(props['shippingCountryIds']), sorted((self.belgium | self.united_states).ids))
        # The website user's country, with the states the website ships to (spec §4.2: "ship to the same address").
        self.assertEqual(props['values']['country_id'], self.united_states.id)
        self.assertEqual(props['countryInfo'], {
            'country_id': self.united_states.id,
            'mode': 'shipping',
            'info': {
                'fields': ['street', 'street2', 'city', 'state_code', 'zip', 'country_name'],
                'states': [[self.new_york.id, 'New York', 'NY']],
                'phone_code': 1,
                'zip_required': True,
                'state_required': True,
            },
        })
        self.assertEqual(props['errors'], {})
        self.assertEqual(props['errorMessages'], [])

    def test_refused_address_comes_back_with_its_errors_and_values(self):
        self._start_cart()
        csrf_token = self._props(self._mount_points(self._page('/shop/address'), 'shop-address-form')[0])['csrfToken']
        page = self._page('/shop/address', data={
            'csrf_token': csrf_token, 'submitted': '1', 'partner_id': '-1', 'mode': 'billing', 'callback': '',
            'field_required': 'name,street', 'use_same': '1',
            'name': 'Ann Peeters', 'email': 'ann@', 'phone': '', 'street': '', 'street2': '',
            'zip': '1000', 'city': 'Bruxelles', 'country_id': str(self.belgium.id), 'state_id': '',
        })
        mount_point, props = self._form(page)
        self.assertNoOdooHooks(page, mount_point)
        self.assertEqual(props['errors'], {'email': 'error', 'street': 'missing', 'phone': 'missing'})
        self.assertEqual(len(props['errorMessages']), 2)
        self.assertTrue(any('Email' in message for message in props['errorMessages']))
        self.assertEqual(props['values'], {
            'name': 'Ann Peeters', 'email': 'ann@', 'phone': '', 'company_name': '', 'vat': '',
            'street': '', 'street2': '', 'zip': '1000', 'city': 'Bruxelles',
            'country_id': self.belgium.id, 'state_id': 0,
        })
        self.assertEqual(props['countryInfo']['country_id'], self.belgium.id)
        self.assertEqual(props['countryInfo']['info']['states'], [])

    def test_customer_new_shipping_address(self):
        self._start_cart(self.customer)
        _mount_point, props = self._form(self._page('/shop/address?mode=shipping'))
        self.assertEqual(
            {k: props[k] for k in ('mode', 'isNew', 'partnerId', 'isPublicUser', 'useSame')},
            {'mode': 'shipping', 'isNew': True, 'partnerId': -1, 'isPublicUser': False,
             'useSame': {'editable': False, 'checked': False}},
        )
        self.assertEqual(props['values']['name'], '')
        # The customer's country; a shipping address gets the states the website ships to.
        self.assertEqual(props['countryInfo']['country_id'], self.belgium.id)
        self.assertEqual(props['countryInfo']['mode'], 'shipping')

    def test_customer_edits_the_address_billed_and_shipped(self):
        self._start_cart(self.customer)
        partner = self.customer.partner_id
        _mount_point, props = self._form(self._page(f'/shop/address?partner_id={partner.id}&mode=billing'))
        self.assertEqual(
            {k: props[k] for k in ('mode', 'isNew', 'partnerId', 'useSame', 'b2b')},
            {'mode': 'billing', 'isNew': False, 'partnerId': partner.id,
             # Billed and shipped: edited as shipped to (Odoo posts use_same True).
             'useSame': {'editable': False, 'checked': True}, 'b2b': {'readonly': False}},
        )
        self.assertEqual(props['values'], {
            'name': 'Ann Peeters', 'email': 'aw_customer@example.com', 'phone': '+32 470 00 00 00',
            'company_name': '', 'vat': '', 'street': 'Rue Neuve 1', 'street2': '', 'zip': '1000',
            'city': 'Bruxelles', 'country_id': self.belgium.id, 'state_id': 0,
        })
        self.assertEqual(props['countryInfo']['mode'], 'shipping')

    def test_another_customers_address_is_not_opened(self):
        self._start_cart(self.customer)
        response = self.url_open(f'/shop/address?partner_id={self.other_home.id}&mode=shipping',
                                 allow_redirects=False)
        self.assertEqual(response.status_code, 403)
        self.assertNotIn('Bob Home', response.text)
