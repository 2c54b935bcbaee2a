"""The query parameters of website_sale's catalogue (/shop, its pages and
categories) and product page that Odoo's code reads unchecked (int() on the
category and the attribute filters, the sort key put in the ORM's order, a
price of 1e309): a bad value no longer ends in a server error; the page is
served without it (website_weekbox/page_params.py)."""
from odoo import http
from odoo.http import request

from odoo.addons.website_sale.controllers.main import WebsiteSale
from odoo.addons.website_weekbox.page_params import (
    is_attribute_value, is_finite_number, is_id, one_of, redirect_without_bad_params,
)


class WeekboxShopPageParams(WebsiteSale):

    def _weekbox_shop_param_rules(self):
        """What each catalogue parameter Odoo reads may hold: a sort the
        website offers, ids, "<attribute>-<value>" filters, finite prices and
        a whole quantity."""
        return {
            'order': one_of(key for key, _label in request.website._get_product_sort_mapping()),
            'category': is_id,
            'attrib': is_attribute_value,
            'tags': is_id,
            'min_price': is_finite_number,
            'max_price': is_finite_number,
            'add_qty': is_id,
        }

    def _weekbox_product_param_rules(self):
        return {'category': is_id, 'attrib': is_attribute_value, 'add_qty': is_id}

    @http.route()
    def shop(self, page=0, category=None, search='', min_price=0.0, max_price=0.0, ppg=False, **post):
        return redirect_without_bad_params(self._weekbox_shop_param_rules()) or super().shop(
            page=page, category=category, search=search, min_price=min_price, max_price=max_price, ppg=ppg, **post)

    @http.route()
    def product(self, product, category='', search='', **kwargs):
        return redirect_without_bad_params(self._weekbox_product_param_rules()) or super().product(
            product, category=category, search=search, **kwargs)
