import json

from lxml import html

from odoo.tests import tagged

from .common import QuotationWidgetCommon

# A 1×1 PNG, base64 without the data: prefix, as the signature pad sends it.
PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='


@tagged('post_install', '-at_install')
class TestQuotePage(QuotationWidgetCommon):

    def widget_props(self, url, widget):
        page = html.fromstring(self.url_open(url).content)
        return [json.loads(node.get('data-props')) for node in page.xpath(f"//*[@data-widget='{widget}']")]

    def test_page_mounts_the_widgets_with_the_quotation(self):
        order, _main, lamp = self.create_quotation()
        url = f'/my/orders/{order.id}?access_token={order.access_token}'
        [lines] = self.widget_props(url, 'quotation-lines')
        self.assertEqual(lines['orderId'], order.id)
        self.assertEqual(lines['token'], order.access_token)
        editable = [line['id'] for line in lines['quote']['lines'] if line['editable']]
        self.assertEqual(editable, [lamp.id])
        self.assertEqual(len(lines['quote']['options']), 1)
        [signature] = self.widget_props(url, 'signature-form')
        self.assertEqual(signature['orderId'], order.id)
        self.assertEqual(len(self.widget_props(url, 'quotation-toc')), 1)

    def test_confirmed_order_keeps_odoo_table(self):
        order, _main, _lamp = self.create_quotation(state='sale')
        url = f'/my/orders/{order.id}?access_token={order.access_token}'
        self.assertEqual(self.widget_props(url, 'quotation-lines'), [])
        page = html.fromstring(self.url_open(url).content)
        self.assertTrue(page.xpath("//table[@id='sales_order_table']"))

    def test_accept_by_order_id_signs_through_odoo(self):
        order, _main, _lamp = self.create_quotation()
        params = {'order_id': order.id, 'access_token': order.access_token, 'name': ' ',
                  'signature': PIXEL_PNG}
        self.assertEqual(self.rpc('/my/orders/accept', params), {'error': "Please enter your name."})
        self.rpc_error('/my/orders/accept', {**params, 'access_token': 'wrong', 'name': 'Quinn'}, name='AccessError',
                       message="This quotation cannot be found, or your link to it has expired.")
        self.assertFalse(order.signed_by)
        # Not an image: Odoo refuses it.
        self.rpc_error('/my/orders/accept', {**params, 'name': 'Quinn', 'signature': 'iVBORw0KGgo='}, name='UserError')
        result = self.rpc('/my/orders/accept', {**params, 'name': 'Quinn'})
        self.assertTrue(result['force_refresh'])
        self.assertEqual(order.signed_by, 'Quinn')
        self.assertEqual(order.state, 'sale')
        # Signed: Odoo's own refusal, as its answer.
        self.assertEqual(self.rpc('/my/orders/accept', {**params, 'name': 'Quinn'}),
                         {'error': "The order is not in a state requiring customer signature."})
