"""The website pages of the meal box: the wizard page (/mealbox) renders the
wizard's mount point with what the URL says; the widget loads the rest."""
from odoo import http
from odoo.exceptions import AccessError, UserError, ValidationError
from odoo.http import request

from odoo.addons.website_weekbox.params import as_int

from .mealbox_wizard import WIZARD_STATES


class MealboxPagesController(http.Controller):

    def _prepare_wizard_props(self, meal, people, state, order_id):
        """Initial props of the wizard widget. The order id is kept only when it
        is the visitor's own cart: a shared or stale link starts a new box.
        `pageBox`: the box of this size (product and price), which the first
        /load/mealbox names as the spec's callers do."""
        try:
            order = request.website._mealbox_get_order(order_id)
        except (AccessError, UserError, ValidationError):
            order = request.env['sale.order']
        return {
            'meal': meal,
            'people': people,
            'state': state,
            'orderId': order.id or None,
            'isPublicUser': request.website.is_public_user(),
            'pageBox': request.env['mealbox.box']._get_page_box(request.website, meal, people),
        }

    @http.route('/mealbox', type='http', auth='public', website=True, sitemap=False)
    def mealbox(self, meal=None, people=None, state=None, order_id=None, **_ignored):
        try:
            meals = as_int(meal, 'meal', 1, 99)
            persons = as_int(people, 'people', 1, 99)
        except ValidationError:
            # No box size (an old bookmark, a hand-typed URL): choose one first.
            return request.redirect('/#your-box')
        state = state if state in WIZARD_STATES else 'compose'
        return request.render('website_sale_mealbox.mealbox_wizard_page', {
            'wizard_props': self._prepare_wizard_props(meals, persons, state, order_id),
        })
