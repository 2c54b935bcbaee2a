"""The portal subscription widget's JSON routes (route group
`subscription`, widgets/core/rpc/routes/subscription-routes.ts). One call
per customer action, answering the subscription's state after it. Each
takes the customer's own subscription only (the same refusal whether the id
exists or not); the rules are the model's (models/mealbox_subscription_changes.py)."""
from odoo import _, fields, http
from odoo.exceptions import ValidationError
from odoo.http import request

from odoo.addons.website_weekbox.params import as_choice, as_flag, as_id, as_id_list, as_int, as_text

NOT_AVAILABLE = "This subscription is not available."


def own_subscription(subscription_id):
    """The logged-in customer's subscription `subscription_id`, sudo.

    :raise ValidationError: the same message whether it exists, is another
        customer's, or the id is not one
    """
    try:
        subscription_id = as_id(subscription_id, _("subscription"))
    except ValidationError:
        raise ValidationError(_(NOT_AVAILABLE))
    partner = request.env.user.partner_id
    subscription = request.env['mealbox.subscription'].sudo().search([
        ('id', '=', subscription_id),
        ('partner_id', 'child_of', partner.commercial_partner_id.id),
    ])
    if request.env.user._is_public() or not subscription:
        raise ValidationError(_(NOT_AVAILABLE))
    return subscription


def as_week(value):
    text = as_text(value, _("Week"), 10, required=True)
    try:
        week = fields.Date.to_date(text) if len(text) == 10 else None
    except ValueError:
        week = None
    if not week or week.weekday() != 0:
        raise ValidationError(_("Invalid week."))
    return week


class SubscriptionRoutes(http.Controller):

    @staticmethod
    def _state(subscription):
        return subscription._prepare_mealbox_state()

    @http.route('/my/subscriptions/state', type='json', auth='user', website=True, weekbox_rpc=True)
    def mealbox_subscription_state(self, subscription_id=None):
        """The subscription as the portal shows it (weeks, menus, history)."""
        return self._state(own_subscription(subscription_id))

    @http.route('/my/subscriptions/week/dish', type='json', auth='user', website=True, weekbox_rpc=True)
    def mealbox_subscription_week_dish(self, subscription_id=None, week=None, product_id=None, quantity=None):
        """How many of a dish the week's box holds (the compose step's rules, on that week's menu)."""
        subscription = own_subscription(subscription_id)
        week = as_week(week)
        product = request.env['product.product'].sudo().browse(as_id(product_id, _("dish"))).exists()
        if not product:
            raise ValidationError(_("This dish is not on this week's menu."))
        subscription._mealbox_set_week_dish(week, product, as_int(quantity, _("Quantity"), 0, 99))
        return self._state(subscription)

    @http.route('/my/subscriptions/week/reset', type='json', auth='user', website=True, weekbox_rpc=True)
    def mealbox_subscription_week_reset(self, subscription_id=None, week=None):
        """The chef's choice for the week again (the chosen dishes go)."""
        subscription = own_subscription(subscription_id)
        subscription._mealbox_reset_week(as_week(week))
        return self._state(subscription)

    @http.route('/my/subscriptions/week/skip', type='json', auth='user', website=True, weekbox_rpc=True)
    def mealbox_subscription_week_skip(self, subscription_id=None, week=None, skip=None):
        """Skips a week (no box, no charge), or brings it back."""
        subscription = own_subscription(subscription_id)
        subscription._mealbox_skip_week(as_week(week), as_flag(skip))
        return self._state(subscription)

    @http.route('/my/subscriptions/pause', type='json', auth='user', website=True, weekbox_rpc=True)
    def mealbox_subscription_pause(self, subscription_id=None, pause=None):
        """Pauses the subscription, or resumes it from the first week still open."""
        subscription = own_subscription(subscription_id)
        if as_flag(pause):
            subscription._mealbox_pause()
        else:
            subscription._mealbox_resume()
        return self._state(subscription)

    @http.route('/my/subscriptions/box', type='json', auth='user', website=True, weekbox_rpc=True)
    def mealbox_subscription_box(self, subscription_id=None, meals=None, people=None):
        """Another box size, from the next week still open."""
        subscription = own_subscription(subscription_id)
        subscription._mealbox_change_box(as_int(meals, _("Number of meals"), 1, 99),
                                         as_int(people, _("Number of people"), 1, 99))
        return self._state(subscription)

    @http.route('/my/subscriptions/delivery', type='json', auth='user', website=True, weekbox_rpc=True)
    def mealbox_subscription_delivery(self, subscription_id=None, delivery_type=None, address_id=None,
                                      store_id=None, weekday=None):
        """Home delivery to one of the customer's addresses, or pick-up at a store, and the day."""
        subscription = own_subscription(subscription_id)
        delivery_type = as_choice(delivery_type, ('delivery', 'pick_store'), _("delivery mode"))
        shipping = request.env['res.partner'].sudo().browse(
            as_id(address_id, _("address"), required=False, default=0)).exists()
        store = request.env['mealbox.pickup.store'].sudo().browse(
            as_id(store_id, _("store"), required=False, default=0)).exists()
        subscription._mealbox_change_delivery(delivery_type, shipping, store, as_int(weekday, _("Delivery day"), 0, 6))
        return self._state(subscription)

    @http.route('/my/subscriptions/card', type='json', auth='user', website=True, weekbox_rpc=True)
    def mealbox_subscription_card(self, subscription_id=None, token_id=None, consent=None):
        """Another of the customer's saved cards, with their consent to weekly charges."""
        subscription = own_subscription(subscription_id)
        token = request.env['payment.token'].sudo().browse(as_id(token_id, _("saved card"))).exists()
        subscription._mealbox_change_token(token, as_flag(consent))
        return self._state(subscription)

    @http.route('/my/subscriptions/diets', type='json', auth='user', website=True, weekbox_rpc=True)
    def mealbox_subscription_diets(self, subscription_id=None, diet_ids=None):
        """The diets the chef's choice respects."""
        subscription = own_subscription(subscription_id)
        diets = request.env['mealbox.diet'].sudo().browse(
            [diet for diet in as_id_list(diet_ids, _("Diets")) if diet]).exists()
        subscription._mealbox_change_diets(diets)
        return self._state(subscription)

    @http.route('/my/subscriptions/cancel', type='json', auth='user', website=True, weekbox_rpc=True)
    def mealbox_subscription_cancel(self, subscription_id=None, reason=None):
        """Cancels the subscription, with the customer's reason."""
        subscription = own_subscription(subscription_id)
        subscription._mealbox_cancel(as_text(reason, _("Reason"), 2000))
        return self._state(subscription)
