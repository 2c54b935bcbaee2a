"""/portal/thread/rating_stats: the rating card's numbers (Odoo 17 never
returns them for a thread) for who may read the thread, as /mail/chatter_fetch
decides, and nobody else.

Run alone: WEEKBOX_TEST_TAGS=/website_portal_thread:TestThreadStats
"""
from odoo.tests import tagged

from .common import STATS, ThreadCase

REFUSED = "This discussion does not exist or you may not read it."


@tagged('post_install', '-at_install')
class TestThreadStats(ThreadCase):

    def test_public_product_page(self):
        """A visitor reads the stats of a published product: 4 ratings,
        average 3.75, 25 % per star value given."""
        stats = self.rpc(STATS, self.params(self.product))
        self.assertEqual(stats['total'], 4)
        self.assertAlmostEqual(stats['avg'], 3.75)
        self.assertEqual(stats['percent'], {'1': 0, '2': 25.0, '3': 0, '4': 50.0, '5': 25.0})

    def test_internal_review_left_out(self):
        """A review made internal (hidden from the site) no longer counts, as on the product page."""
        message = self.product.website_message_ids.filtered(lambda m: m.body and 'Rated 2' in m.body)
        message.is_internal = True
        self.addCleanup(setattr, message, 'is_internal', False)
        stats = self.rpc(STATS, self.params(self.product))
        self.assertEqual(stats['total'], 3)
        self.assertAlmostEqual(stats['avg'], 13 / 3)

    def test_unpublished_product_refused(self):
        """A product the visitor cannot read (unpublished) is refused like one
        that does not exist."""
        self.rpc_error(STATS, self.params(self.hidden_product), name='AccessError', message=REFUSED)
        missing = self.params(self.product)
        missing['res_id'] = self.env['product.template'].search([], order='id desc', limit=1).id + 1000
        self.rpc_error(STATS, missing, name='AccessError', message=REFUSED)
        self.login(self.customer)
        self.rpc_error(STATS, self.params(self.hidden_product), name='AccessError', message=REFUSED)

    def test_token_refused_without_token_field(self):
        """A product has no access token: any token or signed token is refused
        (it never opens an unpublished product)."""
        self.rpc_error(STATS, self.params(self.hidden_product, token='x' * 32), name='AccessError', message=REFUSED)
        self.rpc_error(STATS, self.params(self.hidden_product, hash='x' * 64, pid=self.customer.partner_id.id),
                       name='AccessError', message=REFUSED)

    def test_model_without_ratings_refused(self):
        """An order's thread has no ratings: refused, with its token or as its
        customer, and the same for another customer's order."""
        for params in (self.params(self.order, token=self.order.access_token),
                       self.params(self.other_order, token='wrong-token'),
                       self.params(self.other_order)):
            self.rpc_error(STATS, params, name='ValidationError', message="This record has no ratings.")
        self.login(self.customer)
        self.rpc_error(STATS, self.params(self.order), name='ValidationError', message="This record has no ratings.")

    def test_bad_params_refused(self):
        for params in ({}, {'res_model': 'product.template'}, {'res_model': 'no.such.model', 'res_id': 1},
                       {'res_model': 'product.template; drop', 'res_id': 1},
                       {'res_model': 'res.partner', 'res_id': self.customer.partner_id.id},
                       {'res_model': 'product.template', 'res_id': 'abc'},
                       {'res_model': 'product.template', 'res_id': -3},
                       {'res_model': ['product.template'], 'res_id': 1},
                       self.params(self.product, token=12),
                       self.params(self.product, token='t' * 500),
                       self.params(self.product, pid='nobody')):
            self.rpc_error(STATS, params)

    def test_query_count(self):
        """One record, one grouped read of its ratings: a constant number of
        queries whatever the number of ratings (6 measured, 8 allowed for
        other modules' request hooks)."""
        self.rpc(STATS, self.params(self.product))  # routing map and caches
        with self.assertQueryCount(8):
            self.rpc(STATS, self.params(self.product))
        for value in (1, 3, 5, 5, 2):
            self.product.message_post(body=f"More {value}", message_type='comment',
                                      subtype_xmlid='mail.mt_comment', author_id=self.customer.partner_id.id,
                                      rating_value=value)
        with self.assertQueryCount(8):
            self.assertEqual(self.rpc(STATS, self.params(self.product))['total'], 9)
