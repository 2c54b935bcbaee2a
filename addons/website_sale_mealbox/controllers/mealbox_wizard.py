"""JSON-RPC routes of the meal box wizard's compose, extra and login steps.

Every route works on the visitor's own cart (website._mealbox_get_order); the
spec's informational params (meal, meal_no, person, price_list_price,
count_line, current_state, …: the page's copy of the order context, §3.4) are
accepted so a widget speaking the spec's contract is served, checked for their
type like any param, and never used: the order on the server is the truth.
"""
from odoo import _, http
from odoo.exceptions import UserError, ValidationError
from odoo.http import request

from odoo.addons.website_weekbox.params import as_flag, as_id, as_id_list, as_int, as_number, as_text
from odoo.addons.website_sale_mealbox.models.product_template import MEALBOX_TOGGLE_FIELDS

from .mealbox_values import MealboxValues

WIZARD_STATES = ('compose', 'extra', 'login', 'delivery')
TOGGLE_FILTERS = tuple(MEALBOX_TOGGLE_FIELDS)


def as_state(value):
    """A step of the wizard ('compose' when not given)."""
    if value in (None, ''):
        return 'compose'
    if isinstance(value, (list, dict)) or value not in WIZARD_STATES:
        raise ValidationError(_("Unknown step: %(state)s.", state=str(value)[:40]))
    return value


def as_toggle(value):
    """'do_something', 'do_nothing', or None for "no filter" (0, '', null)."""
    if value in (None, False, 0, '0', ''):
        return None
    if isinstance(value, (list, dict)) or value not in TOGGLE_FILTERS:
        raise ValidationError(_("Unknown filter."))
    return value


def check_box_context(meal=None, meal_no=None, person=None, price_list_price=None, count_line=None,
                      current_state=None, meal_id=None):
    """The spec's informational params: junk is refused as for any param, a
    well-typed value (even a lying one) is ignored."""
    for value in (meal, meal_no):
        as_int(value, _("Number of meals"), 0, 99, default=0)
    as_int(count_line, _("Number of dishes"), 0, default=0)
    as_int(person, _("Number of people"), 0, 99, default=0)
    as_number(price_list_price, _("Amount"))
    as_state(current_state)
    as_id(meal_id, _("Product"), required=False)


class MealboxWizardController(MealboxValues):

    # ------------------------------------------------------------
    # HELPERS
    # ------------------------------------------------------------

    def _get_product(self, product_id):
        product = request.env['product.product'].sudo().browse(as_int(product_id, _("Product"), 1)).exists()
        if not product:
            raise UserError(_("This product is no longer available."))
        return product

    def _filters(self, category=None, diet_list=None, filter=None):
        return {
            'category_ids': as_id_list(category, _("Category")),
            'diet_ids': as_id_list(diet_list, _("Diet")),
            'toggle': as_toggle(filter),
        }

    def _prepare_continue_values(self, order):
        """Next on compose (is_continue, spec §4.3): what the extra step shows,
        so the wizard moves on with this one call."""
        return {
            **self._prepare_mealbox_extra_values(order),
            'alerts': request.env['mealbox.step.alert']._mealbox_alerts_for(request.website, 'extra'),
            'is_public_user': request.website.is_public_user(),
        }

    # ------------------------------------------------------------
    # ROUTES
    # ------------------------------------------------------------

    @http.route('/load/mealbox', type='json', weekbox_rpc=True, auth='public', website=True)
    def load_mealbox(self, meal=None, people=None, order_id=None, state=None, category=None,
                     diet_list=None, filter=None, meal_id=None, pricelist_price=None):
        """Opens the wizard at a step: puts the box size on the visitor's cart
        (creating it) and returns everything the step shows. The box comes from
        meal x people, never from meal_id or pricelist_price (informational)."""
        check_box_context(meal_id=meal_id, price_list_price=pricelist_price)
        meals = as_int(meal, _("Number of meals"), 1, 99)
        persons = as_int(people, _("Number of people"), 1, 99)
        state = as_state(state)
        filters = self._filters(category, diet_list, filter)
        order = request.website._mealbox_get_order(order_id, create=True)
        order._mealbox_set_box(meals, persons)
        return {
            **self._prepare_mealbox_summary_values(order),
            'state': state,
            **self._prepare_mealbox_compose_values(order, filters),
            **self._prepare_mealbox_extra_values(order),
            **request.website._prepare_mealbox_filter_values(),
            'alerts': request.env['mealbox.step.alert']._mealbox_alerts_for(request.website, state),
            'is_public_user': request.website.is_public_user(),
            # What /mealbox/meal/validate answers, so a page opened at the
            # delivery step (after logging in, a reload) paints with one call less.
            'box_ready': order._mealbox_is_box_ready(),
        }

    @http.route('/mealbox/add/meal', type='json', weekbox_rpc=True, auth='public', website=True)
    def add_meal(self, product_id=None, order_id=None, line_id=None, remove_product=None,
                 is_continue=None, category=None, diet_list=None, filter=None, meal=None, meal_no=None,
                 person=None, price_list_price=None, state=None, current_state=None, count_line=None):
        """Adds a dish (or removes one with remove_product), or — with
        is_continue (Next, spec §4.3) — checks the box is complete and answers
        the extra step's lists too. state and current_state are informational:
        is_continue decides. Answers the box and the dishes whose availability
        changed, not the menu again (see _prepare_mealbox_dish_change_values)."""
        check_box_context(meal, meal_no, person, price_list_price, count_line, current_state)
        as_state(state)
        continuing = as_flag(is_continue)
        order = request.website._mealbox_get_order(order_id, required=True)
        filters = self._filters(category, diet_list, filter)
        before = order._mealbox_lines('dish').product_id.product_tmpl_id
        if continuing:
            order._mealbox_check_complete()
        elif as_flag(remove_product):
            order._mealbox_remove_one('dish', as_int(line_id, _("Line"), default=0),
                                      product_id and self._get_product(product_id))
        else:
            order._mealbox_add_dish(self._get_product(product_id))
        return {
            **self._prepare_mealbox_summary_values(order),
            **self._prepare_mealbox_dish_change_values(order, before, filters),
            'next_state': 'extra' if continuing else None,
            **(self._prepare_continue_values(order) if continuing else {}),
        }

    @http.route('/mealbox/remove/meal', type='json', weekbox_rpc=True, auth='public', website=True)
    def remove_meal(self, order_id=None, line_id=None, product_id=None, remove_product=None,
                    quantity=None, category=None, diet_list=None, filter=None, meal=None, meal_no=None,
                    price_list_price=None):
        """One dish less (remove_product=1), one more (0), or — with quantity —
        the quantity typed in the cart panel. Answers as /mealbox/add/meal does."""
        check_box_context(meal, meal_no, price_list_price=price_list_price)
        order = request.website._mealbox_get_order(order_id, required=True)
        filters = self._filters(category, diet_list, filter)
        line = as_int(line_id, _("Line"), default=0)
        product = self._get_product(product_id) if product_id else None
        before = order._mealbox_lines('dish').product_id.product_tmpl_id
        if quantity is not None:
            order._mealbox_change_qty('dish', as_int(quantity, _("Quantity"), 0, 99), line, product)
        elif as_flag(remove_product):
            order._mealbox_remove_one('dish', line, product)
        else:
            order._mealbox_add_dish(product or order._mealbox_find_line('dish', line).product_id)
        return {
            **self._prepare_mealbox_summary_values(order),
            **self._prepare_mealbox_dish_change_values(order, before, filters),
        }

    @http.route('/mealbox/add/extra-meal', type='json', weekbox_rpc=True, auth='public', website=True)
    def add_extra_meal(self, order_id=None, product_id=None, add_product=None, quantity=None,
                       line_id=None, meal=None, meal_no=None, price_list_price=None):
        """Adds one extra (add_product=1), removes one (0), or sets its quantity.
        Spec shape: a list whose first item carries the totals."""
        check_box_context(meal, meal_no, price_list_price=price_list_price)
        order = request.website._mealbox_get_order(order_id, required=True)
        line = as_int(line_id, _("Line"), default=0)
        product = self._get_product(product_id) if product_id else None
        if quantity is not None:
            order._mealbox_change_qty('extra', as_int(quantity, _("Quantity"), 0, 99), line, product)
        elif as_flag(add_product):
            if not product and line:  # one more of a cart line, as /mealbox/remove/meal does for dishes
                product = order._mealbox_find_line('extra', line).product_id
            order._mealbox_add_extra(product or self._get_product(product_id))
        else:
            order._mealbox_remove_one('extra', line, product)
        summary = self._prepare_mealbox_summary_values(order)
        extra_lines = order._mealbox_lines('extra')
        return [{
            **summary,
            'total_price': order._mealbox_display_amount(extra_lines),
            **self._prepare_mealbox_extra_values(order),
        }]

    @http.route(['/mealbox/diet', '/mealbox/category'], type='json', weekbox_rpc=True, auth='public', website=True)
    def filter_products(self, order_id=None, state=None, category=None, diet_list=None, filter=None,
                        meal=None, meal_no=None, price_list_price=None, after=None):
        """The dishes left once filtered (compose: one page, or the page after
        the dish `after` when the visitor asks for more), or the extras left (extra)."""
        check_box_context(meal, meal_no, price_list_price=price_list_price)
        order = request.website._mealbox_get_order(order_id, required=True)
        state = as_state(state)
        filters = self._filters(category, diet_list, filter)
        after = as_id(after, _("dish"), required=False, default=0)
        if state == 'extra':
            if after:  # extras come whole: a page after one means the page is out of date
                raise UserError(_("The extras are not shown a page at a time: please reload the page."))
            remaining = order._mealbox_remaining_extras(category_ids=filters['category_ids'])
            return {'count_line': order._mealbox_count_line(), 'product_remaining': remaining, 'remaining_more': 0}
        return self._prepare_mealbox_remaining_page_values(order, filters, after=after)

    @http.route('/mealbox/get/filter', type='json', weekbox_rpc=True, auth='public', website=True)
    def get_filter(self, filter=None):
        """Which of the week's dishes a toggle filter hides and shows."""
        toggle = as_toggle(filter)
        website = request.website
        field = MEALBOX_TOGGLE_FIELDS.get(toggle)
        shown, _count = website._mealbox_menu_rows([(field, '=', True)] if field else None)
        hidden, _count = website._mealbox_menu_rows([(field, '=', False)]) if field else ([], 0)
        shown = [row['product_id'] for row in shown]
        hidden = [row['product_id'] for row in hidden]
        return {'filter': toggle or 0, 'product_show_list': shown, 'product_hide_list': hidden}

    @http.route('/mealbox/get/order', type='json', weekbox_rpc=True, auth='public', website=True)
    def get_order(self, sale_order_id=None, state=None, person=None, meal=None):
        check_box_context(meal, person=person)
        order = request.website._mealbox_get_order(sale_order_id, required=True)
        return {**self._prepare_mealbox_summary_values(order), 'state': as_state(state)}

    @http.route('/mealbox/get/login', type='json', weekbox_rpc=True, auth='public', website=True)
    def get_login(self, meal=None, person=None, order=None):
        """Where a guest logs in (or signs up) and comes back to the same box, at delivery."""
        meals = as_int(meal, _("Number of meals"), 1, 99)
        persons = as_int(person, _("Number of people"), 1, 99)
        return self._prepare_mealbox_login_values(
            request.website._mealbox_get_order(order, required=True), meals, persons)

    @http.route('/mealbox/get_product', type='json', weekbox_rpc=True, auth='public', website=True)
    def get_product(self, product_id=None):
        """The meal detail modal: a dish's details, keyed by its product id (spec)."""
        return self._get_product(product_id)._prepare_mealbox_detail_values()

    @http.route('/mealbox/meal/validate', type='json', weekbox_rpc=True, auth='public', website=True)
    def validate_meal(self, meal=None, order_id=None, remark=None):
        """True when the box holds exactly its meals, all on the current menu
        (checked again before paying: the menu may have changed since compose)."""
        order = request.website._mealbox_get_order(order_id, required=True)
        remark = as_text(remark, _("Remark"))
        if remark:
            order.mealbox_remark = remark
        meals = as_int(meal, _("Number of meals"), 0, 99, default=0)
        return order._mealbox_is_box_ready_for(meals)

    @http.route('/mealbox/cart', type='json', weekbox_rpc=True, auth='public', website=True)
    def mealbox_cart(self, product_id=None, new_qty=None, order_id=None, meal=None):
        """The box's running total; with product_id and new_qty, sets that dish's
        or extra's quantity first."""
        check_box_context(meal)
        order = request.website._mealbox_get_order(order_id)
        if not order:
            return request.website._prepare_mealbox_empty_cart_values()
        if product_id:
            product = self._get_product(product_id)
            line_type = 'extra' if product.product_tmpl_id.is_mealbox_extra else 'dish'
            order._mealbox_change_qty(line_type, as_int(new_qty, _("Quantity"), 0, 99), product=product)
        summary = self._prepare_mealbox_summary_values(order)
        return {**summary, 'price': summary['amount_total']}
