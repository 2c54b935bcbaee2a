"""Fixtures of the thread tests: a published product with rated reviews, an
unpublished one, and two portal customers with an order each (their own,
created per test class: a fresh database and one earlier runs left behind
both work)."""
from odoo import Command
from odoo.tests import HttpCase, new_test_user

from odoo.addons.website_weekbox.tests.route_calls import RouteCallsMixin

STATS = '/portal/thread/rating_stats'


class ThreadCase(RouteCallsMixin, HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.customer = new_test_user(cls.env, login='thread_customer', groups='base.group_portal',
                                     name='Thread Customer', email='thread.customer@example.com')
        cls.other_customer = new_test_user(cls.env, login='thread_other', groups='base.group_portal',
                                           name='Thread Other', email='thread.other@example.com')
        cls.product = cls.env['product.template'].create({
            'name': 'Thread test glass', 'list_price': 5.0, 'sale_ok': True, 'is_published': True,
        })
        cls.hidden_product = cls.env['product.template'].create({
            'name': 'Thread test hidden glass', 'list_price': 5.0, 'sale_ok': True, 'is_published': False,
        })
        for product in (cls.product, cls.hidden_product):
            for value, partner in ((5, cls.customer.partner_id), (4, cls.other_customer.partner_id),
                                   (4, cls.customer.partner_id), (2, cls.other_customer.partner_id)):
                product.message_post(body=f"Rated {value}", message_type='comment',
                                     subtype_xmlid='mail.mt_comment', author_id=partner.id, rating_value=value)
        item = cls.env['product.product'].create({'name': 'Thread test item', 'list_price': 3.0})
        cls.order, cls.other_order = cls.env['sale.order'].create([{
            'partner_id': user.partner_id.id,
            'order_line': [Command.create({'product_id': item.id, 'product_uom_qty': 1})],
        } for user in (cls.customer, cls.other_customer)])
        for order in (cls.order, cls.other_order):
            order._portal_ensure_token()
            # Odoo's portal rule on orders: the customer reads the orders they follow (a confirmed
            # or sent order's customer does).
            order.message_subscribe(partner_ids=order.partner_id.ids)

    def login(self, user):
        self.authenticate(user.login, user.login)

    def params(self, record, **extra):
        return {'res_model': record._name, 'res_id': record.id, **extra}
