from odoo.tests import tagged

from odoo.addons.website_form_widget.controllers.website_form import WeekboxWebsiteForm
from odoo.addons.website_form_widget.tests.common import WebsiteFormCommon


@tagged('post_install', '-at_install')
class TestFormDates(WebsiteFormCommon):
    """ Odoo's form route hands a date field's value to `create` as it came:
    garbage was a server error. A field error now, as the widget shows it. """

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        # A form creating contacts (website_sale's "Create a Customer") with their date field.
        cls.env['ir.model.fields'].formbuilder_whitelist('res.partner', ['name', 'email', 'date'])

    def _partner(self, name):
        return self.env['res.partner'].sudo().search([('name', '=', name)])

    def test_a_date_of_the_model_is_taken_in_the_server_format(self):
        self.assertIn('id', self._post_form('res.partner', {'name': 'Dated Ann', 'date': '2024-03-05'}))
        self.assertEqual(str(self._partner('Dated Ann').date), '2024-03-05')

    def test_a_date_not_in_the_server_format_is_a_field_error(self):
        for garbage in ('garbage', '05/03/2024', '2024-02-30', '2024-03-05 trailing', '2024-3-5'):
            with self.subTest(value=garbage):
                self.assertEqual(
                    self._post_form('res.partner', {'name': 'Garbage Ann', 'date': garbage}),
                    {'error_fields': {'date': "'%s' is not a correct date" % garbage}},
                )
        self.assertFalse(self._partner('Garbage Ann'))

    def test_an_empty_date_is_no_date(self):
        self.assertIn('id', self._post_form('res.partner', {'name': 'Undated Ann', 'date': ''}))
        self.assertFalse(self._partner('Undated Ann').date)

    def test_a_datetime_not_in_the_server_format_is_refused(self):
        # No model a demo form writes offers a datetime: the route's filter itself.
        controller = WeekboxWebsiteForm()
        read = WeekboxWebsiteForm._input_filters['datetime']
        self.assertEqual(read(controller, 'moment', '2024-03-05 09:05:00'), '2024-03-05 09:05:00')
        self.assertEqual(read(controller, 'moment', '2024-03-05 09:05'), '2024-03-05 09:05')
        for garbage in ('2024-03-05', '2024-03-05 25:00:00', '05/03/2024 09:05:00', 'now'):
            with self.subTest(value=garbage), self.assertRaises(ValueError):
                read(controller, 'moment', garbage)
