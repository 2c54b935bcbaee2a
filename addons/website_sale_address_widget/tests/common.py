"""Fixtures of the address widgets' tests: a website shipping to Belgium and
New York only (one published carrier), two portal customers with their
addresses, a public visitor's cart, and helpers reading a page's widget props."""
import json

from lxml import html

from odoo import Command
from odoo.tests import HttpCase

from odoo.addons.website_weekbox.tests.route_calls import RouteCallsMixin


class AddressWidgetCommon(RouteCallsMixin, HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.website = cls.env['website'].get_current_website()
        cls.website.account_on_checkout = 'optional'
        cls.belgium = cls.env.ref('base.be')
        cls.france = cls.env.ref('base.fr')
        cls.united_states = cls.env.ref('base.us')
        cls.new_york = cls.env.ref('base.state_us_27')
        # Where the website ships: its published carriers' countries and states.
        cls.env['delivery.carrier'].search([('is_published', '=', True)]).is_published = False
        delivery_product = cls.env['product.product'].create({'name': 'Weekbox test delivery', 'type': 'service'})
        cls.env['delivery.carrier'].create({
            'name': 'Weekbox test carrier',
            'delivery_type': 'fixed',
            'fixed_price': 5.0,
            'product_id': delivery_product.id,
            'is_published': True,
            'country_ids': [Command.set((cls.belgium | cls.united_states).ids)],
            'state_ids': [Command.set(cls.new_york.ids)],
        })
        cls.product = cls.env['product.product'].create({
            'name': 'Weekbox test box',
            'type': 'consu',
            'list_price': 30.0,
            'is_published': True,
        })
        group_portal = cls.env.ref('base.group_portal')
        # Customers with several addresses see the shipping cards (website_sale.checkout).
        group_addresses = cls.env.ref('account.group_delivery_invoice_address')
        cls.customer, cls.other_customer = cls.env['res.users'].create([{
            'name': name,
            'login': login,
            'password': login,
            'email': f'{login}@example.com',
            'groups_id': [Command.set([group_portal.id, group_addresses.id])],
        } for name, login in (('Ann Peeters', 'aw_customer'), ('Bob Other', 'aw_other_customer'))])
        address = {'street': 'Rue Neuve 1', 'zip': '1000', 'city': 'Bruxelles', 'country_id': cls.belgium.id,
                   'phone': '+32 470 00 00 00'}
        (cls.customer.partner_id | cls.other_customer.partner_id).write(address)
        Partner = cls.env['res.partner']
        cls.office = Partner.create({
            **address, 'name': 'Ann Office', 'type': 'delivery', 'parent_id': cls.customer.partner_id.id,
            'street': 'Veldstraat 1', 'zip': '9000', 'city': 'Gent',
        })
        cls.accounting = Partner.create({
            **address, 'name': 'Ann Accounting', 'type': 'invoice', 'parent_id': cls.customer.partner_id.id,
            'email': 'accounting@example.com',
        })
        cls.other_home = Partner.create({
            **address, 'name': 'Bob Home', 'type': 'delivery', 'parent_id': cls.other_customer.partner_id.id,
        })
        # A public visitor's default country (website_sale: the website user's, without GeoIP).
        cls.website.user_id.partner_id.country_id = cls.united_states

    # === HELPERS === #

    def _start_cart(self, user=None):
        """Signs `user` in (None: a public visitor) with a cart of one box in the session."""
        self.authenticate(user and user.login, user and user.login)
        partner = user.partner_id if user else self.website.user_id.partner_id
        order = self.env['sale.order'].create({
            'partner_id': partner.id,
            # Billed and shipped to the customer (not to the addresses Odoo would pick).
            'partner_invoice_id': partner.id,
            'partner_shipping_id': partner.id,
            'website_id': self.website.id,
            'order_line': [Command.create({'product_id': self.product.id, 'product_uom_qty': 1})],
        })
        self.put_in_session(sale_order_id=order.id)
        return order

    def _page(self, url, data=None):
        response = self.url_open(url, data=data, allow_redirects=False)
        self.assertEqual(response.status_code, 200, f"{url}: HTTP {response.status_code}")
        return html.fromstring(response.content)

    def _mount_points(self, page, widget):
        return page.xpath(f"//*[@data-widget='{widget}']")

    def _props(self, mount_point):
        return json.loads(mount_point.get('data-props'))
