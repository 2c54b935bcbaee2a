from odoo import _, http
from odoo.exceptions import ValidationError
from odoo.http import request

from odoo.addons.website_sale.controllers.main import WebsiteSale
from odoo.addons.website_weekbox.page_params import check_form_params, is_flag, is_int, redirect_without_bad_params
from odoo.addons.website_weekbox.params import as_choice, as_id

ADDRESS_MODES = ('billing', 'shipping')


class WebsiteSaleAddressWidget(WebsiteSale):
    """ The route of the Weekbox address form on top of website_sale's:

    - `/shop/country_infos` is website_sale's `/shop/country_infos/<country>`
      with the country as a param (the widgets' JSON-RPC client posts to a
      route's path; it does not put params in it).

    The address form itself keeps posting to website_sale's `/shop/address`,
    and the address cards to its `/shop/cart/update_address`: Odoo's own
    validation and access checks stay the only ones, once the values Odoo
    reads unchecked are of their kind (`address`).
    """

    def _weekbox_address_param_rules(self):
        """What Odoo's address page reads unchecked (int(), str2bool())."""
        return {'partner_id': is_int, 'use_same': is_flag}

    @http.route()
    def address(self, **kw):
        """ Odoo's address page and form, never a server error for a value of
        the wrong kind: the page without it (GET), a 400 saying so (a post,
        which only a forged form makes so). """
        rules = self._weekbox_address_param_rules()
        if request.httprequest.method == 'POST':
            check_form_params(rules, kw)
            return super().address(**kw)
        return redirect_without_bad_params(rules) or super().address(**kw)

    @http.route('/shop/country_infos', type='json', weekbox_rpc=True, auth='public', methods=['POST'], website=True)
    def weekbox_country_infos(self, country_id=None, mode=None):
        """ Return what a country asks of an address: website_sale's own
        answer (`country_infos`, overrides included).

        :param int country_id: The country, as a `res.country` id.
        :param str mode: 'billing' (all its states) or 'shipping' (the states the website ships to).
        :return: {fields, states: [[id, name, code]], phone_code, zip_required, state_required}
        :rtype: dict
        :raise ValidationError: "Invalid country reference." for an unknown country,
                                "Unknown address mode." for another mode.
        """
        country = request.env['res.country'].browse(as_id(country_id, _("country"))).exists()
        if not country:
            raise ValidationError(_("Invalid %(what)s reference.", what=_("country")))
        return self.country_infos(country, as_choice(mode, ADDRESS_MODES, _("address mode")))
