"""Odoo's own chatter routes, as the portal-thread widget calls them
(widgets/core/rpc/routes/thread-routes.ts): answers that fit the route map, a
visitor with an order's access token reads and posts, a wrong token is
refused, and the thread's props carry nothing of the visitor.

Run alone: WEEKBOX_TEST_TAGS=/website_portal_thread:TestThreadChatter
"""
import json

from lxml import html

from odoo.tests import tagged

from .common import STATS, ThreadCase

# Odoo raises Forbidden; website_weekbox's rpc_errors answers visitors one
# message for every refused record.
NOT_AVAILABLE = "This document is not available."


@tagged('post_install', '-at_install')
class TestThreadChatter(ThreadCase):

    def fetch(self, record, **extra):
        return self.params(record, limit=10, offset=0, **extra)

    def test_token_visitor_reads_and_posts(self):
        self.order.message_post(body="Hello from the shop", message_type='comment', subtype_xmlid='mail.mt_comment')
        token = self.order.access_token
        init = self.rpc('/mail/chatter_init', self.fetch(self.order, token=token, allow_composer=True))
        self.assertTrue(init['options']['display_composer'])
        self.assertEqual(init['options']['message_count'], 1)
        self.assertIn(f'access_token={token}', init['messages'][0]['author_avatar_url'])

        posted = self.rpc('/mail/chatter_post', self.params(self.order, token=token, message="A question <b>?</b>"))
        message = self.env['mail.message'].browse(posted['default_message_id'])
        self.assertEqual(message.author_id, self.customer.partner_id)
        self.assertIn('&lt;b&gt;', str(message.body))
        fetched = self.rpc('/mail/chatter_fetch', self.fetch(self.order, token=token))
        self.assertEqual(fetched['message_count'], 2)
        self.assertEqual(fetched['messages'][0]['id'], message.id)

    def test_wrong_or_other_token_refused(self):
        for token in ('wrong-token', self.other_order.access_token):
            for route, params in (
                ('/mail/chatter_fetch', self.fetch(self.order, token=token)),
                ('/mail/chatter_init', self.fetch(self.order, token=token, allow_composer=True)),
                ('/mail/chatter_post', self.params(self.order, token=token, message="Not mine")),
                # As the widget posts: the thread after the post is refused with the post.
                ('/mail/chatter_post', self.params(self.order, token=token, message="Not mine",
                                                   weekbox_thread={'limit': 10})),
            ):
                self.rpc_error(route, params, name='AccessError', message=NOT_AVAILABLE)
        self.assertFalse(self.order.website_message_ids.filtered(lambda m: 'Not mine' in str(m.body)))

    def test_portal_customer_own_order_only(self):
        """A logged-in customer reads their own order's thread; they post with
        its token, as the portal's order links carry it (get_portal_url):
        Odoo asks for write access on the order otherwise. Another customer's
        order stays closed, even with their own order's token."""
        self.order.message_post(body="Your order is ready", message_type='comment', subtype_xmlid='mail.mt_comment')
        self.login(self.customer)
        init = self.rpc('/mail/chatter_init', self.fetch(self.order, allow_composer=True))
        self.assertTrue(init['options']['display_composer'])
        self.assertEqual(init['options']['message_count'], 1)
        self.rpc('/mail/chatter_post', self.params(self.order, token=self.order.access_token, message="Thanks"))
        other = self.rpc('/mail/chatter_fetch', self.fetch(self.other_order))
        self.assertEqual(other['message_count'], 0)
        for params in (self.params(self.other_order, message="Not mine"),
                       self.params(self.other_order, token=self.order.access_token, message="Not mine")):
            self.rpc_error('/mail/chatter_post', params, name='AccessError')
        self.assertFalse(self.other_order.website_message_ids)

    def test_rating_filter_and_post(self):
        """The star filter's domain, and a rated review by a portal customer."""
        fetched = self.rpc('/mail/chatter_fetch', self.fetch(
            self.product, domain=[['rating_value', '=', 4]], rating_include=True))
        self.assertEqual(fetched['message_count'], 2)
        self.assertEqual({m['rating_value'] for m in fetched['messages']}, {4})
        self.login(self.customer)
        self.rpc('/mail/chatter_post', self.params(self.product, message="Lovely", rating_value=5))
        stats = self.rpc('/portal/thread/rating_stats', self.params(self.product))
        self.assertEqual(stats['total'], 5)

    def test_post_answers_the_thread_after_it(self):
        """`weekbox_thread`: the post's answer holds the first page (and, with
        ratings, the stats) as chatter_fetch and rating_stats give them next."""
        self.order.message_post(body="Before", message_type='comment', subtype_xmlid='mail.mt_comment')
        self.order.message_post(body="Just before", message_type='comment', subtype_xmlid='mail.mt_comment')
        token = self.order.access_token
        posted = self.rpc('/mail/chatter_post', self.params(
            self.order, token=token, message="And now", weekbox_thread={'limit': 2}))
        fetched = self.rpc('/mail/chatter_fetch', self.params(self.order, token=token, limit=2, offset=0))
        self.assertEqual(posted['weekbox_thread'], fetched)
        self.assertEqual(posted['weekbox_thread']['message_count'], 3)
        self.assertEqual(posted['weekbox_thread']['messages'][0]['id'], posted['default_message_id'])

        self.login(self.customer)
        posted = self.rpc('/mail/chatter_post', self.params(
            self.product, message="Rated with the answer", rating_value=3,
            weekbox_thread={'limit': 10, 'rating_include': True}))
        thread = posted['weekbox_thread']
        self.assertEqual(thread['rating_stats'], self.rpc(STATS, self.params(self.product)))
        self.assertEqual(thread['rating_stats']['total'], 5)
        self.assertEqual(thread['messages'][0]['rating_value'], 3)
        self.assertEqual(thread['message_count'], 5)
        without = self.rpc('/mail/chatter_post', self.params(self.product, message="Plain answer"))
        self.assertNotIn('weekbox_thread', without)

    def test_bad_thread_asked_with_a_post_is_refused_before_posting(self):
        token = self.order.access_token
        for asked in ({'limit': 0}, {'limit': 101}, {'limit': 'ten'}, {'limit': 10, 'offset': 5}, [10], 'all',
                      {'limit': 10, 'rating_include': 'maybe'}):
            self.rpc_error('/mail/chatter_post', self.params(
                self.order, token=token, message="Never posted", weekbox_thread=asked), name='ValidationError')
        # An order has no ratings: asking for them is refused before posting.
        self.rpc_error('/mail/chatter_post', self.params(
            self.order, token=token, message="Never posted", weekbox_thread={'limit': 10, 'rating_include': True}),
            name='ValidationError', message="This record has no ratings.")
        self.assertFalse(self.order.website_message_ids.filtered(lambda m: 'Never posted' in str(m.body)))

    def test_ratings_outside_one_to_five_stars_are_refused(self):
        """Odoo's own route would take them into the product's average."""
        self.login(self.customer)
        for rating in (1000, -5, 3.7, '9', True, [4]):
            self.rpc_error('/mail/chatter_post', self.params(self.product, message="Skewed", rating_value=rating),
                           name='ValidationError', message="A rating is from 1 to 5 stars.")
        self.assertFalse(self.product.website_message_ids.filtered(lambda m: 'Skewed' in str(m.body)))
        self.rpc('/mail/chatter_post', self.params(self.product, message="Digits as Odoo sends", rating_value='4'))
        self.assertEqual(self.rpc('/portal/thread/rating_stats', self.params(self.product))['total'], 5)

    def test_props_on_pages(self):
        """The order page hands the widget its token; the product page (cached
        for every visitor) nothing of the visitor; the pager is 10 a page."""
        url = f'/my/orders/{self.order.id}?access_token={self.order.access_token}'
        page = html.fromstring(self.url_open(url).content)
        [thread] = page.xpath("//div[@id='discussion']")
        self.assertEqual(thread.get('data-widget'), 'portal-thread')
        props = json.loads(thread.get('data-props'))
        self.assertEqual(props, {
            'resModel': 'sale.order', 'resId': self.order.id, 'token': self.order.access_token, 'hash': None,
            'pid': None, 'pagerStep': 10, 'allowComposer': True, 'twoColumns': False, 'displayRating': False,
            'defaultRating': 4,
        })
        # Odoo hands the URL's pid to the page as it is: digits int() refuses are no pid.
        response = self.url_open(f'{url}&pid=%C2%B2&hash=x')
        self.assertEqual(response.status_code, 200)
        [thread] = html.fromstring(response.content).xpath("//div[@id='discussion']")
        self.assertIsNone(json.loads(thread.get('data-props'))['pid'])
        self.env.ref('website_sale.product_comment').active = True
        self.login(self.customer)
        page = html.fromstring(self.url_open(self.product.website_url).content)
        [thread] = page.xpath("//div[@id='discussion']")
        props = json.loads(thread.get('data-props'))
        self.assertEqual(props, {
            'resModel': 'product.template', 'resId': self.product.id, 'token': None, 'hash': None, 'pid': None,
            'pagerStep': 10, 'allowComposer': True, 'twoColumns': True, 'displayRating': True,
            'defaultRating': 4,
        })
