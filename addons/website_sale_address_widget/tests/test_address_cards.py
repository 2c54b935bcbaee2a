from odoo.tests import tagged

from odoo.addons.website_sale_address_widget.tests.common import AddressWidgetCommon


@tagged('post_install', '-at_install')
class TestAddressCards(AddressWidgetCommon):
    """The props website_sale.checkout renders for the address cards, and the
    choice the cards post (website_sale's /shop/cart/update_address)."""

    def _cards(self):
        page = self._page('/shop/checkout')
        by_mode = {}
        for mount_point in self._mount_points(page, 'shop-address-cards'):
            props = self._props(mount_point)
            by_mode[props['mode']] = props
            # Odoo's cards are the server HTML, without websiteSaleCart's hooks.
            self.assertTrue(mount_point.find_class('one_kanban'))
        self.assertFalse(page.xpath(
            "//*[contains(@class, 'js_change_billing') or contains(@class, 'js_change_shipping')"
            " or contains(@class, 'js_edit_address')]"
        ))
        return by_mode

    def test_checkout_cards(self):
        order = self._start_cart(self.customer)
        cards = self._cards()
        self.assertEqual(set(cards), {'billing', 'shipping'})
        partner = self.customer.partner_id
        billing, shipping = cards['billing'], cards['shipping']
        self.assertTrue(billing['csrfToken'])
        self.assertEqual(billing['selectedId'], order.partner_invoice_id.id)
        self.assertEqual([a['id'] for a in billing['addresses']], [self.accounting.id, partner.id])
        self.assertEqual(billing['addresses'][1], {
            'id': partner.id,
            'name': 'Ann Peeters',
            'lines': ['Rue Neuve 1', '1000 Bruxelles', 'Belgium'],
            'editUrl': f'/shop/address?mode=billing&partner_id={partner.id}',
        })
        self.assertEqual(billing['addUrl'], '/shop/address?mode=billing')
        self.assertEqual(shipping['selectedId'], order.partner_shipping_id.id)
        self.assertEqual(
            [(a['id'], a['editUrl']) for a in shipping['addresses']],
            [(self.office.id, f'/shop/address?mode=shipping&partner_id={self.office.id}'),
             # Only delivery addresses are edited as shipping ones (website_sale).
             (partner.id, None)],
        )
        self.assertEqual(shipping['addresses'][0]['name'], 'Ann Peeters, Ann Office')
        self.assertEqual(shipping['addUrl'], '/shop/address?mode=shipping')
        shown = {a['id'] for props in cards.values() for a in props['addresses']}
        self.assertFalse(shown & set((self.other_customer.partner_id | self.other_home).ids))

    def test_another_visitors_address_cannot_be_chosen(self):
        order = self._start_cart(self.customer)
        csrf_token = self._cards()['shipping']['csrfToken']
        for partner in (self.other_home, self.other_customer.partner_id):
            with self.subTest(partner=partner.name):
                response = self.url_open('/shop/cart/update_address', data={
                    'csrf_token': csrf_token, 'partner_id': partner.id, 'mode': 'shipping',
                }, allow_redirects=False)
                self.assertEqual(response.status_code, 403)
                self.assertEqual(order.partner_shipping_id, self.customer.partner_id)
        # The customer's own address is chosen, once, as the cards post it.
        response = self.url_open('/shop/cart/update_address', data={
            'csrf_token': csrf_token, 'partner_id': self.office.id, 'mode': 'shipping',
        }, allow_redirects=False)
        self.assertEqual(response.status_code, 200)
        self.assertEqual(order.partner_shipping_id, self.office)
        # Without the page's CSRF token, nothing is chosen.
        with self.assertLogs('odoo.http', 'WARNING'):
            response = self.url_open('/shop/cart/update_address', data={
                'partner_id': self.customer.partner_id.id, 'mode': 'shipping',
            }, allow_redirects=False)
        self.assertEqual(response.status_code, 400)
        self.assertEqual(order.partner_shipping_id, self.office)
