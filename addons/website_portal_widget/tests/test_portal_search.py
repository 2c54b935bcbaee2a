"""The portal lists' search panel (portal-search widget): orders, quotations
and invoices searched through search_in and search, Odoo's other params and
the pager kept.

Run alone: WEEKBOX_TEST_TAGS=/website_portal_widget:TestPortalSearch
"""
from unittest.mock import patch

from odoo import Command
from odoo.tests import tagged

from odoo.addons.portal.controllers.portal import CustomerPortal

from .common import PortalWidgetCommon


@tagged('post_install', '-at_install')
class TestPortalSearch(PortalWidgetCommon):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        Product = cls.env['product.product']
        cls.apron = Product.create({'name': 'Portal search apron', 'list_price': 20.0})
        cls.mug = Product.create({'name': 'Portal search mug', 'list_price': 8.0})
        partner = cls.customer.partner_id
        cls.apron_order, cls.mug_order, cls.quote = cls.env['sale.order'].create([{
            'partner_id': partner.id,
            'client_order_ref': ref,
            'order_line': [Command.create({'product_id': product.id, 'product_uom_qty': 1})],
        } for product, ref in ((cls.apron, 'PS-APRON'), (cls.mug, 'PS-MUG'), (cls.mug, 'PS-QUOTE'))])
        # Another customer's order of the same apron: never found by this customer's search.
        other = cls.env['res.partner'].create({'name': 'Portal search other customer'})
        cls.other_order = cls.env['sale.order'].create({
            'partner_id': other.id,
            'order_line': [Command.create({'product_id': cls.apron.id, 'product_uom_qty': 1})],
        })
        (cls.apron_order | cls.mug_order | cls.other_order).action_confirm()
        cls.quote.action_quotation_sent()

    def setUp(self):
        super().setUp()
        self.login_customer()

    def listed(self, tree, orders):
        """Which of `orders` the list shows (by their names in the table's links)."""
        text = tree.xpath('string(//table)')
        return {order for order in orders if order.name in text}

    def test_searches_orders_by_product_and_by_reference(self):
        orders = self.apron_order | self.mug_order | self.other_order
        _response, tree = self.page('/my/orders?search_in=product&search=search apron')
        self.assertEqual(self.listed(tree, orders), {self.apron_order})
        _response, tree = self.page(f'/my/orders?search_in=name&search={self.mug_order.name}')
        self.assertEqual(self.listed(tree, orders), {self.mug_order})
        _response, tree = self.page('/my/orders?search_in=all&search=PS-APRON')
        self.assertEqual(self.listed(tree, orders), {self.apron_order}, "the customer's reference")
        _response, tree = self.page('/my/orders')
        self.assertEqual(self.listed(tree, orders), {self.apron_order, self.mug_order})

    def test_searches_quotations(self):
        _response, tree = self.page('/my/quotes?search_in=product&search=search mug')
        self.assertEqual(self.listed(tree, self.quote), {self.quote})
        _response, tree = self.page('/my/quotes?search_in=product&search=search apron')
        self.assertEqual(self.listed(tree, self.quote), set())

    def test_unknown_search_in_searches_everywhere(self):
        _response, tree = self.page('/my/orders?search_in=nowhere&search=PS-MUG')
        self.assertEqual(self.listed(tree, self.apron_order | self.mug_order), {self.mug_order})
        self.assertEqual(self.widget_props(tree, 'portal-search')['searchIn'], 'all')

    def test_props_keep_the_lists_other_params(self):
        _response, tree = self.page('/my/orders/page/1?sortby=name&search_in=product&search=mug&date_begin=2026-01-01')
        props = self.widget_props(tree, 'portal-search')
        self.assertEqual(props['action'], '/my/orders', "a search starts over from the first page")
        self.assertEqual([item['key'] for item in props['inputs']], ['all', 'name', 'product'])
        self.assertEqual((props['searchIn'], props['search']), ('product', 'mug'))
        self.assertEqual(props['keep'], [{'name': 'sortby', 'value': 'name'},
                                         {'name': 'date_begin', 'value': '2026-01-01'}])
        # Odoo's own form (and its script's hook class) is not rendered.
        self.assertFalse(tree.xpath('//form[contains(@class, "o_portal_search_panel")]'))

    def test_the_pager_keeps_the_search(self):
        with patch.object(CustomerPortal, '_items_per_page', 1):
            _response, tree = self.page('/my/orders?search_in=product&search=portal search&sortby=name')
        links = [link for link in tree.xpath('//ul[hasclass("pagination")]//a/@href') if link]
        self.assertTrue(links, "two orders, one per page")
        self.assertTrue(all('search=portal+search' in link and 'search_in=product' in link for link in links), links)

    def test_searches_invoices(self):
        invoices = self.env['account.move'].create([{
            'move_type': 'out_invoice', 'partner_id': self.customer.partner_id.id, 'ref': ref,
            'invoice_line_ids': [Command.create({'product_id': self.mug.id, 'price_unit': 8.0})],
        } for ref in ('PS-INV-ONE', 'PS-INV-TWO')])
        invoices.action_post()
        _response, tree = self.page('/my/invoices?search_in=ref&search=PS-INV-TWO')
        self.assertEqual(self.listed(tree, invoices), {invoices[1]})
        self.assertEqual(self.widget_props(tree, 'portal-search')['search'], 'PS-INV-TWO')

    def test_counters_are_not_searched(self):
        """/my's counters (a JSON call without any search) count every order."""
        result = self.make_jsonrpc_request('/my/counters', {'counters': ['order_count']})
        self.assertTrue(result['order_count'])
