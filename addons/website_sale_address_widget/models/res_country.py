from odoo import models


class ResCountry(models.Model):
    _inherit = 'res.country'

    def _prepare_weekbox_country_info(self, mode):
        """What the country asks of an address in `mode` ('billing' or
        'shipping'): website_sale's /shop/country_infos/<country> answer
        (CountryInfo in widgets/core/rpc/routes/address-routes.ts), for the
        address form's initial country.

        :return: {fields, states: [[id, name, code]], phone_code, zip_required, state_required}
        """
        self.ensure_one()
        return {
            'fields': self.get_address_fields(),
            'states': [[state.id, state.name, state.code] for state in self.get_website_sale_states(mode=mode)],
            'phone_code': self.phone_code or 0,
            'zip_required': self.zip_required,
            'state_required': self.state_required,
        }
