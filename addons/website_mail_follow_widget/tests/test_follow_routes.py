"""Odoo's /website_mail/follow and /website_mail/is_follower as the follow
widget calls them, with the addon's checks: the e-mail's shape, the record's
read access, the limit on public follows and a visitor who cannot unfollow
someone else. Every answer is checked against the route map.

Run alone: WEEKBOX_TEST_TAGS=/website_mail_follow_widget
"""
from odoo.tests import HttpCase, tagged
from odoo.tests.common import Opener

from odoo.addons.website_mail_follow_widget.const import FOLLOW_ATTEMPT_LIMIT_PARAM
from odoo.addons.website_mail_follow_widget.tests.common import (
    BAD_EMAIL,
    KEEPS_ORDER,
    NOT_AVAILABLE,
    NOT_YOURS,
    TOO_MANY,
    FollowCommon,
)


@tagged('post_install', '-at_install')
class TestFollowRoutes(FollowCommon, HttpCase):

    def test_visitor_follows_with_an_email_and_unfollows(self):
        self.authenticate(None, None)
        self.assertEqual(self.is_follower(self.product), [{'is_user': False, 'email': ''}, {}])

        self.assertIs(self.follow(self.product, ' ann.visitor@example.com '), True)
        [ann] = self.partners_with_email('ann.visitor@example.com')
        self.assertIn(ann, self.followers(self.product))
        self.assertEqual(self.is_follower(self.product, self.other_product),
                         [{'is_user': False, 'email': 'ann.visitor@example.com'},
                          {'product.template': [self.product.id]}])

        self.assertIs(self.follow(self.product, 'ann.visitor@example.com', following=True), False)
        self.assertNotIn(ann, self.followers(self.product))

    def test_logged_in_customer_follows_without_an_email(self):
        self.authenticate(self.customer.login, self.customer.login)
        self.assertIs(self.follow(self.product), True)
        self.assertIn(self.customer.partner_id, self.followers(self.product))
        self.assertEqual(self.is_follower(self.product),
                         [{'is_user': True, 'email': 'fiona.follower@example.com'},
                          {'product.template': [self.product.id]}])
        self.assertIs(self.follow(self.product, following=True), False)
        self.assertNotIn(self.customer.partner_id, self.followers(self.product))

    def test_an_email_without_its_shape_is_refused_and_creates_nobody(self):
        self.authenticate(None, None)
        partners = self.env['res.partner'].sudo().search_count([])
        for email in ('ann', 'ann@', '@example.com', 'ann at example.com', 'ann @example.com', '', '   ',
                      False, 'a' * 250 + '@example.com'):
            self.follow_error(self.product, email, name='ValidationError',
                              message=BAD_EMAIL if email and email.strip() else "Type your e-mail address to follow.")
        self.assertEqual(self.env['res.partner'].sudo().search_count([]), partners)
        self.assertFalse(self.followers(self.product) & self.env['res.partner'].sudo().search(
            [('email', 'ilike', 'ann')]))

    def test_a_record_one_cannot_read_cannot_be_followed(self):
        # A visitor (an order page reached with its link only reads it through the token).
        self.authenticate(None, None)
        self.follow_error(self.order, 'ann.visitor@example.com', name='AccessError', message=NOT_AVAILABLE)
        # A record that does not exist: the same answer, ids cannot be probed.
        missing = self.env['sale.order'].browse(self.other_order.id + 100000)
        self.follow_error(missing, 'ann.visitor@example.com', name='AccessError', message=NOT_AVAILABLE)
        # A model without a discussion.
        self.rpc_error('/website_mail/follow', {
            'id': 1, 'object': 'res.country', 'message_is_follower': 'off', 'email': 'ann.visitor@example.com',
        }, name='ValidationError', message="This record cannot be followed.")
        self.rpc_error('/website_mail/follow', {
            'id': self.product.id, 'object': 'no.such.model', 'message_is_follower': 'off', 'email': 'a@b',
        }, name='ValidationError')
        self.assertFalse(self.partners_with_email('ann.visitor@example.com'))

        # A customer reads (and so follows) their own order, never someone else's.
        self.authenticate(self.customer.login, self.customer.login)
        self.follow_error(self.other_order, name='AccessError', message=NOT_AVAILABLE)
        self.assertNotIn(self.customer.partner_id, self.followers(self.other_order))
        # Odoo's portal rule: a customer reads an order they follow only.
        self.follow_error(self.order, name='AccessError', message=NOT_AVAILABLE)
        self.order.sudo().message_subscribe(self.customer.partner_id.ids)
        self.assertIs(self.follow(self.order), True)

    def test_a_customer_keeps_following_the_order_they_read_as_follower(self):
        self.order.sudo().message_subscribe(self.customer.partner_id.ids)
        self.authenticate(self.customer.login, self.customer.login)
        self.follow_error(self.order, following=True, name='UserError', message=KEEPS_ORDER)
        self.assertIn(self.customer.partner_id, self.followers(self.order))
        # A record they read without following: unfollowed as Odoo does.
        self.product.sudo().message_subscribe(self.customer.partner_id.ids)
        self.assertIs(self.follow(self.product, following=True), False)
        self.assertNotIn(self.customer.partner_id, self.followers(self.product))

    def test_bad_params_are_refused(self):
        self.authenticate(None, None)
        self.rpc_error('/website_mail/follow', dict(self.follow_params(self.product, 'a@b'), message_is_follower='yes'),
                       name='ValidationError')
        for bad_id in (0, -3, 'abc', '²', None, True, [1], 2 ** 40):
            self.rpc_error('/website_mail/follow', dict(self.follow_params(self.product, 'a@b'), id=bad_id),
                           name='ValidationError')
        for records in ([1], 'product.template', {'product.template': 3}, {'product.template': ['3']},
                        {'product.template': [True]}, {'product.template': list(range(201))}):
            self.rpc_error('/website_mail/is_follower', {'records': records}, name='ValidationError')

    def test_the_specs_check_of_one_record(self):
        """The spec's call (§7.1): {model, res_id} → {is_user, email,
        is_follower}, beside Odoo 17's {records} the widget sends."""
        def check(record, visitor=None):
            return self.rpc('/website_mail/is_follower', {'model': record._name, 'res_id': record.id},
                            visitor=visitor)

        self.authenticate(None, None)
        self.assertEqual(check(self.product), {'is_user': False, 'email': '', 'is_follower': False})
        self.assertIs(self.follow(self.product, 'ann.spec@example.com'), True)
        self.assertEqual(check(self.product),
                         {'is_user': False, 'email': 'ann.spec@example.com', 'is_follower': True})
        self.assertEqual(check(self.other_product),
                         {'is_user': False, 'email': 'ann.spec@example.com', 'is_follower': False})

        self.authenticate(self.customer.login, self.customer.login)
        self.assertEqual(check(self.product),
                         {'is_user': True, 'email': 'fiona.follower@example.com', 'is_follower': False})
        self.assertIs(self.follow(self.product), True)
        self.assertEqual(check(self.product),
                         {'is_user': True, 'email': 'fiona.follower@example.com', 'is_follower': True})

        for params in ({'model': 'product.template'}, {'res_id': self.product.id},
                       {'model': 'product.template', 'res_id': 'abc'},
                       {'model': 'product.template', 'res_id': True},
                       {'model': 'product.template', 'res_id': 0},
                       {'model': 'no.such.model', 'res_id': 1}, {'model': ['product.template'], 'res_id': 1},
                       {'model': 'product.template', 'res_id': 1, 'records': {'product.template': [1]}}):
            with self.subTest(params=params):
                self.rpc_error('/website_mail/is_follower', params, name='ValidationError')

    def test_a_visitor_cannot_unfollow_someone_else(self):
        self.product.sudo().message_subscribe(self.other_customer.partner_id.ids)
        self.authenticate(None, None)
        # Typing another person's e-mail to unfollow (Odoo 17 unsubscribes them).
        self.follow_error(self.product, 'otto.other@example.com', following=True, name='UserError', message=NOT_YOURS)
        self.assertIn(self.other_customer.partner_id, self.followers(self.product))

        # Following with another person's e-mail does not make their follows this visitor's.
        self.assertIs(self.follow(self.other_product, 'otto.other@example.com'), True)
        self.assertEqual(self.is_follower(self.product, self.other_product), [{'is_user': False, 'email': ''}, {}])
        self.follow_error(self.product, 'otto.other@example.com', following=True, name='UserError', message=NOT_YOURS)
        self.assertIn(self.other_customer.partner_id, self.followers(self.product))

        # A visitor's own contact stays theirs after following with someone else's e-mail.
        self.assertIs(self.follow(self.product, 'ann.visitor@example.com'), True)
        self.assertIs(self.follow(self.other_product, 'otto.other@example.com'), True)
        self.assertEqual(self.is_follower(self.product)[0]['email'], 'ann.visitor@example.com')
        # Another visitor cannot end Ann's follow with her e-mail either.
        self.follow_error(self.product, 'ann.visitor@example.com', following=True, visitor=Opener(self.cr),
                          name='UserError', message=NOT_YOURS)
        self.assertIs(self.follow(self.product, 'ann.visitor@example.com', following=True), False)

    def test_public_follows_are_limited_per_session(self):
        params = self.env['ir.config_parameter'].sudo()
        params.set_param(FOLLOW_ATTEMPT_LIMIT_PARAM % 'session_key', '2')
        params.set_param(FOLLOW_ATTEMPT_LIMIT_PARAM % 'ip_address', '1000')
        self.authenticate(None, None)
        self.assertIs(self.follow(self.product, 'first.visitor@example.com'), True)
        self.assertIs(self.follow(self.other_product, 'second.visitor@example.com'), True)
        self.follow_error(self.product, 'third.visitor@example.com', name='UserError', message=TOO_MANY)
        self.assertFalse(self.partners_with_email('third.visitor@example.com'), "a refused follow creates nobody")
        # Unfollowing creates no contact: not limited.
        self.assertIs(self.follow(self.other_product, 'second.visitor@example.com', following=True), False)

        # Another visitor (own session, same address) is not affected.
        self.assertIs(self.follow(self.product, 'third.visitor@example.com', visitor=Opener(self.cr)), True)
        # A logged-in customer is not limited: they create no contact.
        self.authenticate(self.customer.login, self.customer.login)
        for _attempt in range(3):
            self.assertIs(self.follow(self.product), True)

        # Ten minutes later the first visitor's attempts count no more (and are pruned).
        Attempts = self.env['weekbox.follow.attempt'].sudo()
        self.assertEqual(len(Attempts.search([])), 3)
        self.env.cr.execute("UPDATE weekbox_follow_attempt SET create_date = create_date - interval '11 minutes'")
        Attempts.invalidate_model()
        Attempts._gc_expired_attempts()
        self.assertFalse(Attempts.search([]))

    def test_the_limit_per_address_and_its_system_parameter(self):
        Attempts = self.env['weekbox.follow.attempt'].sudo()
        params = self.env['ir.config_parameter'].sudo()
        params.set_param(FOLLOW_ATTEMPT_LIMIT_PARAM % 'session_key', '')
        params.set_param(FOLLOW_ATTEMPT_LIMIT_PARAM % 'ip_address', '')
        self.assertEqual(Attempts._weekbox_attempt_limits(), {'session_key': 5, 'ip_address': 60})
        params.set_param(FOLLOW_ATTEMPT_LIMIT_PARAM % 'ip_address', '1')
        self.assertEqual(Attempts._weekbox_attempt_limits()['ip_address'], 1)

        self.assertIs(self.follow(self.product, 'first.visitor@example.com', visitor=Opener(self.cr)), True)
        # A new session on the same address does not help.
        self.rpc_error('/website_mail/follow', self.follow_params(self.product, 'second.visitor@example.com'),
                       visitor=Opener(self.cr), name='UserError', message=TOO_MANY)
        self.assertFalse(self.partners_with_email('second.visitor@example.com'))

    def test_is_follower_queries_do_not_grow_with_the_page(self):
        """Every product page asks it: one query per model, whatever the number of records."""
        self.authenticate(self.customer.login, self.customer.login)
        products = self.env['product.template'].create([{'name': f'Follow query {n}'} for n in range(30)])
        # Warms the session and caches (the first calls also save the session).
        for _warm in range(2):
            self.is_follower(self.product, *products, self.order)
        few = self._is_follower_queries(self.product, self.order)
        many = self._is_follower_queries(self.product, *products, self.order)
        self.assertGreater(few, 0, "the route's queries are counted")
        # 30 more records, no more queries (an N+1 would add at least 30).
        self.assertLessEqual(many, few)

    def _is_follower_queries(self, *records):
        before = self.cr.sql_log_count
        self.is_follower(*records)
        return self.cr.sql_log_count - before
