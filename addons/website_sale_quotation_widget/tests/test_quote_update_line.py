from odoo import Command
from odoo.tests import tagged

from .common import QuotationWidgetCommon

ROUTE = '/quote/update_line_dict'
FALLBACK = '/quote/update_line'


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

    def test_a_product_counted_in_units_takes_whole_units(self):
        """As the shop's cart reads a typed quantity: 2.7 lamps are 2, and
        next to no lamp is none (the line goes, no 0 line stays)."""
        order, _main, lamp = self.create_quotation()
        self.assertEqual(lamp.product_uom, self.env.ref('uom.product_uom_unit'))
        result = self.rpc(ROUTE, self.update_line(order, lamp, input_quantity=2.7))
        self.assertEqual(lamp.product_uom_qty, 2)
        self.assertEqual(result['order_line_product_uom_qty'], 2)
        self.assertEqual([line['whole_units'] for line in result['quote']['lines']], [True, True])
        self.rpc(ROUTE, self.update_line(order, lamp, input_quantity=5.999))
        self.assertEqual(lamp.product_uom_qty, 5)
        result = self.rpc(ROUTE, self.update_line(order, lamp, input_quantity=0.0001))
        self.assertFalse(lamp.exists())
        self.assertTrue(result['line_removed'])
        order, _main, lamp = self.create_quotation()
        self.rpc(ROUTE, self.update_line(order, lamp, input_quantity=0.5))
        self.assertFalse(lamp.exists())

    def test_a_product_by_weight_keeps_its_units_precision(self):
        kg = self.env.ref('uom.product_uom_kgm')
        cheese = self.env['product.product'].create({
            'name': 'WB quote cheese', 'list_price': 20.0, 'sale_ok': True, 'uom_id': kg.id, 'uom_po_id': kg.id,
        })
        order, _main, _lamp = self.create_quotation()
        line = self.env['sale.order.line'].create({'order_id': order.id, 'product_id': cheese.id,
                                                  'product_uom_qty': 1})
        order.sale_order_option_ids = [Command.create({'product_id': cheese.id, 'line_id': line.id})]
        result = self.rpc(ROUTE, self.update_line(order, line, input_quantity=1.257))
        self.assertAlmostEqual(line.product_uom_qty, 1.26)
        self.assertEqual([row['whole_units'] for row in result['quote']['lines']], [True, True, False])
        self.rpc(ROUTE, self.update_line(order, line, input_quantity=0.001))
        self.assertFalse(line.exists())

    def test_the_specs_fallback_route(self):
        """/quote/update_line (spec §7.1): the change without a typed
        quantity, answered [quantity, total] and the quotation in numbers."""
        order, _main, lamp = self.create_quotation()
        quantity, total, state = self.rpc(FALLBACK, self.update_line(order, lamp))
        self.assertEqual((lamp.product_uom_qty, quantity), (3, 3))
        self.assertAlmostEqual(total, 350.9)
        self.assertEqual(state['amount_total'], total)
        quantity, _total, _state = self.rpc(FALLBACK, self.update_line(order, lamp, remove=True))
        self.assertEqual((lamp.product_uom_qty, quantity), (2, 2))
        quantity, total, state = self.rpc(FALLBACK, self.update_line(order, lamp, unlink=True))
        self.assertFalse(lamp.exists())
        self.assertEqual(quantity, 0)
        self.assertAlmostEqual(total, 242.0)
        self.assertEqual(len(state['lines']), 1)
        # No typed quantity here (it is /quote/update_line_dict's), and the same refusals.
        order, desk, lamp = self.create_quotation()
        self.rpc_error(FALLBACK, self.update_line(order, lamp, input_quantity=5), name='ValidationError')
        self.rpc_error(FALLBACK, self.update_line(order, desk), name='UserError',
                       message="This line of the quotation cannot be changed online.")
        self.rpc_error(FALLBACK, {**self.update_line(order, lamp), 'token': 'wrong'}, name='AccessError')
        self.assertEqual(lamp.product_uom_qty, 2)

    def test_the_fallback_answers_nothing_once_the_quotation_cannot_change(self):
        """The spec's server answered nothing then, and the page reloads (§4.1)."""
        for state in ('sale', 'cancel'):
            order, _main, lamp = self.create_quotation(state=state)
            self.assertIs(self.rpc(FALLBACK, self.update_line(order, lamp)), False)
            self.assertEqual(lamp.product_uom_qty, 2)

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
