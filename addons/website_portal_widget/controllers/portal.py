from odoo import _, http
from odoo.http import request
from odoo.osv import expression

from odoo.addons.account.controllers.portal import PortalAccount
from odoo.addons.portal.controllers.portal import CustomerPortal, pager as portal_pager
from odoo.addons.sale.controllers.portal import CustomerPortal as SaleCustomerPortal
from odoo.addons.website_weekbox.page_params import is_datetime, one_of, redirect_without_bad_params

MAX_SEARCH = 200


class WeekboxCustomerPortal(CustomerPortal):

    def details_form_validate(self, data, partner_creation=False):
        """Odoo's checks, and the state's: a state must be one of the chosen
        country's (Odoo 17 saves any state with any country)."""
        error, error_message = super().details_form_validate(data, partner_creation=partner_creation)
        message = self._weekbox_check_state(data)
        if message:
            error['state_id'] = 'error'
            error_message.append(message)
        return error, error_message

    def _weekbox_check_state(self, data):
        """The reason the posted state cannot go with the posted country, or
        None. Ids that are not numbers are Odoo's to refuse (it stores False)."""
        state_id, country_id = data.get('state_id'), data.get('country_id')
        if not state_id or not str(state_id).isdigit():
            return None
        state = request.env['res.country.state'].sudo().browse(int(state_id)).exists()
        if not state:
            return _("The chosen state / province does not exist.")
        if not country_id or not str(country_id).isdigit() or state.country_id.id != int(country_id):
            return _("The chosen state / province is not one of the chosen country's.")
        return None

    # ------------------------------------------------------------
    # SEARCH IN PORTAL LISTS
    # ------------------------------------------------------------

    def _weekbox_list_search(self, searchbar_inputs):
        """The list's search from the request (`search_in`, `search`): an
        unknown `search_in` searches everywhere, the text is trimmed and cut at
        MAX_SEARCH characters. Odoo 17's order and invoice lists build their
        domains without the request's params, hence read here."""
        params = request.params if request else {}
        search = str(params.get('search') or '').strip()[:MAX_SEARCH]
        search_in = params.get('search_in')
        if search_in not in searchbar_inputs:
            search_in = 'all'
        return search_in, search

    def _weekbox_search_domain(self, model, fields_by_input, search_in, search):
        """`search` in the fields of `search_in` (every field for 'all') of the
        list's `model`. Matched as superuser, since the fields go through
        records a portal user cannot read (an order's products): the list's own
        domain and the user's access rules still decide which records are
        shown; this only says which of them match."""
        if not search:
            return []
        names = [name for key, names in fields_by_input.items() if search_in in ('all', key) for name in names]
        matching = expression.OR([[(name, 'ilike', search)] for name in names])
        return [('id', 'in', request.env[model].sudo()._search(matching))]


class WeekboxSalePortal(SaleCustomerPortal, WeekboxCustomerPortal):

    # Odoo looks the sort key up unchecked (a KeyError: HTTP 500 for
    # ?sortby=junk) and puts the dates in SQL: a key the list does not offer,
    # or a date that is none, is dropped.

    def _weekbox_sale_list_param_rules(self):
        return {
            'sortby': one_of(self._get_sale_searchbar_sortings()),
            'date_begin': is_datetime,
            'date_end': is_datetime,
        }

    @http.route()
    def portal_my_quotes(self, **kwargs):
        return redirect_without_bad_params(self._weekbox_sale_list_param_rules()) \
            or super().portal_my_quotes(**kwargs)

    @http.route()
    def portal_my_orders(self, **kwargs):
        return redirect_without_bad_params(self._weekbox_sale_list_param_rules()) \
            or super().portal_my_orders(**kwargs)

    def _get_sale_searchbar_inputs(self):
        return {
            'all': {'input': 'all', 'label': _('Search in All')},
            'name': {'input': 'name', 'label': _('Search in Reference')},
            'product': {'input': 'product', 'label': _('Search in Products')},
        }

    def _get_sale_search_fields(self):
        return {'name': ['name', 'client_order_ref'], 'product': ['order_line.product_id.name']}

    def _weekbox_sale_search_domain(self):
        search_in, search = self._weekbox_list_search(self._get_sale_searchbar_inputs())
        return self._weekbox_search_domain('sale.order', self._get_sale_search_fields(), search_in, search)

    def _prepare_quotations_domain(self, partner):
        return expression.AND([super()._prepare_quotations_domain(partner), self._weekbox_sale_search_domain()])

    def _prepare_orders_domain(self, partner):
        return expression.AND([super()._prepare_orders_domain(partner), self._weekbox_sale_search_domain()])

    def _prepare_sale_portal_rendering_values(
        self, page=1, date_begin=None, date_end=None, sortby=None, quotation_page=False, **kwargs
    ):
        values = super()._prepare_sale_portal_rendering_values(
            page=page, date_begin=date_begin, date_end=date_end, sortby=sortby, quotation_page=quotation_page,
            **kwargs)
        inputs = self._get_sale_searchbar_inputs()
        search_in, search = self._weekbox_list_search(inputs)
        values.update({'searchbar_inputs': inputs, 'search_in': search_in, 'search': search})
        if search:
            # Odoo's pager links keep the dates and the sort only: the next page
            # of a search keeps searching.
            partner = request.env.user.partner_id
            domain = self._prepare_quotations_domain(partner) if quotation_page \
                else self._prepare_orders_domain(partner)
            if date_begin and date_end:
                domain += [('create_date', '>', date_begin), ('create_date', '<=', date_end)]
            values['pager'] = portal_pager(
                url=values['default_url'], total=request.env['sale.order'].search_count(domain), page=page,
                step=self._items_per_page, url_args={
                    'date_begin': date_begin, 'date_end': date_end, 'sortby': values['sortby'],
                    'search_in': search_in, 'search': search,
                })
        return values


class WeekboxAccountPortal(PortalAccount, WeekboxCustomerPortal):

    @http.route()
    def portal_my_invoices(self, page=1, date_begin=None, date_end=None, sortby=None, filterby=None, **kw):
        """Odoo's list, once its sort and filter keys are ones it offers (it
        looks them up unchecked: HTTP 500 for ?sortby=junk or ?filterby=junk)
        and its dates are dates (they go to SQL)."""
        return redirect_without_bad_params({
            'sortby': one_of(self._get_account_searchbar_sortings()),
            'filterby': one_of(self._get_account_searchbar_filters()),
            'date_begin': is_datetime,
            'date_end': is_datetime,
        }) or super().portal_my_invoices(
            page=page, date_begin=date_begin, date_end=date_end, sortby=sortby, filterby=filterby, **kw)

    def _get_account_searchbar_inputs(self):
        return {
            'all': {'input': 'all', 'label': _('Search in All')},
            'name': {'input': 'name', 'label': _('Search in Number')},
            'ref': {'input': 'ref', 'label': _('Search in Reference')},
        }

    def _get_account_search_fields(self):
        return {'name': ['name'], 'ref': ['ref', 'payment_reference', 'invoice_origin']}

    def _prepare_my_invoices_values(self, page, date_begin, date_end, sortby, filterby, domain=None,
                                    url="/my/invoices"):
        inputs = self._get_account_searchbar_inputs()
        search_in, search = self._weekbox_list_search(inputs)
        searched = self._weekbox_search_domain('account.move', self._get_account_search_fields(), search_in, search)
        values = super()._prepare_my_invoices_values(
            page, date_begin, date_end, sortby, filterby, domain=expression.AND([domain or [], searched]), url=url)
        values.update({'searchbar_inputs': inputs, 'search_in': search_in, 'search': search})
        if search:
            values['pager']['url_args'].update({'search_in': search_in, 'search': search})
        return values
