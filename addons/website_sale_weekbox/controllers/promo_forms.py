"""Odoo's own routes that apply a promo code outside the widgets: website_sale's
/shop/pricelist form (the checkout's promo form without JavaScript, also a
pricelist's code) and website_sale_loyalty's /coupon/<code> link. The server
is the authority on every route: they count against the visitor's limit of
wrong codes as /shop/weekbox/promo and /check/promo do
(weekbox.promo.attempt), and answer bad input with Odoo's own messages, never
a server error."""
from werkzeug.urls import url_encode, url_parse

from odoo import _, http
from odoo.http import request

from odoo.addons.website_sale_loyalty.controllers.main import WebsiteSale as LoyaltyWebsiteSale
from odoo.addons.website_sale_weekbox.const import MAX_PROMO_CODE


def _is_storable_code(code):
    """Whether `code` can be looked up (PostgreSQL text holds no NUL)."""
    return len(code) <= MAX_PROMO_CODE and '\x00' not in code


class WeekboxPromoCodeForms(LoyaltyWebsiteSale):

    @http.route()
    def pricelist(self, promo, **post):
        """Odoo's form: its answers stay Odoo's (the cart page's messages in
        the session, `code_not_available`), with the visitor's limit of wrong
        codes, and a message instead of a server error without a cart
        (website_sale_loyalty tries the code on no order)."""
        if not promo:
            return super().pricelist(promo, **post)  # no code: back to the website's pricelist
        redirect = post.get('r', '/shop/cart')
        order = request.website.sale_get_order()
        if not order:
            request.session['error_promo_code'] = _("Your cart is empty.")
            return request.redirect(redirect)
        if not _is_storable_code(promo):
            request.session['error_promo_code'] = _("This promo code is not valid.")
            return request.redirect(redirect)
        attempts = request.env['weekbox.promo.attempt'].sudo()
        attempt_id = attempts._weekbox_record_request_attempt()
        if not attempt_id:
            request.session['error_promo_code'] = attempts._weekbox_too_many_message()
            return request.redirect(redirect)
        # Odoo says how it went in the session (a refusal) and in the
        # redirect (an unknown pricelist code): read after, so start clean.
        request.session.pop('error_promo_code', None)
        response = super().pricelist(promo, **post)
        refused = request.session.get('error_promo_code') or 'code_not_available=1' in (response.location or '')
        if not refused:
            attempts._weekbox_withdraw_attempt(attempt_id)
        return response

    @http.route()
    def activate_coupon(self, code, r='/shop', **kw):
        """Odoo's coupon link: the code is tried on the cart at once, or kept
        for the cart to come; either counts against the visitor's limit of
        wrong codes unless it applied (Odoo's `notify_coupon`)."""
        code = code.strip()
        attempts = request.env['weekbox.promo.attempt'].sudo()
        attempt_id = _is_storable_code(code) and attempts._weekbox_record_request_attempt()
        if not attempt_id:
            message = _("This promo code is not valid.") if not _is_storable_code(code) \
                else attempts._weekbox_too_many_message()
            url = url_parse(r)
            query = url.decode_query()
            query.pop('notify_coupon', None)
            query.pop('coupon_error_type', None)
            query['coupon_error'] = message
            return request.redirect(url.replace(query=url_encode(query)).to_url())
        response = super().activate_coupon(code, r=r, **kw)
        if 'notify_coupon' in url_parse(response.location or '').decode_query():
            attempts._weekbox_withdraw_attempt(attempt_id)
        return response
