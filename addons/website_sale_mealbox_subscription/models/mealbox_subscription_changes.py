"""What the customer changes, from the contract form and the portal, each
rule enforced here (the routes are thin): every change locks the
subscription's row first, so the weekly run and the customer never act on
it at once (the run locks the same row, see mealbox_subscription_run.py),
and nothing changes while a week's order is due and not yet created.

A week's dishes follow the compose step's rules on that week's menu; the
box size its minima (sale.order._mealbox_check_box_size); the delivery
address must be in a delivery zone and the weekday one of the zone's or
store's days; the card one of the customer's, saved with a provider that
charges saved cards, with their consent to weekly charges.
"""
from datetime import timedelta

import psycopg2
import pytz

from odoo import _, api, fields, models
from odoo.exceptions import UserError, ValidationError

from odoo.addons.website_sale_mealbox.models.sale_order import BILLING_REQUIRED, SHIPPING_REQUIRED

from .mealbox_subscription import START_WEEKS_OFFERED

# How long a change waits for the weekly run to release the subscription.
LOCK_TIMEOUT = '3s'
CANCEL_REASON_MAX = 1000


class MealboxSubscription(models.Model):
    _inherit = 'mealbox.subscription'

    # ------------------------------------------------------------
    # LOCK
    # ------------------------------------------------------------

    def _mealbox_lock_for_change(self):
        """Locks this subscription's row for the rest of the transaction, then
        checks it may change: not cancelled, and no week's order due and not
        yet created (the weekly run is about to create it with what is there).

        Under PostgreSQL's repeatable read, a row another transaction changed
        and committed since this one began cannot be locked: Odoo replays the
        request, which then sees that change.
        """
        self.ensure_one()
        cr = self.env.cr
        try:
            with cr.savepoint(flush=False):
                cr.execute(f"SET LOCAL lock_timeout = '{LOCK_TIMEOUT}'")
                cr.execute('SELECT id FROM mealbox_subscription WHERE id = %s FOR UPDATE', [self.id])
                cr.execute('SET LOCAL lock_timeout = DEFAULT')
        except psycopg2.errors.LockNotAvailable:
            raise UserError(_("Your subscription is being updated (this week's orders are being prepared). "
                              "Please try again in a minute."))
        self.invalidate_recordset()
        if self.state == 'cancelled':
            raise UserError(_("This subscription is cancelled."))
        if self._mealbox_is_run_pending():
            raise UserError(_("This week's box is being prepared: its order cut-off has just passed. "
                              "Please try again in a few minutes."))

    def _mealbox_check_week_changeable(self, week_start):
        self.ensure_one()
        if week_start.weekday() != 0:
            raise ValidationError(_("Invalid week."))
        if not self._mealbox_is_week_open(week_start):
            raise UserError(_("The week of %(date)s is closed: its order cut-off has passed.",
                              date=fields.Date.to_string(week_start)))
        if week_start > self._mealbox_upcoming_weeks()[-1]:
            raise UserError(_("This week's menu is not open yet."))

    # ------------------------------------------------------------
    # A WEEK'S DISHES AND SKIPPING
    # ------------------------------------------------------------

    def _mealbox_get_week(self, week_start, create=False):
        self.ensure_one()
        week = self.week_ids.filtered(lambda w: w.week_start == week_start)
        if not week and create:
            week = self.env['mealbox.subscription.week'].sudo().create(
                {'subscription_id': self.id, 'week_start': week_start})
        return week

    def _mealbox_week_dishes(self, week_start):
        """The published dishes of the menu of `week_start`'s delivery date (sudo, menu order)."""
        self.ensure_one()
        return self.website_id._mealbox_current_dishes(today=self._mealbox_delivery_date(week_start))

    def _mealbox_set_week_dish(self, week_start, product, quantity):
        """Sets how many of the dish `product` the box of `week_start` holds
        (the compose step's stepper): a dish of that week's menu, a new line
        at least its minimum, a line below its minimum removed, never more
        dishes than the box's meals."""
        self.ensure_one()
        self._mealbox_lock_for_change()
        self._mealbox_check_week_changeable(week_start)
        week = self._mealbox_get_week(week_start)
        if week.skipped:
            raise UserError(_("This week is skipped: bring it back first to choose its dishes."))
        template = product.product_tmpl_id
        line = week.line_ids.filtered(lambda dish_line: dish_line.product_id == product)
        current = line.quantity if line else 0
        if quantity > current and (not product or template not in self._mealbox_week_dishes(week_start)):
            raise UserError(_("This dish is not on this week's menu."))
        minimum = template._mealbox_line_minimum('dish') if product else 1
        if quantity <= 0 or quantity < minimum:
            quantity = 0 if line or quantity <= 0 else minimum
        chosen = week._mealbox_chosen_count() if week else 0
        if chosen - current + quantity > self.meals:
            raise UserError(_("With your type of box it is not possible to add more than %(meals)s meals",
                              meals=self.meals))
        if line and not quantity:
            line.unlink()
        elif line:
            line.quantity = quantity
        elif quantity:
            week = week or self._mealbox_get_week(week_start, create=True)
            self.env['mealbox.subscription.week.line'].sudo().create(
                {'week_id': week.id, 'product_id': product.id, 'quantity': quantity})

    def _mealbox_reset_week(self, week_start):
        """Back to the chef's choice for `week_start` (the chosen dishes go)."""
        self.ensure_one()
        self._mealbox_lock_for_change()
        self._mealbox_check_week_changeable(week_start)
        self._mealbox_get_week(week_start).line_ids.unlink()

    def _mealbox_skip_week(self, week_start, skip=True):
        """No box the week of `week_start` (or one again); its chosen dishes stay for when it comes back."""
        self.ensure_one()
        self._mealbox_lock_for_change()
        self._mealbox_check_week_changeable(week_start)
        week = self._mealbox_get_week(week_start, create=skip)
        if week and week.skipped != skip:
            week.skipped = skip
            self.message_post(body=_("Week of %(date)s: %(what)s.", date=fields.Date.to_string(week_start),
                                     what=_("skipped") if skip else _("no longer skipped")))

    # ------------------------------------------------------------
    # THE CONTRACT
    # ------------------------------------------------------------

    def _mealbox_pause(self):
        self.ensure_one()
        self._mealbox_lock_for_change()
        if self.state != 'paused':
            self.write({'state': 'paused'})

    def _mealbox_resume(self):
        """Active again from the first week still open."""
        self.ensure_one()
        self._mealbox_lock_for_change()
        if self.state != 'active':
            first = self._mealbox_first_open_week()
            self.write({'state': 'active', 'next_week': max(first, self.next_week or first)})

    def _mealbox_cancel(self, reason):
        self.ensure_one()
        reason = (reason or '').strip()
        if not reason:
            raise ValidationError(_("Please tell us why you cancel."))
        if len(reason) > CANCEL_REASON_MAX:
            raise ValidationError(_("Your reason is too long."))
        self._mealbox_lock_for_change()
        self.write({'state': 'cancelled', 'cancel_reason': reason, 'cancel_date': fields.Datetime.now()})

    @api.model
    def _mealbox_check_box(self, website, meals, people):
        """The box of `meals` × `people` offered on `website` (the compose step's minima apply)."""
        self.env['sale.order']._mealbox_check_box_size(meals, people)
        box = self.env['mealbox.box']._get_website_boxes(website).filtered(
            lambda b: b.meals == meals and b.people == people)
        if not box:
            raise UserError(_("Meal Not available"))
        return box[:1]

    def _mealbox_change_box(self, meals, people):
        """A new box size from the next open week; weeks whose chosen dishes no
        longer fit lose the last ones chosen."""
        self.ensure_one()
        self._mealbox_lock_for_change()
        box = self._mealbox_check_box(self.website_id, meals, people)
        if box == self.box_id:
            return
        self.box_id = box
        for week in self.week_ids.filtered(lambda w: w.week_start >= (self.next_week or w.week_start)):
            if week._mealbox_chosen_count() > box.meals and self._mealbox_is_week_open(week.week_start):
                extra = week._mealbox_chosen_count() - box.meals
                for line in week.line_ids.sorted('id', reverse=True):
                    if extra <= 0:
                        break
                    taken = min(extra, line.quantity)
                    if line.quantity - taken < line.product_id.product_tmpl_id._mealbox_line_minimum('dish'):
                        taken = line.quantity
                    extra -= taken
                    if taken == line.quantity:
                        line.unlink()
                    else:
                        line.quantity -= taken

    @api.model
    def _mealbox_check_delivery(self, partner, website, delivery_type, shipping, store, weekday):
        """The delivery of a subscription of `partner`: (mode, address, store).

        Home delivery: one of the customer's addresses, complete, in a
        delivery zone delivering that weekday. Pick-up: a store of the
        website open that weekday.
        """
        weekday = int(weekday)
        commercial = partner.commercial_partner_id
        if delivery_type == 'delivery':
            shipping = shipping.sudo()
            if not shipping or shipping.commercial_partner_id != commercial:
                raise ValidationError(_("Please choose one of your addresses."))
            if not self.env['sale.order']._mealbox_partner_complete(shipping, SHIPPING_REQUIRED):
                raise UserError(_("Please fill the proper shipping details"))
            zone = self.env['mealbox.delivery.zone']._mealbox_find_zone(
                shipping.zip, shipping.country_id or None, website=website)
            if not zone:
                raise UserError(_("The delivery method is not available for your shipping address"))
            if weekday not in zone.weekday_ids.mapped('number'):
                raise UserError(_("We do not deliver to this address on that day. Please choose another day."))
            return 'delivery', shipping, self.env['mealbox.pickup.store']
        if delivery_type == 'pick_store':
            store = store.sudo()
            if not store or store not in self.env['mealbox.pickup.store']._mealbox_get_stores(website):
                raise UserError(_("Please select pickup store"))
            if weekday not in store.weekday_ids.mapped('number'):
                raise UserError(_("This store is closed on that day. Please choose another day."))
            return 'pick_store', self.env['res.partner'], store
        raise ValidationError(_("Please choose home delivery or pick-up."))

    def _mealbox_change_delivery(self, delivery_type, shipping, store, weekday):
        """Home delivery or pick-up, where, and the day; a new day whose cut-off
        for the next week has passed starts with the first week still open."""
        self.ensure_one()
        self._mealbox_lock_for_change()
        mode, shipping, store = self._mealbox_check_delivery(
            self.partner_id, self.website_id, delivery_type, shipping, store, weekday)
        values = {
            'delivery_type': mode, 'partner_shipping_id': shipping.id or False, 'store_id': store.id or False,
            'weekday': str(int(weekday)),
        }
        if values['weekday'] != self.weekday and self.next_week:
            now_utc = self._mealbox_now().astimezone(pytz.utc)
            if self._mealbox_week_cutoff(self.next_week, weekday=int(weekday)) <= now_utc:
                values['next_week'] = self._mealbox_first_open_week(weekday=int(weekday))
        self.write(values)

    @api.model
    def _mealbox_check_token(self, partner, token):
        """`token` if it is one of `partner`'s cards the weekly run can charge."""
        token = token.sudo()
        provider = token.provider_id
        if (
            not token or not token.active or token.weekbox_card_use == 'this_payment'
            or token.partner_id.commercial_partner_id != partner.commercial_partner_id
        ):
            raise ValidationError(_("Please choose one of your saved cards."))
        if provider.state not in ('enabled', 'test') or not provider.allow_tokenization:
            raise UserError(_("This card can no longer be charged. Please choose or add another card."))
        return token

    @api.model
    def _mealbox_consent_text(self, token, box_label):
        return _("I agree that %(company)s charges my card %(card)s each week, at the order cut-off, for "
                 "my box (%(box)s) at its current price with its delivery and extras, until I pause or cancel "
                 "my subscription.", company=self.env.company.name, card=token.display_name, box=box_label)

    def _mealbox_change_token(self, token, consent):
        """Another saved card, with the customer's consent to charge it weekly."""
        self.ensure_one()
        if not consent:
            raise ValidationError(_("Please agree to have your card charged each week."))
        self._mealbox_lock_for_change()
        token = self._mealbox_check_token(self.partner_id, token)
        self.write({
            'token_id': token.id,
            'consent_date': fields.Datetime.now(),
            'consent_text': self._mealbox_consent_text(token, self.box_id.display_name),
        })

    def _mealbox_change_diets(self, diets):
        self.ensure_one()
        self._mealbox_lock_for_change()
        self.diet_ids = diets

    # ------------------------------------------------------------
    # SUBSCRIBING (the contract form)
    # ------------------------------------------------------------

    @api.model
    def _mealbox_start_weeks(self, website, weekday):
        """The weeks a new subscription delivered on `weekday` may start with: the first still open, and the next."""
        first = self.new({'website_id': website.id, 'weekday': str(int(weekday))})._mealbox_first_open_week(
            weekday=int(weekday), website=website)
        return [first + timedelta(days=7 * n) for n in range(START_WEEKS_OFFERED)]

    @api.model
    def _mealbox_subscribe(self, partner, website, values, cart=None):
        """Creates the subscription of the contract form (`values`: meals,
        people, delivery_type, shipping, store, weekday, token, start_week,
        consent, diets, form_key). A form posted again (same `form_key`)
        gives the subscription it created. From the wizard, `cart` (the
        customer's meal box) gives its extras, and its dishes become the
        first week's choice where that week's menu has them; the cart, now
        the subscription, is cancelled.
        """
        form_key = values.get('form_key') or False
        if form_key:
            done = self.sudo().search([('form_key', '=', form_key), ('partner_id', '=', partner.id)], limit=1)
            if done:
                return done
        if not values.get('consent'):
            raise ValidationError(_("Please agree to have your card charged each week."))
        if not self.env['sale.order']._mealbox_partner_complete(partner, BILLING_REQUIRED):
            raise UserError(_("Please fill the proper billing details"))
        box = self._mealbox_check_box(website, values['meals'], values['people'])
        weekday = int(values['weekday'])
        mode, shipping, store = self._mealbox_check_delivery(
            partner, website, values['delivery_type'], values['shipping'], values['store'], weekday)
        token = self._mealbox_check_token(partner, values['token'])
        start_week = values['start_week']
        if start_week not in self._mealbox_start_weeks(website, weekday):
            raise UserError(_("This start week is no longer offered. Please choose another one."))
        try:
            with self.env.cr.savepoint():
                subscription = self.sudo().create({
                    'partner_id': partner.id,
                    'website_id': website.id,
                    'box_id': box.id,
                    'delivery_type': mode,
                    'partner_shipping_id': shipping.id or False,
                    'store_id': store.id or False,
                    'weekday': str(weekday),
                    'token_id': token.id,
                    'consent_date': fields.Datetime.now(),
                    'consent_text': self._mealbox_consent_text(token, box.display_name),
                    'diet_ids': [fields.Command.set(values.get('diets', self.env['mealbox.diet']).ids)],
                    'start_week': start_week,
                    'form_key': form_key,
                })
                subscription.flush_recordset()
        except psycopg2.errors.UniqueViolation:
            # The same form, posted at the same moment, created it (committed after this
            # request began, so not visible here): the caller shows the customer's list.
            return self.browse()
        if cart:
            subscription._mealbox_take_cart(cart)
        return subscription

    def _mealbox_take_cart(self, cart):
        """The wizard's box becomes this subscription: its extras each week, its
        dishes the first week's choice (those of that week's menu), and the
        cart is cancelled (its box is now the subscription's)."""
        self.ensure_one()
        cart = cart.sudo()
        extras = {}
        for line in cart._mealbox_lines('extra'):
            extras[line.product_id.id] = extras.get(line.product_id.id, 0) + int(line.product_uom_qty)
        self.extra_line_ids = [fields.Command.create({'product_id': product_id, 'quantity': quantity})
                               for product_id, quantity in extras.items() if quantity > 0]
        if cart.mealbox_box_id == self.box_id:
            dishes = self._mealbox_week_dishes(self.start_week)
            lines = [(line.product_id, int(line.product_uom_qty)) for line in cart._mealbox_lines('dish')
                     if line.product_id.product_tmpl_id in dishes and line.product_uom_qty > 0]
            if lines and sum(quantity for _product, quantity in lines) <= self.meals:
                week = self._mealbox_get_week(self.start_week, create=True)
                week.line_ids = [fields.Command.create({'product_id': product.id, 'quantity': quantity})
                                 for product, quantity in lines]
        if cart.state == 'draft':
            cart.with_context(disable_cancel_warning=True).action_cancel()
        self.message_post(body=_("Subscribed from the meal box %s.", cart.name))
