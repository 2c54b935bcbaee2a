from odoo.tests import tagged

from odoo.addons.website_sale_address_widget.tests.common import AddressWidgetCommon
from odoo.addons.website_weekbox.tests.route_contract import route_contract


@tagged('post_install', '-at_install')
class TestCountryInfosRoute(AddressWidgetCommon):
    """/shop/country_infos: website_sale's /shop/country_infos/<country> with the country as a param."""

    def test_route_is_in_the_route_map(self):
        self.assertIn(
            '/shop/country_infos', route_contract(),
            "spread addressRoutes (widgets/core/rpc/routes/address-routes.ts) into route-map.ts "
            "and regenerate the contract (npm run contract)",
        )

    def test_answers_website_sales_own_answer(self):
        self.authenticate(None, None)
        for mode, states in (('shipping', [[self.new_york.id, 'New York', 'NY']]), ('billing', None)):
            with self.subTest(mode=mode):
                params = {'country_id': self.united_states.id, 'mode': mode}
                answer = self.rpc('/shop/country_infos', params)
                self.assertEqual(answer, self.rpc(f'/shop/country_infos/{self.united_states.id}', {'mode': mode}))
                self.assertEqual(answer['fields'], ['street', 'street2', 'city', 'state_code', 'zip', 'country_name'])
                self.assertEqual(answer['states'], states or [
                    [state.id, state.name, state.code] for state in self.united_states.state_ids
                ])
                self.assertEqual(answer, self.united_states._prepare_weekbox_country_info(mode))
        belgium = self.rpc('/shop/country_infos', {'country_id': self.belgium.id, 'mode': 'billing'})
        self.assertEqual(belgium, {
            'fields': ['street', 'street2', 'zip', 'city', 'country_name'],
            'states': [], 'phone_code': 32, 'zip_required': True, 'state_required': False,
        })

    def test_refuses_what_it_does_not_know(self):
        self.authenticate(None, None)
        cases = [
            ({'country_id': 999999999, 'mode': 'billing'}, "Invalid country reference."),
            ({'country_id': 'be', 'mode': 'billing'}, "Invalid country reference."),
            ({'country_id': self.belgium.id, 'mode': 'invoice'}, "Unknown address mode."),
            ({'country_id': self.belgium.id, 'mode': 'billing', 'fields': 1}, "Unknown parameter(s): fields"),
        ]
        for params, message in cases:
            with self.subTest(params=params), self.assertLogs('odoo.http', 'WARNING'):
                data = self.rpc_error('/shop/country_infos', params)
                self.assertEqual(data.get('name'), 'odoo.exceptions.ValidationError')
                self.assertEqual(data.get('message'), message)
                self.assertNotIn('debug', data)
