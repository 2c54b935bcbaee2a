from odoo import Command
from odoo.tests.common import Opener

from odoo.addons.website_weekbox.tests.route_calls import RouteCallsMixin

BAD_EMAIL = "Type an e-mail address like name@example.com."
NOT_AVAILABLE = "This newsletter is not available."
TOO_MANY = "Too many subscriptions from this connection. Please wait a few minutes and try again."


class NewsletterCommon(RouteCallsMixin):
    """Two public mailing lists and a private one, a contact on the first two,
    and a mailing of the first list sent to them."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        Lists = cls.env['mailing.list']
        cls.weekly = Lists.create({'name': 'Weekly menu (test)', 'is_public': True})
        cls.recipes = Lists.create({'name': 'Recipes (test)', 'is_public': True})
        cls.staff = Lists.create({'name': 'Staff only (test)', 'is_public': False})
        cls.email = 'rita.reader@example.com'
        cls.contact = cls.env['mailing.contact'].create({
            'name': 'Rita Reader', 'email': cls.email,
            'list_ids': [Command.set((cls.weekly + cls.recipes).ids)],
        })
        cls.mailing = cls.env['mailing.mailing'].create({
            'subject': "This week's menu (test)",
            'body_html': '<p>News</p>',
            'mailing_model_id': cls.env['ir.model']._get_id('mailing.list'),
            'contact_list_ids': [Command.set(cls.weekly.ids)],
        })

    def visitor(self):
        return Opener(self.cr)

    def opted_out(self, email=None):
        """{list: opted out} of `email`'s subscriptions (the contact's by default)."""
        subscriptions = self.env['mailing.subscription'].sudo().search([('contact_id.email', '=', email or self.email)])
        return {subscription.list_id: subscription.opt_out for subscription in subscriptions}

    def link_params(self, mailing=None, email=None, document=None):
        """What the mailing's unsubscribe link carries (mailing_id in its path)."""
        mailing = mailing or self.mailing
        email = email or self.email
        document = document or self.contact
        return {'document_id': document.id, 'email': email,
                'hash_token': mailing._generate_mailing_recipient_token(document.id, email)}
