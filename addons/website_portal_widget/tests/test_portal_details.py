"""'Your Details' (/my/account) with the portal-details widget: its props, the
field messages beside the fields, and the server's own check of the state.

Run alone: WEEKBOX_TEST_TAGS=/website_portal_widget:TestPortalDetails
"""
from odoo.tests import tagged

from .common import PortalWidgetCommon

DETAILS = {'name': 'Pia Portal', 'email': 'pia.portal@example.com', 'phone': '+32 470 00 00 00',
           'street': 'Rue Neuve 1', 'city': 'Bruxelles', 'zipcode': '1000'}


@tagged('post_install', '-at_install')
class TestPortalDetails(PortalWidgetCommon):

    def setUp(self):
        super().setUp()
        self.customer.partner_id.write({'country_id': self.belgium.id, 'state_id': False})
        self.login_customer()

    def test_props_and_fallback(self):
        self.customer.partner_id.write({'country_id': self.united_states.id, 'state_id': self.new_york.id})
        _response, tree = self.page('/my/account')
        props = self.widget_props(tree, 'portal-details')
        self.assertEqual((props['countryId'], props['stateId']), (self.united_states.id, self.new_york.id))
        self.assertFalse(props['countryDisabled'])
        self.assertEqual(props['errors'], {})
        self.assertEqual(len(props['countries']), self.env['res.country'].search_count([]))
        us_states = props['statesByCountry'][str(self.united_states.id)]
        self.assertIn([self.new_york.id, self.new_york.name], us_states)
        self.assertNotIn(str(self.belgium.id), props['statesByCountry'], "Belgium has no states")
        # Without JavaScript: the country, and the chosen country's states only.
        fallback_states = tree.xpath('//*[@data-widget="portal-details"]//select[@name="state_id"]/option/@value')
        self.assertEqual(len(fallback_states), len(us_states) + 1)
        # Odoo's own fields and its script's hook are gone.
        self.assertEqual(len(tree.xpath('//select[@name="country_id"]')), 1)
        self.assertFalse(tree.xpath('//*[contains(concat(" ", @class, " "), " o_portal_details ")]'))
        self.assertTrue(tree.xpath('//form[@action="/my/account"][contains(@class, "o_no_wait_lazy_js")]'))

    def test_saves_the_country_and_its_state(self):
        response, _tree = self.page('/my/account', {
            **DETAILS, 'country_id': self.united_states.id, 'state_id': self.new_york.id})
        self.assertEqual(response.status_code, 303)
        partner = self.customer.partner_id
        self.assertEqual((partner.country_id, partner.state_id), (self.united_states, self.new_york))

    def test_refuses_a_state_of_another_country(self):
        response, tree = self.page('/my/account', {
            **DETAILS, 'country_id': self.united_states.id, 'state_id': self.ontario.id})
        self.assertEqual(response.status_code, 200, "refused: the form again")
        partner = self.customer.partner_id
        self.assertEqual((partner.country_id, partner.state_id.id), (self.belgium, False), "nothing saved")
        props = self.widget_props(tree, 'portal-details')
        self.assertEqual((props['countryId'], props['stateId']), (self.united_states.id, self.ontario.id))
        self.assertEqual(props['errors'], {'state_id': "Choose a state / province of the chosen country."})
        self.assertIn("not one of the chosen country's", tree.xpath('string(//div[hasclass("alert-danger")])'))

    def test_refuses_a_state_that_does_not_exist(self):
        missing = self.env['res.country.state'].search([], order='id desc', limit=1).id + 1000
        response, _tree = self.page('/my/account', {**DETAILS, 'country_id': self.belgium.id, 'state_id': missing})
        self.assertEqual(response.status_code, 200)
        self.assertFalse(self.customer.partner_id.state_id)

    def test_each_refused_field_says_why_beside_it(self):
        response, tree = self.page('/my/account', {**DETAILS, 'name': '', 'email': 'not-an-email',
                                                   'country_id': self.belgium.id})
        self.assertEqual(response.status_code, 200)
        for field, message in (('name', "This field is required."),
                               ('email', "Please enter a valid email address.")):
            [field_input] = tree.xpath(f'//input[@name="{field}"]')
            self.assertEqual(field_input.get('aria-invalid'), 'true', field)
            self.assertEqual(field_input.get('id'), field, "its label's for= names it")
            [feedback] = tree.xpath(f'//*[@id="{field_input.get("aria-describedby")}"]')
            self.assertEqual(feedback.text_content().strip(), message, field)
        [street] = tree.xpath('//input[@name="street"]')
        self.assertIsNone(street.get('aria-invalid'))
        # What was posted, not the saved values.
        self.assertEqual(tree.xpath('//input[@name="name"]/@value'), [''])
        self.assertEqual(tree.xpath('//input[@name="email"]/@value'), ['not-an-email'])
        self.assertEqual(self.customer.partner_id.name, 'Pia Portal', "nothing saved")

    def test_field_messages_in_french(self):
        french = self.env['res.lang']._activate_lang('fr_BE')
        self.env['website'].get_current_website().language_ids |= french
        _response, tree = self.page(f'/{french.url_code}/my/account',
                                    {**DETAILS, 'name': '', 'country_id': self.belgium.id})
        self.assertEqual(tree.xpath('string(//*[@id="o_weekbox_error_name"])').strip(), "Ce champ est obligatoire.")

    def test_locked_country(self):
        """Once documents were issued, Odoo locks the country: the widget shows it disabled."""
        self.env['res.partner'].browse(self.customer.partner_id.id).sudo().vat = 'BE0477472701'
        partner = self.customer.partner_id
        can_edit = partner.can_edit_vat()
        _response, tree = self.page('/my/account')
        self.assertEqual(self.widget_props(tree, 'portal-details')['countryDisabled'], not can_edit)
