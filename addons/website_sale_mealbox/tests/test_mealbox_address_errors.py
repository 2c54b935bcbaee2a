"""The address form's refusals keyed by field (res_partner._mealbox_clean_address,
rpc_errors.FieldValidationError): /mealbox/checkout answers each problem under
the param it concerns, in the visitor's language, so the form shows it under
its field whatever the language (widgets/mealbox/delivery/components/address-form.tsx).

Run alone: WEEKBOX_TEST_TAGS=/website_sale_mealbox:TestMealboxAddressErrors
"""
from odoo.tests import new_test_user, tagged

from odoo.addons.website_weekbox.rpc_errors import FieldValidationError, visitor_error
from odoo.addons.website_weekbox.tests.route_contract import assert_field_errors

from .test_mealbox_delivery_routes import MealboxDeliveryCase

CHECKOUT = '/mealbox/checkout'
BAD_ZIP = {
    'en_US': "Please enter a valid Belgian zip code (4 digits).",
    'fr_BE': "Veuillez indiquer un code postal belge valide (4 chiffres).",
    'nl_BE': "Vul een geldige Belgische postcode in (4 cijfers).",
}
BAD_PHONE = {
    'en_US': "Please enter a valid phone number.",
    'fr_BE': "Veuillez indiquer un numéro de téléphone valide.",
    'nl_BE': "Vul een geldig telefoonnummer in.",
}


@tagged('post_install', '-at_install')
class TestMealboxAddressErrors(MealboxDeliveryCase):

    def field_errors(self, route, values, message=None):
        """The refusal's field problems, checked against the route map's params."""
        data = self.rpc_error(route, self.address_form(**values), 'ValidationError', message)
        assert_field_errors(self, CHECKOUT, data)
        return data['field_errors']

    def test_each_problem_is_keyed_by_its_param(self):
        self.login_and_compose()
        cases = [
            ({'name': ''}, {'name': "First name is required."}),
            ({'name': 'Anna'}, {'name': "Last name is required."}),
            ({'email': ''}, {'email': "Email is required."}),
            ({'email': 'anna@example'}, {'email': "Invalid Email Address"}),
            ({'phone': 'call me'}, {'phone': BAD_PHONE['en_US']}),
            ({'street': '  '}, {'street': "Street is required."}),
            ({'street2': 'x' * 200}, {'street2': "Street (line 2) is too long (128 characters at most)."}),
            ({'zip': '10000'}, {'zip': BAD_ZIP['en_US']}),
            ({'city': ''}, {'city': "City is required."}),
            ({'country_id': 0}, {'country_id': "Country is required."}),
            ({'country_id': 'BE'}, {'country_id': "Invalid Country reference."}),
            ({'state_id': self.env.ref('base.state_us_5').id},
             {'state_id': "The state does not belong to the chosen country."}),
            ({'company_name': 'x' * 200}, {'company_name': "Company name is too long (128 characters at most)."}),
            ({'title': 'Sir'}, {'title': "Unknown title."}),
            ({'birthdate': '1890-01-01'}, {'birthdate': "Invalid birthdate."}),
        ]
        for values, expected in cases:
            with self.subTest(values=str(values)[:60]):
                self.assertEqual(self.field_errors(CHECKOUT, values), expected)
        # Every problem at once, each under its own param; the message holds them all.
        values = {'name': '', 'email': 'anna@example', 'zip': '10000', 'city': ''}
        data = self.rpc_error(CHECKOUT, self.address_form(**values), 'ValidationError')
        assert_field_errors(self, CHECKOUT, data)
        self.assertEqual(data['field_errors'], {
            'name': "First name is required.", 'email': "Invalid Email Address",
            'zip': BAD_ZIP['en_US'], 'city': "City is required.",
        })
        self.assertEqual(data['message'].split('\n'), list(data['field_errors'].values()))
        self.assertEqual(self.customer.partner_id.child_ids, self.env['res.partner'])

    def test_a_refusal_of_no_field_has_no_field_errors(self):
        self.login_and_compose()
        data = self.rpc_error(CHECKOUT, self.address_form(delivery_bill='both'), 'ValidationError',
                              "Unknown kind of address.")
        self.assertNotIn('field_errors', data)
        data = self.rpc_error(CHECKOUT, self.address_form(partner=self.other_shipping.id, edit_address=1),
                              'AccessError', "This address is not available.")
        self.assertNotIn('field_errors', data)

    def test_field_errors_are_in_the_visitors_language(self):
        self.login_and_compose()
        for lang in ('fr_BE', 'nl_BE'):
            with self.subTest(lang=lang):
                language = self.env['res.lang']._activate_lang(lang)
                self.env['website'].search([]).write({'language_ids': [(4, language.id)]})
                self.env.registry.clear_cache()
                # JSON routes take the language from the URL, as the widgets call them.
                errors = self.field_errors(f'/{lang}{CHECKOUT}', {'zip': '10000', 'phone': 'call me'})
                self.assertEqual(errors, {'phone': BAD_PHONE[lang], 'zip': BAD_ZIP[lang]})

    def test_a_problem_of_no_one_field_stays_out_of_field_errors(self):
        staff = new_test_user(self.env, login='mealbox_address_staff', groups='base.group_user',
                              name='Staff Member', email='staff@example.com')
        with self.assertRaises(FieldValidationError) as caught:
            staff.partner_id._mealbox_check_can_edit({'name': 'Staff Member', 'email': 'other@example.com'})
        self.assertEqual(caught.exception.field_errors, {})
        error = visitor_error(caught.exception)
        self.assertEqual(error['data']['name'], 'odoo.exceptions.ValidationError')
        self.assertEqual(error['data']['field_errors'], {})
        self.assertTrue(error['data']['message'].startswith("If you wish to change your name or email address"))

    def test_the_answer_keeps_general_problems_first_then_fields(self):
        error = visitor_error(FieldValidationError({'zip': "Bad zip.", 'city': "No city."}, ["Not yours."]))
        self.assertEqual(error['data'], {
            'name': 'odoo.exceptions.ValidationError',
            'message': "Not yours.\nBad zip.\nNo city.",
            'arguments': ["Not yours.\nBad zip.\nNo city."],
            'field_errors': {'zip': "Bad zip.", 'city': "No city."},
        })
