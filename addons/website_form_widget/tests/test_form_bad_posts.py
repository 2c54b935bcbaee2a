from odoo.tests import tagged
from odoo.tools import mute_logger

from odoo.addons.website_form_widget.tests.common import WebsiteFormCommon


@tagged('post_install', '-at_install')
class TestFormBadPosts(WebsiteFormCommon):
    """ Posts Odoo's own handler ended in a server error (the hardening
    suite's fuzzing found them): each gets one of the route's answers. """

    @mute_logger('odoo.sql_db')
    def test_a_value_the_database_refuses_answers_false(self):
        # res.partner's check constraint wants a name; Odoo catches the
        # IntegrityError but its transaction stayed broken.
        self.assertIs(self._post_form('res.partner', {'email': 'nameless@example.com'}), False)
        self.assertFalse(self.env['res.partner'].sudo().search([('email', '=', 'nameless@example.com')]))
        # The visitor's next form goes through.
        self.assertIn('id', self._post_form('res.partner', {'name': 'Named Ann'}))

    def test_a_nul_character_is_refused_with_a_message(self):
        for values in (
            self._contact_values('nul in a value', description='before\x00after'),
            dict(self._contact_values('nul in a name'), **{'odd\x00name': 'x'}),
        ):
            with self.subTest(values=list(values)):
                self.assertEqual(
                    self._post_form('mail.mail', values),
                    {'error': "The form contains characters that cannot be saved."},
                )
        self.assertFalse(self.env['mail.mail'].sudo().search([('subject', 'like', 'nul in a')]))

    def test_a_model_name_no_model_has_is_refused_with_odoos_message(self):
        for model_name in ('mail.mail%00', 'Mail Mail', 'res.partner;drop'):
            with self.subTest(model_name=model_name):
                self.assertEqual(
                    self._post_form(model_name, {'name': 'x'}),
                    {'error': "The form's specified model does not exist"},
                )
