from odoo import Command

from odoo.addons.website_weekbox.tests.route_calls import RouteCallsMixin

NOT_AVAILABLE = "This document is not available."
BAD_EMAIL = "Type an e-mail address like name@example.com."
KEEPS_ORDER = "You see this document because you follow it: it stays followed so that it stays in your account."
TOO_MANY = "Too many follow requests from this connection. Please wait a few minutes and try again."
NOT_YOURS = ("Only the e-mail address that followed from this browser can stop following here. "
             "To stop with another address, use the link in the e-mails you receive.")


class FollowCommon(RouteCallsMixin):
    """A published product with its reviews shown, a portal customer with an
    order, and another customer with theirs."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.env.ref('website_sale.product_comment').active = True
        cls.product = cls.env['product.template'].create({
            'name': 'Follow test teapot', 'list_price': 20.0, 'website_published': True, 'sale_ok': True,
        })
        cls.other_product = cls.env['product.template'].create({
            'name': 'Follow test cup', 'list_price': 5.0, 'website_published': True, 'sale_ok': True,
        })
        Users = cls.env['res.users'].with_context(no_reset_password=True)
        portal = cls.env.ref('base.group_portal')
        cls.customer = Users.create({
            'name': 'Fiona Follower', 'login': 'wb_follow_customer', 'password': 'wb_follow_customer',
            'email': 'fiona.follower@example.com', 'groups_id': [Command.set(portal.ids)],
        })
        cls.other_customer = Users.create({
            'name': 'Otto Other', 'login': 'wb_follow_other', 'password': 'wb_follow_other',
            'email': 'otto.other@example.com', 'groups_id': [Command.set(portal.ids)],
        })
        cls.order = cls._order_for(cls.customer.partner_id)
        cls.other_order = cls._order_for(cls.other_customer.partner_id)

    @classmethod
    def _order_for(cls, partner):
        return cls.env['sale.order'].create({
            'partner_id': partner.id,
            'order_line': [Command.create({'product_id': cls.product.product_variant_id.id})],
        })

    def follow(self, record, email=False, following=False, visitor=None):
        return self.rpc('/website_mail/follow', self.follow_params(record, email, following), visitor=visitor)

    def follow_error(self, record, email=False, following=False, visitor=None, **expected):
        return self.rpc_error('/website_mail/follow', self.follow_params(record, email, following),
                              visitor=visitor, **expected)

    @staticmethod
    def follow_params(record, email=False, following=False):
        return {'id': record.id, 'object': record._name,
                'message_is_follower': 'on' if following else 'off', 'email': email}

    def is_follower(self, *records, visitor=None):
        asked = {}
        for record in records:
            asked.setdefault(record._name, []).append(record.id)
        return self.rpc('/website_mail/is_follower', {'records': asked}, visitor=visitor)

    def followers(self, record):
        return record.sudo().message_partner_ids

    def partners_with_email(self, email):
        return self.env['res.partner'].sudo().with_context(active_test=False).search([('email', '=', email)])
