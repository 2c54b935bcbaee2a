from odoo import models
from odoo.http import request

# website_sale.address's text fields, as the widget's `values` names them.
ADDRESS_TEXT_FIELDS = ('name', 'email', 'phone', 'vat', 'street', 'street2', 'zip', 'city')


def _checkout_value(checkout, field):
    """A value of website_sale's `checkout` render value: the partner being
    edited, the posted form (a dict of strings) or {} (a new address)."""
    if isinstance(checkout, models.BaseModel):
        return checkout[field] if field in checkout._fields else False
    return checkout.get(field) if isinstance(checkout, dict) else False


def _as_text(value):
    return value if isinstance(value, str) else ''


def _as_id(value):
    """A many2one of `checkout`: a record (a partner's), or the posted id as text."""
    if isinstance(value, models.BaseModel):
        return value.id or 0
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return int(value) if isinstance(value, str) and value.isdigit() else 0


# The address form's Google Places autocomplete (website_sale_autocomplete):
# Odoo's widget on the address page.
AUTOCOMPLETE_MODULE = 'website_sale_autocomplete'


class Website(models.Model):
    _inherit = 'website'

    # ------------------------------------------------------------
    # LEAN PAGES (issue #34, website_weekbox_site)
    # ------------------------------------------------------------

    def _weekbox_lean_page_keys(self):
        """The address form (/shop/address) and the address cards
        (/shop/checkout) are this addon's widgets; the rest of these pages is
        plain: the checkout's steps and navigation links, the "Sign in" link,
        the order summary's collapse and the loyalty's claim buttons (run by
        the lean page's script), the promo code form (the shop widgets', or
        Odoo's form, submitted by the lean page's script too)."""
        return super()._weekbox_lean_page_keys() | {'website_sale.address', 'website_sale.checkout'}

    def _weekbox_lean_page_reasons(self, key, main_object):
        """What on the address page is still Odoo's JS: Google's address
        autocomplete, and the analytics event of a visitor's "Sign in" link
        (website_sale's tracking sends a virtual page view for it when the
        website has Google Analytics). Read per request (the visitor, the
        website's settings)."""
        reasons = super()._weekbox_lean_page_reasons(key, main_object)
        if key != 'website_sale.address':
            return reasons
        if self.env['ir.module.module'].sudo()._get(AUTOCOMPLETE_MODULE).state == 'installed':
            reasons.append("the address form's autocomplete is Odoo's")
        if self.google_analytics_key and self.account_on_checkout != 'disabled' and self.env.user._is_public():
            reasons.append("Google Analytics' sign-in event of the checkout is sent by Odoo's JS")
        return reasons

    # ------------------------------------------------------------
    # WIDGET PROPS (views/website_sale_address_widget_templates.xml)
    # ------------------------------------------------------------

    def _prepare_weekbox_address_form_props(
        self, order, mode, checkout, error, partner_id, country, use_same=False, callback=None,
        can_edit_vat=False, only_services=False, is_public_order=False, is_public_user=False,
    ):
        """`data-props` of the address form
        (widgets/shop/address/shop-address-form-props.ts), from
        website_sale.address's render values (WebsiteSale.address).

        The countries and states offered follow the spec's shipping select
        (§4.2): an address the order is shipped to (a shipping address, or a
        billing address that is also the shipping one: `use_same`) is offered
        the countries and states the website ships to (mode 'shipping' of
        website_sale's res.country methods), a billing address alone every
        country. The widget switches when the customer ticks or unticks "Ship
        to the same address".
        """
        self.ensure_one()
        update_mode, address_mode = mode
        use_same_editable = mode == ('new', 'billing') and not only_services
        if use_same_editable:
            ships_here = bool(use_same)
        else:
            # website_sale.address posts this as its hidden use_same.
            ships_here = partner_id == order.partner_shipping_id.id == order.partner_invoice_id.id
        scope = 'shipping' if address_mode == 'shipping' or ships_here else 'billing'
        Country = self.env['res.country']
        values = {field: _as_text(_checkout_value(checkout, field)) for field in ADDRESS_TEXT_FIELDS}
        values.update({
            'company_name': _as_text(
                _checkout_value(checkout, 'commercial_company_name') or _checkout_value(checkout, 'company_name')
            ),
            'country_id': country.id or 0,
            'state_id': _as_id(_checkout_value(checkout, 'state_id')) if country else 0,
        })
        return {
            'csrfToken': request.csrf_token(),
            'mode': address_mode,
            'isNew': update_mode == 'new',
            'partnerId': partner_id or 0,
            'callback': callback or '',
            'values': values,
            'errors': {
                field: kind for field, kind in (error or {}).items()
                if field != 'error_message' and kind in ('missing', 'error')
            },
            'errorMessages': [message for message in (error or {}).get('error_message', []) if message],
            'countries': [
                {'id': c.id, 'name': c.name} for c in Country.get_website_sale_countries(mode='billing')
            ],
            'shippingCountryIds': Country.get_website_sale_countries(mode='shipping').ids,
            'countryInfo': country and {
                'country_id': country.id,
                'mode': scope,
                'info': country._prepare_weekbox_country_info(scope),
            } or None,
            'useSame': {'editable': use_same_editable, 'checked': ships_here},
            'isPublicUser': bool(is_public_user),
            'b2b': self._prepare_weekbox_address_b2b(
                order, mode, checkout, partner_id, can_edit_vat, is_public_order,
            ),
        }

    def _prepare_weekbox_address_b2b(self, order, mode, checkout, partner_id, can_edit_vat, is_public_order):
        """The company name and VAT fields, as website_sale.address shows them:
        None when hidden, else {readonly} (once documents were issued)."""
        vat = _checkout_value(checkout, 'vat')
        shown = self._display_partner_b2b_fields() and (
            (mode == ('new', 'billing') and is_public_order
             or mode == ('edit', 'billing') and partner_id == order.partner_id.id)
            and (can_edit_vat or vat)
        )
        return {'readonly': bool(vat and not can_edit_vat)} if shown else None

    def _prepare_weekbox_address_cards_props(self, order, mode, addresses, selected_address):
        """`data-props` of the address cards of `mode`
        (widgets/shop/address/shop-address-cards-props.ts), as
        website_sale.row_addresses and address_kanban show them.

        :param addresses: the partners website_sale's checkout_values lists for this mode
        :param selected_address: the order's address of this mode
        """
        self.ensure_one()
        if len(addresses) == 1:
            selected = addresses
        else:
            selected = selected_address if selected_address in addresses else addresses.browse()
        add_url = None
        if mode == 'shipping' or not order.website_id.is_public_user():
            add_url = f'/shop/address?mode={mode}'
        return {
            'mode': mode,
            'csrfToken': request.csrf_token(),
            'addresses': [self._prepare_weekbox_address_card(order, mode, address) for address in addresses],
            'selectedId': selected.id or None,
            'addUrl': add_url,
        }

    def _prepare_weekbox_address_card(self, order, mode, address):
        # The lines website_sale's contact widget shows (name, then the address).
        name, *lines = address.with_context(show_address=True).display_name.split('\n')
        can_edit = address._can_be_edited_by_current_customer(order, mode)
        return {
            'id': address.id,
            'name': name,
            'lines': [line for line in (line.strip() for line in lines) if line],
            'editUrl': f'/shop/address?mode={mode}&partner_id={address.id}' if can_edit else None,
        }
