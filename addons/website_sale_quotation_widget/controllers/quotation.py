from odoo import _, http
from odoo.exceptions import AccessError, MissingError, ValidationError

from odoo.addons.sale_management.controllers.portal import CustomerPortal
from odoo.addons.website_weekbox.params import as_text

# Odoo's signature form has no limit; a name longer than this is no name.
NAME_MAX_LENGTH = 200


def _record_id(value, name):
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ValidationError(_("%s must be a record id.", name))
    return value


def _flag(value, name):
    if not isinstance(value, bool):
        raise ValidationError(_("%s must be true or false.", name))
    return value


class QuotationWidgetPortal(CustomerPortal):

    def _weekbox_quote_order(self, order_id, token):
        """The quotation the visitor may see: their own (logged in) or the one
        `token` opens, as Odoo's portal routes check it."""
        order_id = _record_id(order_id, 'order_id')
        if token is not None and not isinstance(token, str):
            raise ValidationError(_("token must be text."))
        refused = _("This quotation cannot be found, or your link to it has expired.")
        if token and not token.isascii():
            # Odoo's token comparison (consteq) raises a TypeError on other text.
            raise AccessError(refused)
        try:
            return self._document_check_access('sale.order', order_id, access_token=token or None)
        except (AccessError, MissingError):
            raise AccessError(refused)

    def _prepare_weekbox_quote_result(self, order_sudo, line_values):
        state = order_sudo._prepare_weekbox_quote_state()
        return {
            'order_amount_total': state['amount_total'],
            'order_amount_untaxed': state['amount_untaxed'],
            'order_amount_tax': state['amount_tax'],
            'order_line_product_uom_qty': line_values['product_uom_qty'],
            'order_line_price_total': line_values['price_total'],
            'order_line_price_subtotal': line_values['price_subtotal'],
            'line_removed': line_values['removed'],
            'quote': state,
        }

    def _weekbox_change_quote_line(self, order_id, line_id, token, remove, unlink, input_quantity):
        """The checks and the change of both line routes (ours and Odoo's)."""
        order_sudo = self._weekbox_quote_order(order_id, token)
        line_values = order_sudo._weekbox_quote_update_line(
            _record_id(line_id, 'line_id'), remove=_flag(remove, 'remove'), unlink=_flag(unlink, 'unlink'),
            input_quantity=input_quantity)
        return order_sudo, line_values

    def _weekbox_add_quote_option(self, order_id, option_id, token):
        """The checks and the change of both option routes (ours and Odoo's)."""
        order_sudo = self._weekbox_quote_order(order_id, token)
        order_sudo._weekbox_quote_add_option(_record_id(option_id, 'option_id'))
        return order_sudo

    @http.route('/quote/update_line_dict', type='json', auth='public', website=True, weekbox_rpc=True)
    def weekbox_quote_update_line(self, order_id=None, line_id=None, token=None, remove=False, unlink=False,
                                  input_quantity=False):
        """Changes an optional line of a quotation (one unit more or less, a
        typed quantity, or removed) and answers the line and the order in
        numbers (spec §7.1). Refused with a reason, nothing changed, when the
        quotation or the line cannot be changed online."""
        order_sudo, line_values = self._weekbox_change_quote_line(
            order_id, line_id, token, remove, unlink, input_quantity)
        return self._prepare_weekbox_quote_result(order_sudo, line_values)

    @http.route('/quote/update_line', type='json', auth='public', website=True, weekbox_rpc=True)
    def weekbox_quote_update_line_fallback(self, order_id=None, line_id=None, token=None, remove=False,
                                           unlink=False):
        """The spec's fallback of /quote/update_line_dict (§7.1): the same
        change without a typed quantity, answered [quantity, total] (then the
        quotation in numbers, which the widget shows), or nothing (false)
        once the quotation can no longer be changed online: the page then
        reloads (§4.1) and shows it as it is now."""
        order_sudo = self._weekbox_quote_order(order_id, token)
        if not order_sudo._can_be_edited_on_portal():
            return False
        order_sudo, line_values = self._weekbox_change_quote_line(order_id, line_id, token, remove, unlink, False)
        state = order_sudo._prepare_weekbox_quote_state()
        return [line_values['product_uom_qty'], state['amount_total'], state]

    @http.route('/quote/add_option', type='json', auth='public', website=True, weekbox_rpc=True)
    def weekbox_quote_add_option(self, order_id=None, option_id=None, token=None):
        """Adds one of the quotation's options; answers the quotation in numbers."""
        return self._weekbox_add_quote_option(order_id, option_id, token)._prepare_weekbox_quote_state()

    @http.route('/my/orders/accept', type='json', auth='public', website=True, weekbox_rpc=True)
    def weekbox_quote_accept(self, order_id=None, access_token=None, name=None, signature=None):
        """Odoo 17's /my/orders/<id>/accept with the order id as a param (the
        widgets' routes are typed by path). The quotation is checked first as
        the other quotation routes check it (a refusal as an error, like every
        route of the site, where Odoo answers {error}); Odoo's own route (with
        its name check, below) does the rest: {error} or {force_refresh,
        redirect_url}."""
        order_sudo = self._weekbox_quote_order(order_id, access_token)
        return self.portal_quote_accept(order_sudo.id, access_token=access_token, name=name, signature=signature)

    # Odoo's own quotation routes stay reachable (its pages' scripts, or anyone
    # posting to them): they make the same checks as the widgets' routes, so
    # none of these rules can be reached around.

    @http.route()
    def portal_quote_accept(self, order_id, access_token=None, name=None, signature=None):
        """A name is required (Odoo's form asks for one, its route does not
        check; a NUL or an endless one crashed its write), and a signature as
        text (anything else crashed Odoo's write)."""
        name = as_text(name, _("Name"), NAME_MAX_LENGTH).strip()
        if not name:
            return {'error': _("Please enter your name.")}
        if not isinstance(signature, str):
            return {'error': _("Signature is missing.")}
        return super().portal_quote_accept(order_id, access_token=access_token, name=name, signature=signature)

    @http.route()
    def portal_quote_option_update(self, order_id, line_id, access_token=None, remove=False, unlink=False,
                                   input_quantity=False, **kwargs):
        """Odoo's answer (nothing) after the widgets' route's checks: a typed
        quantity a number of zero or more and at most MAX_QUANTITY, refusals
        said rather than silent."""
        self._weekbox_change_quote_line(order_id, line_id, access_token, remove, unlink, input_quantity)

    @http.route()
    def portal_quote_add_option(self, order_id, option_id, access_token=None, **kwargs):
        """Odoo 17's adds an option to an order in any state (a confirmed
        order included): the widgets' route's checks first."""
        self._weekbox_add_quote_option(order_id, option_id, access_token)
