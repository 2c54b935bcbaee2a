from odoo.tests import tagged

from .common import QuotationWidgetCommon

ROUTE = '/quote/update_line_dict'


@tagged('post_install', '-at_install')
class TestQuoteUpdateLine(QuotationWidgetCommon):

    def test_token_visitor_changes_the_optional_line_and_reads_the_numbers(self):
        order, _main, lamp = self.create_quotation()
        result = self.rpc(ROUTE, self.update_line(order, lamp))
        self.assertEqual(lamp.product_uom_qty, 3)
        self.assertEqual(result['order_line_product_uom_qty'], 3)
        self.assertAlmostEqual(result['order_line_price_subtotal'], 90.0)
        self.assertAlmostEqual(result['order_line_price_total'], 108.9)
        self.assertAlmostEqual(result['order_amount_untaxed'], 290.0)
        self.assertAlmostEqual(result['order_amount_tax'], 60.9)
        self.assertAlmostEqual(result['order_amount_total'], 350.9)
        self.assertEqual(result['quote']['amount_total'], result['order_amount_total'])

        result = self.rpc(ROUTE, self.update_line(order, lamp, remove=True))
        self.assertEqual(lamp.product_uom_qty, 2)
        result = self.rpc(ROUTE, self.update_line(order, lamp, input_quantity=7))
        self.assertEqual(lamp.product_uom_qty, 7)
        self.assertAlmostEqual(result['order_amount_untaxed'], 410.0)

    def test_false_quantity_keeps_odoo_meaning_one_more(self):
        # What the page sends for a negative input: Odoo 17 then adds one unit.
        order, _main, lamp = self.create_quotation()
        self.rpc(ROUTE, self.update_line(order, lamp, input_quantity=False))
        self.assertEqual(lamp.product_uom_qty, 3)

    def test_zero_or_unlink_removes_the_line(self):
        order, _main, lamp = self.create_quotation()
        result = self.rpc(ROUTE, self.update_line(order, lamp, input_quantity=0))
        self.assertFalse(lamp.exists())
        self.assertTrue(result['line_removed'])
        self.assertEqual(result['order_line_product_uom_qty'], 0)
        self.assertAlmostEqual(result['order_amount_untaxed'], 200.0)
        order, _main, lamp = self.create_quotation()
        self.rpc(ROUTE, self.update_line(order, lamp, unlink=True))
        self.assertFalse(lamp.exists())

    def test_negative_and_garbage_quantities_are_refused_and_change_nothing(self):
        order, _main, lamp = self.create_quotation()
        for garbage in (-1, -0.5, 'abc', '3', True, [], {}, 1e12):
            self.rpc_error(ROUTE, self.update_line(order, lamp, input_quantity=garbage), name='ValidationError')
        for garbage in ('yes', 1, None):
            self.rpc_error(ROUTE, self.update_line(order, lamp, remove=garbage), name='ValidationError')
        for garbage in ('1', -3, 0, None, 1.5):
            self.rpc_error(ROUTE, {**self.update_line(order, lamp), 'line_id': garbage}, name='ValidationError')
        self.assertEqual(lamp.product_uom_qty, 2)

    def test_portal_user_changes_own_order_without_token(self):
        order, _main, lamp = self.create_quotation()
        self.authenticate(self.customer.login, self.customer.login)
        self.rpc(ROUTE, {'order_id': order.id, 'line_id': lamp.id})
        self.assertEqual(lamp.product_uom_qty, 3)

    def test_another_customers_order_and_wrong_token_are_refused(self):
        theirs, _main, their_lamp = self.create_quotation(partner=self.other_partner)
        self.authenticate(self.customer.login, self.customer.login)
        message = "This quotation cannot be found, or your link to it has expired."
        self.rpc_error(ROUTE, {'order_id': theirs.id, 'line_id': their_lamp.id}, message=message)
        self.rpc_error(ROUTE, {'order_id': theirs.id, 'line_id': their_lamp.id, 'token': 'wrong'}, message=message)
        self.rpc_error(ROUTE, {'order_id': theirs.id, 'line_id': their_lamp.id, 'token': '١٢'}, message=message)
        # A token of one order opens no other.
        mine, _main, _lamp = self.create_quotation()
        self.rpc_error(ROUTE, {'order_id': theirs.id, 'line_id': their_lamp.id, 'token': mine.access_token},
                       message=message)
        # Nor does an order of one's own change a line of another.
        self.rpc_error(ROUTE, {'order_id': mine.id, 'line_id': their_lamp.id, 'token': mine.access_token},
                       name='UserError')
        self.assertEqual(their_lamp.product_uom_qty, 2)

    def test_line_that_is_no_option_is_refused(self):
        order, desk, _lamp = self.create_quotation()
        self.rpc_error(ROUTE, self.update_line(order, desk), name='UserError',
                       message="This line of the quotation cannot be changed online.")
        self.assertEqual(desk.product_uom_qty, 1)

    def test_confirmed_or_cancelled_order_is_refused(self):
        for state in ('sale', 'cancel'):
            order, _main, lamp = self.create_quotation(state=state)
            self.rpc_error(ROUTE, self.update_line(order, lamp), name='UserError',
                           message="This quotation can no longer be changed online.")
            self.assertEqual(lamp.product_uom_qty, 2)

    def test_add_option(self):
        order, _main, _lamp = self.create_quotation()
        option = order.sale_order_option_ids.filtered(lambda o: not o.line_id)
        state = self.rpc('/quote/add_option', {'order_id': order.id, 'option_id': option.id,
                                               'token': order.access_token})
        self.assertEqual(len(order.order_line), 3)
        self.assertEqual(state['options'], [])
        self.assertAlmostEqual(state['amount_untaxed'], 305.0)
        self.rpc_error('/quote/add_option', {'order_id': order.id, 'option_id': option.id,
                                             'token': order.access_token}, name='UserError')

    def test_queries_do_not_grow_with_the_lines(self):
        # 42 queries for 2 lines and for 10 when measured; the margin is for caches.
        order, _main, lamp = self.create_quotation()
        self.rpc(ROUTE, self.update_line(order, lamp))
        with self.assertQueryCount(__system__=50):
            self.rpc(ROUTE, self.update_line(order, lamp))
        more = self.env['product.product'].create([{'name': f'WB quote extra {i}', 'list_price': 5} for i in range(8)])
        order.order_line = [(0, 0, {'product_id': product.id}) for product in more]
        self.rpc(ROUTE, self.update_line(order, lamp))
        with self.assertQueryCount(__system__=50):
            self.rpc(ROUTE, self.update_line(order, lamp))
