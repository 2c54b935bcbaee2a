from odoo import _, models

from odoo.addons.portal.controllers.portal import CustomerPortal


class Website(models.Model):
    _inherit = 'website'

    # ------------------------------------------------------------
    # 'YOUR DETAILS' (/my/account)
    # ------------------------------------------------------------

    def _prepare_weekbox_portal_address_props(self, partner, countries, states, values, error, can_edit_country):
        """The props of the details form's country and state (widgets/portal/details):
        every country, the states grouped by country, the chosen ones (the
        posted values after a refused save, else the partner's) and the
        messages of those two fields."""
        country_id = self._weekbox_as_id(values.get('country_id')) if values.get('country_id') is not None \
            else partner.country_id.id
        state_id = self._weekbox_as_id(values.get('state_id')) if values.get('state_id') is not None \
            else partner.state_id.id
        by_country = {}
        for state in states:
            by_country.setdefault(str(state.country_id.id), []).append([state.id, state.name])
        return {
            'countries': [{'id': country.id, 'name': country.name} for country in countries],
            'statesByCountry': by_country,
            'countryId': country_id or 0,
            'stateId': state_id or 0,
            'countryDisabled': not can_edit_country,
            'countryRequired': 'country_id' in CustomerPortal.MANDATORY_BILLING_FIELDS,
            'errors': {
                field: self._weekbox_portal_field_error(field, error[field])
                for field in ('country_id', 'state_id') if error.get(field)
            },
        }

    def _weekbox_portal_field_error(self, field, kind):
        """The message shown beside a field of the details form that Odoo's
        validation refused (`kind`: 'missing' or 'error')."""
        if kind == 'missing':
            return _("This field is required.")
        return {
            'email': _("Please enter a valid email address."),
            'vat': _("This VAT number is not valid for the chosen country."),
            'state_id': _("Choose a state / province of the chosen country."),
        }.get(field, _("Please check this field."))

    @staticmethod
    def _weekbox_as_id(value):
        return int(value) if str(value or '').isdigit() else 0

    # ------------------------------------------------------------
    # PORTAL LISTS' SEARCH PANEL
    # ------------------------------------------------------------

    def _prepare_weekbox_portal_search_props(self, searchbar_inputs, search_in, search, action, query):
        """The props of a portal list's search panel (widgets/portal/search):
        where it can search (searchbar_inputs, in the order Odoo's own panel lists them), what it
        searches now, the list's first page and the other params of the list
        kept (sort, filter, grouping...)."""
        return {
            'action': action,
            'inputs': [{'key': item['input'], 'label': str(item['label'])} for item in searchbar_inputs.values()],
            'searchIn': search_in or '',
            'search': search or '',
            'keep': [
                {'name': name, 'value': value}
                for name, value in query.items(multi=True)
                if name not in ('search', 'search_in', 'page')
            ],
        }
