"""The follow control on the pages: Odoo's website_mail.follow rendered as
the website-follow widget (no js_follow element left for Odoo's script), its
props per visitor although the product page is cached, and the order page
showing it only to who may read the order and change their follow.

Run alone: WEEKBOX_TEST_TAGS=/website_mail_follow_widget
"""
import json

from lxml import html

from odoo.tests import HttpCase, tagged

from odoo.addons.website_mail_follow_widget.tests.common import FollowCommon


@tagged('post_install', '-at_install')
class TestFollowPage(FollowCommon, HttpCase):

    def controls(self, url):
        response = self.url_open(url)
        self.assertEqual(response.status_code, 200, url)
        tree = html.fromstring(response.content)
        self.assertFalse(tree.xpath("//*[contains(concat(' ', @class, ' '), ' js_follow ')]"),
                         "no element for Odoo's follow script")
        return [json.loads(control.get('data-props')) for control in tree.xpath('//*[@data-widget="website-follow"]')]

    def test_product_page_props_follow_the_visitor_not_the_cache(self):
        url = self.product.website_url
        self.authenticate(None, None)
        self.assertEqual(self.controls(url), [{
            'id': self.product.id, 'model': 'product.template', 'following': False,
            'unsubscribe': False, 'emailField': True,
        }])
        self.assertEqual(self.controls(url + '?unsubscribe=1')[0]['unsubscribe'], True)

        self.product.sudo().message_subscribe(self.customer.partner_id.ids)
        self.authenticate(self.customer.login, self.customer.login)
        [props] = self.controls(url)
        self.assertEqual((props['following'], props['emailField']), (True, False))

        # The same cached page for the next visitor: their own state.
        self.authenticate(None, None)
        [props] = self.controls(url)
        self.assertEqual((props['following'], props['emailField']), (False, True))
        self.follow(self.product, 'ann.visitor@example.com')
        self.assertTrue(self.controls(url)[0]['following'])

    def test_order_page_shows_the_control_to_who_may_change_it(self):
        self.order.sudo().message_subscribe(self.customer.partner_id.ids)
        # The customer reads their order as its follower: no control (the
        # route refuses their unfollow), and they stay its follower.
        self.authenticate(self.customer.login, self.customer.login)
        self.assertEqual(self.controls(f'/my/orders/{self.order.id}'), [])
        self.assertIn(self.customer.partner_id, self.order.message_partner_ids)
        # Staff read every order: they follow and unfollow it.
        self.authenticate('admin', 'admin')
        [props] = self.controls(f'/my/orders/{self.order.id}')
        self.assertEqual((props['id'], props['model'], props['emailField']), (self.order.id, 'sale.order', False))
        # With the order's link only: the thread, but nothing to follow (the route refuses it).
        self.authenticate(None, None)
        token = self.order._portal_ensure_token()
        self.assertEqual(self.controls(f'/my/orders/{self.order.id}?access_token={token}'), [])
