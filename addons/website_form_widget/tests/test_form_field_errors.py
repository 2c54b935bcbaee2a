from odoo.tests import tagged

from odoo.addons.website_form_widget.controllers.website_form import WeekboxWebsiteForm
from odoo.addons.website_form_widget.tests.common import WebsiteFormCommon


@tagged('post_install', '-at_install')
class TestFormFieldErrors(WebsiteFormCommon):
    """ The fields Odoo's form route refuses come back as a map field → why
    (error_fields, spec §5.1), in the visitor's words, where Odoo answers a
    list of names: the form shows each message beside its field. """

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.env['ir.model.fields'].formbuilder_whitelist('res.partner', ['name', 'email', 'country_id', 'date'])

    def test_each_refused_field_says_why(self):
        self.assertEqual(
            self._post_form('res.partner', {'name': 'Ann Refused', 'country_id': 'Belgium', 'date': '5 March'}),
            {'error_fields': {
                'country_id': "'Belgium' is not a valid value for this field.",
                'date': "'5 March' is not a correct date",
            }},
        )
        self.assertFalse(self.env['res.partner'].sudo().search([('name', '=', 'Ann Refused')]))

    def test_the_messages_of_a_missing_value_and_a_long_one(self):
        controller = WeekboxWebsiteForm()
        self.assertEqual(controller._weekbox_field_refusal('char', ''), "This field is required.")
        self.assertEqual(controller._weekbox_field_refusal('integer', None), "This field is required.")
        self.assertEqual(
            controller._weekbox_field_refusal('datetime', 'x' * 100),
            "'%s…' is not a correct datetime" % ('x' * 39),
        )
