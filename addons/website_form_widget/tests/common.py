from odoo.tests import HttpCase
from odoo.tools.misc import hmac


class WebsiteFormCommon(HttpCase):

    TOO_MANY = "You have sent too many forms. Please wait a few minutes and try again."

    def _contact_values(self, subject, **values):
        """ What /contactus's form sends: its hidden recipient signed as the
        website signs it when the form is saved (website/tools.py). """
        email_to = 'info@yourcompany.example.com'
        return {
            'email_to': email_to,
            'website_form_signature': hmac(self.env(su=True), 'website_form_signature', email_to),
            'name': 'Ann Visitor',
            'email_from': 'ann@example.com',
            'subject': subject,
            'description': 'A question about the boxes',
            **values,
        }

    def _post_form(self, model_name, values, files=None):
        response = self.url_open(f'/website/form/{model_name}', data=values, files=files)
        self.assertEqual(response.status_code, 200, response.text[:500])
        return response.json()

    def _new_visitor(self):
        """ Another browser: no session cookie, so a new visitor session. """
        self.opener.cookies.clear()
