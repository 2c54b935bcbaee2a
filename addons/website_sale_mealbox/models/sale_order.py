from odoo import _, api, fields, models
from odoo.exceptions import AccessError, UserError, ValidationError

from odoo.addons.website_weekbox.params import as_id

PICKUP_ALIASES = ('pick_store', 'pickup')
BILLING_REQUIRED = ('name', 'email', 'phone', 'street', 'city', 'zip', 'country_id')
SHIPPING_REQUIRED = ('name', 'phone', 'street', 'city', 'country_id')

# Where each kind of meal-box line sorts in the order (box first, extras last).
LINE_SEQUENCE = {'box': 1, 'dish': 10, 'extra': 20}

DELIVERY_TYPES = [
    ('delivery', "Home delivery"),
    ('pick_store', "Pick-up at a store"),
]


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    mealbox_box_id = fields.Many2one(
        'mealbox.box', string="Meal box", ondelete='restrict', index='btree_not_null',
        help="Box size (meals and people) of this order; set for meal box orders only.")
    mealbox_meals = fields.Integer(string="Meals")
    mealbox_people = fields.Integer(string="People")
    mealbox_delivery_type = fields.Selection(DELIVERY_TYPES, string="Delivery mode")
    mealbox_delivery_date = fields.Date(string="Delivery date", copy=False, index=True)
    mealbox_store_id = fields.Many2one(
        'mealbox.pickup.store', string="Pick-up store", ondelete='restrict')
    mealbox_remark = fields.Text(string="Delivery remark", copy=False)
    mealbox_is_individual = fields.Boolean(
        string="Individual", copy=False, help="The 'is individual' box ticked on the delivery step.")
    is_mealbox = fields.Boolean(
        string="Is a meal box order", compute='_compute_is_mealbox', store=True, index=True)

    @api.depends('mealbox_box_id')
    def _compute_is_mealbox(self):
        for order in self:
            order.is_mealbox = bool(order.mealbox_box_id)

    # ------------------------------------------------------------
    # MEAL BOX: BOX SIZE
    # ------------------------------------------------------------

    @api.model
    def _mealbox_check_box_size(self, meals, people):
        """The steppers' rules (spec §5.3), enforced here whatever the browser sent."""
        if meals < (3 if people == 1 else 2):
            raise ValidationError(_("It is not possible to select less than 3 meals for 1 person.")
                                  if people == 1 else _("A box holds at least 2 meals."))
        if people < (2 if meals == 2 else 1):
            raise ValidationError(_(
                "It is not possible to select less than 3 meals for 1 person. "
                "Please first increase the number of meals."))

    def _mealbox_set_box(self, meals, people):
        """Puts the box of `meals` × `people` on this order (one box line at the
        box product's website price). Changing the size keeps the chosen dishes:
        the compose step then asks to add or remove some."""
        self.ensure_one()
        self._mealbox_check_box_size(meals, people)
        website = self.website_id
        box = self.env['mealbox.box']._get_website_boxes(website).filtered(
            lambda b: b.meals == meals and b.people == people)
        if not box:
            raise UserError(_("Meal Not available"))
        box_line = self._mealbox_lines('box')
        if self.mealbox_box_id == box and box_line.product_id == box.product_id:
            return
        self.write({'mealbox_box_id': box.id, 'mealbox_meals': meals, 'mealbox_people': people})
        if box_line:
            box_line[1:].unlink()
            box_line[:1].write({'product_id': box.product_id.id, 'product_uom_qty': 1})
        else:
            self.env['sale.order.line'].create({
                'order_id': self.id,
                'product_id': box.product_id.id,
                'product_uom_qty': 1,
                'mealbox_line_type': 'box',
                'sequence': LINE_SEQUENCE['box'],
            })
        self._mealbox_update_rewards()

    # ------------------------------------------------------------
    # MEAL BOX: DISHES AND EXTRAS
    # ------------------------------------------------------------

    def _mealbox_lock(self):
        """Serialises changes of this order across requests.

        Touching the order row first makes two concurrent requests on one order
        conflict: PostgreSQL refuses the second one's update (repeatable read) and
        Odoo replays that request from the start, so it sees the first one's
        lines. Without this, two "add dish" calls could both see room for one
        more dish and overfill the box.
        """
        self.ensure_one()
        self.env.cr.execute(
            "UPDATE sale_order SET write_date = (now() at time zone 'UTC') WHERE id = %s", [self.id])
        self.invalidate_recordset(['write_date', 'order_line'])

    def _mealbox_lines(self, line_type):
        return self.order_line.filtered(lambda line: line.mealbox_line_type == line_type)

    def _mealbox_count_line(self):
        """Meals chosen so far: the dish lines' quantities (a dish taken twice counts twice)."""
        return int(sum(self._mealbox_lines('dish').mapped('product_uom_qty')))

    def _mealbox_check_box(self):
        if not self.mealbox_box_id:
            raise UserError(_("Please choose the size of your box first."))

    def _mealbox_dish_template(self, product):
        """`product`'s template if it is a dish of the current menu, else a refusal."""
        template = product.product_tmpl_id
        if not product or template not in self.website_id._mealbox_current_dishes():
            raise UserError(_("This dish is not on this week's menu."))
        return template

    def _mealbox_allowed_quantity(self, line_type, product, quantity, line=None):
        """The quantity a dish or extra line of `product` may hold when
        `quantity` is asked for: the one rule every route shares (the meal-box
        routes and website_sale's cart routes alike).

        Below the line's minimum an existing line goes (0, spec §4.3) and a new
        one starts at its minimum; more of a product needs it on offer (a dish
        of this week's menu in a sized box, a published extra); the dishes
        never exceed the box's number of meals.

        :raise UserError: the refusal a customer reads
        """
        self.ensure_one()
        template = product.product_tmpl_id
        current = int(line.product_uom_qty) if line else 0
        if not line or quantity > current:
            self._mealbox_check_box()
            if line_type == 'dish':
                self._mealbox_dish_template(product)
            elif not product or template not in self.website_id._mealbox_extras():
                raise UserError(_("This extra is not available."))
        minimum = template._mealbox_line_minimum(line_type)
        if quantity <= 0 or quantity < minimum:
            if line:
                return 0
            quantity = minimum
        if line_type == 'dish' and self._mealbox_count_line() - current + quantity > self.mealbox_meals:
            raise UserError(_(
                "With your type of box it is not possible to add more than %(meals)s meals",
                meals=self.mealbox_meals))
        return quantity

    def _mealbox_write_line(self, line_type, product, quantity, line=None):
        """Applies an allowed quantity: creates, updates or removes the line,
        then lets the loyalty programs follow the new total (so the total shown
        is the total charged)."""
        if line and quantity <= 0:
            line.unlink()
        elif line:
            line.product_uom_qty = quantity
        elif quantity > 0:
            self.env['sale.order.line'].create({
                'order_id': self.id,
                'product_id': product.id,
                'product_uom_qty': quantity,
                'mealbox_line_type': line_type,
                'sequence': LINE_SEQUENCE[line_type],
            })
        self._mealbox_update_rewards()

    def _mealbox_update_rewards(self):
        """Rewards follow every change of the box, as website_sale_loyalty does
        after a cart change: a discount never outlives what earned it."""
        self._update_programs_and_rewards()
        self._auto_apply_rewards()

    def _mealbox_add_one(self, line_type, product):
        """One more of `product` (a dish or an extra): a new line starts at its
        minimum quantity; no dish beyond the box's number of meals."""
        self.ensure_one()
        self._mealbox_lock()
        line = self._mealbox_lines(line_type).filtered(lambda line: line.product_id == product)[:1]
        quantity = int(line.product_uom_qty) + 1 if line else 1
        self._mealbox_write_line(
            line_type, product, self._mealbox_allowed_quantity(line_type, product, quantity, line), line)

    def _mealbox_add_dish(self, product):
        self._mealbox_add_one('dish', product)

    def _mealbox_find_line(self, line_type, line_id=0, product=None):
        lines = self._mealbox_lines(line_type)
        line = lines.filtered(lambda line: line.id == line_id) if line_id else lines.filtered(
            lambda line: line.product_id == product)
        if not line:
            raise UserError(_("This item is no longer in your box."))
        return line[:1]

    def _mealbox_set_line_qty(self, line, quantity):
        """Sets a dish or extra line's quantity; below its minimum (or at 0) the
        line goes and the product is offered again (spec §4.3)."""
        line_type = line.mealbox_line_type
        allowed = self._mealbox_allowed_quantity(line_type, line.product_id, quantity, line)
        self._mealbox_write_line(line_type, line.product_id, allowed, line)

    def _mealbox_remove_one(self, line_type, line_id=0, product=None):
        self.ensure_one()
        self._mealbox_lock()
        line = self._mealbox_find_line(line_type, line_id, product)
        self._mealbox_set_line_qty(line, int(line.product_uom_qty) - 1)

    def _mealbox_change_qty(self, line_type, quantity, line_id=0, product=None):
        self.ensure_one()
        self._mealbox_lock()
        self._mealbox_check_box()
        self._mealbox_set_line_qty(self._mealbox_find_line(line_type, line_id, product), quantity)

    def _mealbox_add_extra(self, product):
        self._mealbox_add_one('extra', product)

    # ------------------------------------------------------------
    # WEBSITE_SALE'S CART (/shop/cart/update_json, /shop/cart/update, reorder, ...)
    # Odoo's cart routes reach the same lines as the wizard: they go through
    # these hooks, so a dish or an extra enters, leaves or changes quantity
    # under the meal box's rules whatever route is used, and the box line
    # stays what the wizard put there.
    # ------------------------------------------------------------

    def _mealbox_cart_role(self, product, line=None):
        """What `product` (or the cart `line`) is in this order: 'box', 'dish',
        'extra' (an extra in a meal box order) or '' (an ordinary product)."""
        self.ensure_one()
        if line and line.mealbox_line_type:
            return line.mealbox_line_type
        if product.product_tmpl_id.is_mealbox_dish:
            return 'dish'
        if product and product._mealbox_is_box_product():
            return 'box'
        if self.is_mealbox and product.product_tmpl_id.is_mealbox_extra:
            return 'extra'
        return ''

    def _cart_update(self, product_id, line_id=None, add_qty=0, set_qty=0, **kwargs):
        """Meal-box products through website_sale's cart: the box is sized in
        the wizard only (it cannot leave or change while dishes depend on
        it); dishes only go into a sized box; both follow the box's rules
        through `_verify_updated_quantity` and `_prepare_order_line_values`."""
        self.ensure_one()
        product = self.env['product.product'].browse(product_id).exists()
        line = self._cart_find_product_line(product_id, line_id, **kwargs)[:1] if line_id is not False else None
        role = self._mealbox_cart_role(product, line)
        if role == 'box':
            # The quantity website_sale would set (set_qty 0 with no add_qty removes the line).
            if set_qty:
                wanted = set_qty
            elif add_qty is not None:
                wanted = (line.product_uom_qty if line else 0) + (add_qty or 0)
            else:
                wanted = 0
            if not line or wanted != line.product_uom_qty:
                raise UserError(_(
                    "Your meal box is sized on the meal box page: change its size or dishes there."))
        elif role == 'dish' and not self.mealbox_box_id:
            raise UserError(_("Dishes are sold in a meal box only: choose your box on the meal box page."))
        if role in ('dish', 'extra'):
            self._mealbox_lock()
        return super(SaleOrder, self.with_context(mealbox_cart_role=role))._cart_update(
            product_id, line_id=line_id, add_qty=add_qty, set_qty=set_qty, **kwargs)

    def _verify_updated_quantity(self, order_line, product_id, new_qty, **kwargs):
        quantity, warning = super()._verify_updated_quantity(order_line, product_id, new_qty, **kwargs)
        role = self.env.context.get('mealbox_cart_role')
        if role in ('dish', 'extra') and quantity > 0:
            product = self.env['product.product'].browse(product_id)
            quantity = self._mealbox_allowed_quantity(role, product, int(quantity), order_line or None)
        return quantity, warning

    def _prepare_order_line_values(self, product_id, quantity, **kwargs):
        values = super()._prepare_order_line_values(product_id, quantity, **kwargs)
        role = self.env.context.get('mealbox_cart_role')
        if role in ('dish', 'extra'):
            values.update(mealbox_line_type=role, sequence=LINE_SEQUENCE[role])
        return values

    def _mealbox_integrity_problem(self):
        """What makes this order's meal-box content unsellable, or '': dishes
        are free because the box line pays for them, so an order holding
        dishes needs its one box line, at the box's product, quantity 1 and a
        price, and every dish line counted in the box."""
        self.ensure_one()
        dish_lines = self.order_line.filtered(
            lambda line: line.mealbox_line_type == 'dish' or line.product_id.product_tmpl_id.is_mealbox_dish)
        if not dish_lines and not self.mealbox_box_id:
            return ''
        box_lines = self._mealbox_lines('box')
        box_ok = (
            self.mealbox_box_id and len(box_lines) == 1
            and box_lines.product_id == self.mealbox_box_id.product_id
            and box_lines.product_uom_qty == 1
            and self.currency_id.compare_amounts(box_lines.price_unit, 0) > 0
        )
        if not box_ok or any(line.mealbox_line_type != 'dish' for line in dish_lines):
            return _("Your meal box is incomplete. Please compose your box again on the meal box page.")
        return ''

    def _mealbox_check_complete(self):
        """Moving on from compose needs exactly the box's number of meals (§5.3)."""
        self.ensure_one()
        self._mealbox_check_box()
        missing = self.mealbox_meals - self._mealbox_count_line()
        if missing > 0:
            raise UserError(_("You need to add %(count)s meals in order to continue", count=missing))
        if missing < 0:
            raise UserError(_("You need to adjust or remove meals in order to continue"))

    # ------------------------------------------------------------
    # MEAL BOX: WHAT THE WIZARD SHOWS
    # ------------------------------------------------------------

    def _mealbox_cart_items(self, line_type):
        """The cart panel's lines of one type, with their card data (one query for the cards)."""
        lines = self._mealbox_lines(line_type)
        cards = lines.product_id.product_tmpl_id._mealbox_card_rows()
        if line_type == 'extra':
            cards = self._mealbox_priced(cards)
        cards = {card['product_tmpl_id']: card for card in cards}
        items = []
        for line in lines:
            card = cards[line.product_id.product_tmpl_id.id]
            items.append({
                **card,
                'product_id': line.product_id.id,
                'line_id': line.id,
                'quantity': int(line.product_uom_qty),
                'total_price': self._mealbox_display_amount(line),
            })
        return items

    def _mealbox_display_amount(self, lines):
        """Lines' total as the website shows prices: with or without taxes."""
        tax_included = self.website_id.show_line_subtotals_tax_selection == 'tax_included'
        return self._mealbox_round(sum(lines.mapped('price_total' if tax_included else 'price_subtotal')))

    def _mealbox_round(self, amount):
        # currency.round() keeps float noise (30.560000000000002): round() again for JSON.
        return round(self.currency_id.round(amount), self.currency_id.decimal_places)

    def _mealbox_remaining(self, line_type, category_ids=(), diet_ids=(), toggle=None, cards=None):
        """Cards of the dishes (or extras) not in the box yet, narrowed by the
        compose filters: any of the categories, all of the diets, and the toggle
        filter ('do_something' / 'do_nothing'). `cards`: the week's cards when
        the caller already read them."""
        if cards is None:
            website = self.website_id
            templates = website._mealbox_current_dishes() if line_type == 'dish' else website._mealbox_extras()
            cards = templates._mealbox_card_rows()
        in_box = set(self._mealbox_lines(line_type).product_id.product_tmpl_id.ids)
        categories = set(category_ids) - {0}
        diets = set(diet_ids)
        remaining = [
            card for card in cards
            if card['product_tmpl_id'] not in in_box
            and (not categories or categories & set(card['category']))
            and diets <= set(card['diet'])
            and (not toggle or card[toggle])
        ]
        return self._mealbox_priced(remaining) if line_type == 'extra' else remaining

    def _mealbox_priced(self, cards):
        """Extras are paid for (dishes come with the box): their cards show the
        price as the website shows it, like the cart lines, not the raw list price."""
        templates = self.env['product.template'].browse([card['product_tmpl_id'] for card in cards])
        prices = templates._mealbox_display_prices(self.website_id)
        return [{**card, 'list_price': self._mealbox_round(prices[card['product_tmpl_id']])} for card in cards]

    def _mealbox_summary(self):
        """Totals the wizard's cart panel shows."""
        self.ensure_one()
        currency = self.currency_id
        return {
            'order_id': self.id,
            'meal': self.mealbox_meals,
            'people': self.mealbox_people,
            'meal_id': self.mealbox_box_id.product_id.id,
            'price_list_price': self._mealbox_display_amount(self._mealbox_lines('box')[:1]),
            'count_line': self._mealbox_count_line(),
            'amount_total': self._mealbox_round(self.amount_total),
            'currency': currency.symbol,
            'currency_info': self.env['mealbox.box']._currency_info(currency),
        }

    def _mealbox_thanks_props(self):
        """Props of the thank-you widget on Odoo's confirmation page: what the
        visitor ordered, and the purchase event's value (spec §2.7)."""
        self.ensure_one()
        return {
            'orderId': self.id,
            'orderName': self.name,
            'amountTotal': self._mealbox_round(self.amount_total),
            'currency': self.currency_id.name,
            'currencyInfo': self.env['mealbox.box']._currency_info(self.currency_id),
            'meal': self.mealbox_meals,
            'people': self.mealbox_people,
            'deliveryType': self.mealbox_delivery_type or None,
            'deliveryDate': self.mealbox_delivery_date and self.mealbox_delivery_date.isoformat() or None,
            'storeName': self.mealbox_store_id.name or None,
            # A wire transfer leaves the order waiting for the money: not confirmed yet.
            'paymentPending': self.state not in ('sale', 'done')
            and self.sudo().get_portal_last_transaction().state == 'pending',
        }

    def _mealbox_payment_details(self):
        """The payment details of the delivery step (spec §3.4): what Odoo's
        /shop/payment offers for this order (compatible providers, payment
        methods and the customer's saved payment tokens), as plain data.

        "s2s" providers save a card server to server (tokenisation); "form"
        providers redirect to a form posted to the provider. A guest (public
        user) gets no saved tokens. Call on the visitor's own order (sudo).
        """
        self.ensure_one()
        order = self.sudo()
        logged_in = not self.env.user._is_public()
        partner = self.env.user.partner_id if logged_in else order.partner_id
        website = order._mealbox_website()
        providers = self.env['payment.provider'].sudo()._get_compatible_providers(
            order.company_id.id, partner.id, order.amount_total, currency_id=order.currency_id.id,
            sale_order_id=order.id, website_id=website.id)
        methods = self.env['payment.method'].sudo()._get_compatible_payment_methods(
            providers.ids, partner.id, currency_id=order.currency_id.id, sale_order_id=order.id,
            website_id=website.id)
        tokens = self.env['payment.token'].sudo()._get_available_tokens(
            providers.ids, partner.id, sale_order_id=order.id) if logged_in else self.env['payment.token']

        def saves_cards(provider):
            # website_sale_payment_widget (when installed) says which providers tokenise cards.
            if not provider.allow_tokenization:
                return False
            check = getattr(provider, '_weekbox_supports_card_tokenization', None)
            return bool(check()) if check else True

        s2s = providers.filtered(saves_cards)
        form = providers.filtered(lambda p: p not in s2s and p._get_redirect_form_view())

        def provider_row(provider):
            return {
                'id': provider.id,
                'name': provider.name or '',
                'code': provider._get_code() or '',
                'state': provider.state,
                'image_url': f'/web/image/payment.provider/{provider.id}/image_128',
                's2s': provider in s2s,
                'form': provider in form,
                'payment_method_ids': (provider.payment_method_ids & methods).ids,
            }

        def method_row(method):
            return {
                'id': method.id,
                'name': method.name or '',
                'code': method.code or '',
                'image_url': f'/web/image/payment.method/{method.id}/image_payment_form',
                'provider_ids': (method.provider_ids & providers).ids,
                'support_tokenization': bool(method.support_tokenization),
            }

        form_methods = methods.filtered(lambda m: m.provider_ids & form)
        tx_url = f'/shop/payment/transaction/{order.id}'
        return {
            'acquirer_id': (s2s or form or providers)[:1].id or 0,
            's2s_acquirers': [provider_row(p) for p in s2s],
            'form_acquirers': [provider_row(p) for p in form],
            'pay_form_acquirers': [method_row(m) for m in form_methods],
            'pms': [{
                'id': token.id,
                'name': token.display_name or '',
                'provider_id': token.provider_id.id,
                'payment_method_id': token.payment_method_id.id,
                'payment_method_code': token.payment_method_code or '',
            } for token in tokens],
            'return_url': '/shop/payment/validate',
            'pay_return_url': '/shop/payment/validate',
            'acq_list': [provider_row(p) for p in providers],
            'pay_acq_list': [method_row(m) for m in methods],
            'payment_icon': [f'/web/image/payment.provider/{p.id}/image_128' for p in providers],
            'pay_payment_icon': [f'/web/image/payment.method/{m.id}/image_payment_form' for m in methods],
            'error_url': '/shop/payment',
            'success_url': '/shop/payment/validate',
            'access_token': order._portal_ensure_token(),
            'partner_id': order.partner_id.id,
            'callback_method': '',
            'form_acquirers_count': len(form),
            's2s_acquirers_count': len(s2s),
            'tx_url': tx_url,
            'description': order.name,
            'id': order.id,
            'metadata': {'order_nr': order.name},
            'paymentUrl': '/shop/payment',
            'webhookUrl': '',
            'redirectUrl': '/shop/payment/validate',
            'cancelUrl': '/shop/payment',
        }

    # ============================================================
    # MEAL BOX: DELIVERY STEP
    # The delivery step of the meal box (spec §2.7 Delivery screen, §5.3 pay checks).
    #
    # Addresses follow website_sale's rules (billing = the order's customer, shipping =
    # that customer or one of its delivery contacts, nobody else's); home delivery uses
    # the delivery zone of the shipping address (its carrier and days), pick-up a
    # store (its own carrier and days). `_mealbox_set_delivery` enforces every pay
    # check and puts the carrier's delivery line on the order; `_check_cart_is_ready_to_be_paid`
    # re-checks at payment time, so Odoo's own /shop/payment flow cannot skip them.
    # ============================================================

    # ------------------------------------------------------------
    # PAYMENT HOOKS (website_sale)
    # ------------------------------------------------------------

    def _is_cart_ready(self):
        """A meal box order is ready once its delivery is prepared and still valid."""
        ready = super()._is_cart_ready()
        if ready:
            ready = not self._mealbox_pay_problem()
        return ready

    def _check_cart_is_ready_to_be_paid(self):
        """Refuses the payment of a meal box order with the pay check's own message."""
        for order in self:
            problem = order._mealbox_pay_problem()
            if problem:
                raise ValidationError(problem)
        return super()._check_cart_is_ready_to_be_paid()

    def _mealbox_pay_problem(self):
        """Why this order cannot be paid as a meal box order (its content,
        then the pay checks), or '' (also for an ordinary order)."""
        self.ensure_one()
        problem = self._mealbox_integrity_problem()
        if not problem and self.is_mealbox:
            problem = self._mealbox_payment_problem()
        return problem

    # ------------------------------------------------------------
    # CLIENT VALUES
    # ------------------------------------------------------------

    @api.model
    def _mealbox_parse_client_id(self, value, what):
        """A record id sent by a widget (int or ASCII digits; 0/''/null for
        none), else a ValidationError naming `what`."""
        return as_id(value, what, required=False, default=0)

    # ------------------------------------------------------------
    # WHO AND WHERE
    # ------------------------------------------------------------

    def _mealbox_website(self):
        return (self.website_id or self.env['website'].get_current_website()).sudo()

    def _mealbox_is_public(self):
        """Whether the order still belongs to the website's public user (a guest)."""
        self.ensure_one()
        return self.partner_id == self._mealbox_website().user_id.partner_id

    def _mealbox_check_logged_in(self):
        if self._mealbox_is_public():
            raise AccessError(_("Please log in to continue with your delivery details."))

    def _mealbox_shipping_partners(self):
        """Addresses the customer may ship to, as website_sale's checkout
        offers them: the customer, its commercial partner and the latter's
        delivery/other contacts (sudo; empty for a guest)."""
        self.ensure_one()
        Partner = self.env['res.partner'].sudo()
        if self._mealbox_is_public():
            return Partner
        commercial = self.partner_id.sudo().commercial_partner_id
        others = Partner.search([
            ('id', 'child_of', commercial.ids),
            '|', ('type', 'in', ['delivery', 'other']), ('id', '=', commercial.id),
        ], order='id desc')
        return self.partner_id.sudo() | others

    def _mealbox_own_shipping_partner(self, partner_id):
        """The partner `partner_id` if the customer may ship to it, else AccessError."""
        self.ensure_one()
        partner_id = self._mealbox_parse_client_id(partner_id, _("address"))
        partner = self._mealbox_shipping_partners().filtered(lambda p: p.id == partner_id)
        if not partner_id or not partner:
            raise AccessError(_("This address is not available."))
        return partner

    def _mealbox_shipping_zone(self):
        """The delivery zone of the shipping address (sudo), or empty."""
        self.ensure_one()
        shipping = self.partner_shipping_id.sudo()
        if not shipping or self._mealbox_is_public():
            return self.env['mealbox.delivery.zone']
        return self.env['mealbox.delivery.zone']._mealbox_find_zone(
            shipping.zip, shipping.country_id or None, website=self._mealbox_website())

    def _mealbox_home_dates(self, zone=None):
        """Home delivery dates offered for the shipping address ([] outside the zones)."""
        self.ensure_one()
        zone = self._mealbox_shipping_zone() if zone is None else zone
        return self._mealbox_website()._mealbox_delivery_dates(zone=zone) if zone else []

    def _mealbox_home_carriers(self, zone=None):
        """Carriers of a home delivery to the shipping address (sudo; empty outside the zones)."""
        self.ensure_one()
        zone = self._mealbox_shipping_zone() if zone is None else zone
        return zone._mealbox_get_carrier() if zone else self.env['delivery.carrier']

    def _mealbox_delivery_options(self, zone=None):
        """The home delivery options of the shipping address, priced for this order."""
        self.ensure_one()
        options = []
        for carrier in self._mealbox_home_carriers(zone):
            rate = carrier.rate_shipment(self)
            options.append({
                'id': carrier.id,
                'name': carrier.name,
                'amount': self._mealbox_carrier_amount(carrier, rate['price']) if rate.get('success') else 0.0,
                'available': bool(rate.get('success')),
                'message': (rate.get('error_message') or rate.get('warning_message') or '') or '',
            })
        return options

    def _mealbox_carrier_amount(self, carrier, price_unit):
        """What the delivery line of `carrier` at `price_unit` will show, as the
        website shows prices (with or without taxes), like the line's own totals."""
        self.ensure_one()
        taxes = carrier.product_id.taxes_id._filter_taxes_by_company(self.company_id)
        if self.fiscal_position_id:
            taxes = self.fiscal_position_id.map_tax(taxes)
        totals = taxes.compute_all(price_unit, self.currency_id, 1.0, product=carrier.product_id,
                                   partner=self.partner_shipping_id)
        tax_included = self._mealbox_website().show_line_subtotals_tax_selection == 'tax_included'
        return self._mealbox_round(totals['total_included'] if tax_included else totals['total_excluded'])

    @api.model
    def _mealbox_parse_date(self, value, what=None):
        """A date from the client ('YYYY-MM-DD'); False for the spec's "none" (0, '', null)."""
        if value in (None, False, '', 0, '0'):
            return False
        if isinstance(value, str) and len(value) == 10:
            try:
                return fields.Date.to_date(value)
            except ValueError:
                pass
        raise ValidationError(_("Invalid %(what)s.", what=what or _("date")))

    def _mealbox_parse_delivery_type(self, value):
        """('delivery', empty store) for home delivery; ('pick_store', store)
        for a pick-up, where store is the one of the given carrier id (spec:
        a store's carrier id is used as delivery_type), else the order's
        chosen store (maybe empty)."""
        self.ensure_one()
        Store = self.env['mealbox.pickup.store']
        website = self._mealbox_website()
        if value == 'delivery':
            return 'delivery', Store
        if value in PICKUP_ALIASES:
            return 'pick_store', self.mealbox_store_id.sudo().filtered('active')
        if value in (None, False, '', 0, '0'):
            raise ValidationError(_("Please choose home delivery or pick-up."))
        if isinstance(value, str) and not value.isdigit():
            raise ValidationError(_("Unknown delivery method."))
        carrier_id = self._mealbox_parse_client_id(value, _("delivery method"))
        store = Store._mealbox_find_by_carrier(carrier_id, website)
        if store:
            return 'pick_store', store
        if carrier_id in self._mealbox_home_carriers().ids:
            return 'delivery', Store
        raise ValidationError(_("Unknown delivery method."))

    # ------------------------------------------------------------
    # PAY CHECKS (spec §5.3 Home delivery pay / Pick-up pay, §8.3)
    # ------------------------------------------------------------

    @api.model
    def _mealbox_partner_complete(self, partner, required):
        partner = partner.sudo()
        return bool(partner) and all(partner[name] for name in required) and (
            not partner.country_id.state_required or partner.state_id)

    def _mealbox_delivery_problem(self, delivery_type, delivery_date, store=None):
        """The first refusal of the pay checks for this choice, or '' when the
        order can be paid that way. The order of the checks is the screen's."""
        self.ensure_one()
        try:
            self._mealbox_check_complete()
        except UserError as error:
            return error.args[0]
        website = self._mealbox_website()
        billing_ok = self._mealbox_partner_complete(self.partner_invoice_id, BILLING_REQUIRED)
        if delivery_type == 'delivery':
            shipping = self.partner_shipping_id.sudo()
            if not shipping.zip:
                return _("Please add zip code in your shipping address")
            if not delivery_date:
                return _("Please select delivery date")
            if not self._mealbox_partner_complete(shipping, SHIPPING_REQUIRED):
                return _("Please fill the proper shipping details")
            zone = self._mealbox_shipping_zone()
            if not zone:
                return _("The delivery method is not available for your shipping address")
            if not billing_ok:
                return _("Please fill the proper billing details")
            if not website._mealbox_is_date_available(delivery_date, zone=zone):
                return _("This delivery date is no longer available. Please choose another date.")
            return ''
        if delivery_type == 'pick_store':
            if not store:
                return _("Please select pickup store")
            if not delivery_date:
                return _("Please select pickup date")
            if not billing_ok:
                return _("Please fill the proper billing details")
            if not website._mealbox_is_date_available(delivery_date, store=store):
                return _("This pick-up date is no longer available. Please choose another date.")
            return ''
        return _("Please choose home delivery or pick-up.")

    def _mealbox_payment_problem(self):
        """What stops paying this order as prepared by `_mealbox_set_delivery`
        (checks re-run on the order's own values), or ''."""
        self.ensure_one()
        store = self.mealbox_store_id.sudo().filtered('active')
        problem = self._mealbox_delivery_problem(self.mealbox_delivery_type, self.mealbox_delivery_date, store)
        if problem:
            return problem
        expected = store.carrier_id if self.mealbox_delivery_type == 'pick_store' else self._mealbox_home_carriers()
        if not self.carrier_id or self.carrier_id not in expected or not self.order_line.filtered('is_delivery'):
            return _("Your delivery method has changed. Please confirm your delivery details again.")
        return ''

    # ------------------------------------------------------------
    # CHANGES
    # ------------------------------------------------------------

    def _mealbox_apply_carrier(self, carrier):
        """Puts `carrier` and its priced delivery line on the order (Odoo's
        delivery API), then lets the loyalty programs follow the new total."""
        self.ensure_one()
        carrier = carrier.sudo()
        rate = carrier.rate_shipment(self)
        if not rate.get('success'):
            raise UserError(_("The delivery method is not available for your shipping address"))
        self.set_delivery_line(carrier, rate['price'])
        self.write({'delivery_rating_success': True, 'delivery_message': rate.get('warning_message') or False})
        self._update_programs_and_rewards()

    def _mealbox_clear_carrier(self):
        self._remove_delivery_line()
        self.write({'carrier_id': False, 'delivery_rating_success': False, 'delivery_message': False})
        self._update_programs_and_rewards()

    def _mealbox_after_shipping_change(self):
        """Keeps a home delivery consistent with a new shipping address: the
        zone's carrier (re-priced) or none, and no date the zone does not offer."""
        self.ensure_one()
        if self.mealbox_delivery_type == 'pick_store':
            return
        zone = self._mealbox_shipping_zone()
        carriers = self._mealbox_home_carriers(zone)
        if self.carrier_id:
            if carriers:
                self._mealbox_apply_carrier(self.carrier_id if self.carrier_id in carriers else carriers[:1])
            else:
                self._mealbox_clear_carrier()
        if self.mealbox_delivery_date and self.mealbox_delivery_date not in self._mealbox_home_dates(zone):
            self.mealbox_delivery_date = False

    def _mealbox_write_partners(self, values):
        """Writes partner fields of the order, recomputing taxes when the
        fiscal position changes (as website_sale's address form does)."""
        fpos_before = self.fiscal_position_id
        self.write(values)
        if self.fiscal_position_id != fpos_before:
            self._recompute_taxes()

    def _mealbox_set_shipping_address(self, partner_id):
        """Ships to one of the customer's own addresses (spec /mealbox/shiping/address)."""
        self.ensure_one()
        self._mealbox_check_logged_in()
        self._mealbox_lock()
        partner = self._mealbox_own_shipping_partner(partner_id)
        if partner != self.partner_shipping_id:
            self._mealbox_write_partners({'partner_shipping_id': partner.id})
            self._mealbox_after_shipping_change()
        return partner

    def _mealbox_save_address(self, values, billing=False, use_for_shipping=False, partner_id=0, edit=False):
        """The address form (spec /mealbox/checkout).

        Billing: the order's customer (website_sale's rule), edited in place;
        `use_for_shipping` also ships there. Shipping: with `edit`, one of the
        customer's own shipping addresses (`partner_id`), else a new delivery
        contact of the commercial partner. Never another customer's partner.

        :return: the saved partner (sudo)
        """
        self.ensure_one()
        self._mealbox_check_logged_in()
        self._mealbox_lock()
        Partner = self.env['res.partner'].sudo()
        partner_id = self._mealbox_parse_client_id(partner_id, _("address"))
        vals = Partner._mealbox_clean_address(values)
        customer = self.partner_id.sudo()
        if billing:
            if partner_id and partner_id != customer.id:
                raise AccessError(_("This address is not available."))
            customer._mealbox_check_can_edit(vals)
            customer.write(vals)
            partner = customer
            updates = {'partner_invoice_id': partner.id}
            if use_for_shipping:
                updates['partner_shipping_id'] = partner.id
        else:
            vals.pop('vat', None)  # a commercial field: the company's, not a delivery contact's
            if edit:
                partner = self._mealbox_own_shipping_partner(partner_id)
                partner._mealbox_check_can_edit(vals)
                partner.write(vals)
            else:
                commercial = customer.commercial_partner_id
                website = self._mealbox_website()
                lang = self.env.lang if self.env.lang in website.language_ids.mapped('code') else False
                partner = Partner.with_context(tracking_disable=True).create({
                    **vals,
                    'type': 'delivery',
                    'parent_id': commercial.id,
                    'lang': lang or customer.lang,
                })
            updates = {'partner_shipping_id': partner.id}
        shipping_before = self.partner_shipping_id
        self._mealbox_write_partners(updates)
        if partner == shipping_before or 'partner_shipping_id' in updates:
            self._mealbox_after_shipping_change()
        return partner

    def _mealbox_choose_store(self, store):
        """The store the customer clicked (spec /pickup/list): remembered as
        the pick-up choice; a pick-up date the store does not offer goes."""
        self.ensure_one()
        self._mealbox_lock()
        values = {'mealbox_store_id': store.id, 'mealbox_delivery_type': 'pick_store'}
        if self.mealbox_delivery_date and not self._mealbox_website()._mealbox_is_date_available(
                self.mealbox_delivery_date, store=store):
            values['mealbox_delivery_date'] = False
        self.write(values)

    def _mealbox_choose_option(self, carrier_id, remark):
        """Delivery option and remark (spec /delivery/option/details): the
        carrier must be a home option of the shipping address or a store's;
        its priced delivery line goes on the order, and a date the new
        choice does not offer goes."""
        self.ensure_one()
        self._mealbox_lock()
        values = {'mealbox_remark': remark or False}
        if carrier_id:
            self._mealbox_check_logged_in()
            website = self._mealbox_website()
            zone = self._mealbox_shipping_zone()
            home = self._mealbox_home_carriers(zone)
            store = self.env['mealbox.pickup.store']._mealbox_find_by_carrier(carrier_id, website)
            if carrier_id in home.ids:
                carrier = home.filtered(lambda c: c.id == carrier_id)
                values['mealbox_delivery_type'] = 'delivery'
                dates = self._mealbox_home_dates(zone)
            elif store:
                carrier = store.carrier_id
                values.update(mealbox_delivery_type='pick_store', mealbox_store_id=store.id)
                dates = website._mealbox_delivery_dates(store=store)
            else:
                raise UserError(_("The delivery method is not available for your shipping address"))
            self._mealbox_apply_carrier(carrier)
            if self.mealbox_delivery_date and self.mealbox_delivery_date not in dates:
                values['mealbox_delivery_date'] = False
        self.write(values)

    def _mealbox_set_delivery(self, delivery_type, delivery_date, store_id=None, is_individual=False):
        """Prepares the order for payment (spec /add/details): every pay check
        of §5.3, then the carrier (zone's or store's) with its delivery line,
        the date, mode, store and 'is individual' flag.

        :param delivery_type: 'delivery', 'pick_store'/'pickup', or a store's carrier id
        :param delivery_date: 'YYYY-MM-DD' (0/'' for none: refused)
        :param store_id: optional store id for a pick-up (else the carrier's or the chosen one)
        :raise UserError: the spec's message of the first failed check
        """
        self.ensure_one()
        self._mealbox_check_logged_in()
        self._mealbox_lock()
        mode, store = self._mealbox_parse_delivery_type(delivery_type)
        if store_id not in (None, False, 0, '', '0'):
            chosen = self.env['mealbox.pickup.store']._mealbox_get_store(store_id, self._mealbox_website())
            store = chosen if mode == 'pick_store' else store
        date = self._mealbox_parse_date(delivery_date, _("delivery date"))
        problem = self._mealbox_delivery_problem(mode, date, store)
        if problem:
            raise UserError(problem)
        if mode == 'pick_store':
            carrier = store.carrier_id
            shipping = self.partner_shipping_id
            if not self.only_services and not self._mealbox_partner_complete(shipping, SHIPPING_REQUIRED):
                # Nothing is shipped: website_sale's checkout still wants a complete delivery address.
                self._mealbox_write_partners({'partner_shipping_id': self.partner_invoice_id.id})
        else:
            carrier = self._mealbox_home_carriers()[:1]
            if self.carrier_id in self._mealbox_home_carriers():
                carrier = self.carrier_id
        if not carrier:
            raise UserError(_("The delivery method is not available for your shipping address"))
        self._mealbox_apply_carrier(carrier)
        self.write({
            'mealbox_delivery_type': mode,
            'mealbox_delivery_date': date,
            'mealbox_store_id': store.id if mode == 'pick_store' else False,
            'mealbox_is_individual': bool(is_individual),
        })
        problem = self._mealbox_payment_problem()
        if problem:  # e.g. a loyalty reward removed the delivery line
            raise UserError(problem)
        return True

    # ------------------------------------------------------------
    # PROMO CODE (spec /check/promo, through Odoo's loyalty engine)
    # ------------------------------------------------------------

    def _mealbox_applied_codes(self):
        self.ensure_one()
        codes = self.code_enabled_rule_ids.mapped('code') + self.applied_coupon_ids.mapped('code')
        return [code for code in codes if code]

    def _mealbox_reward_amount(self, reward_lines):
        return self._mealbox_round(-self._mealbox_display_amount(reward_lines))

    def _mealbox_apply_promo(self, code):
        """Applies a promo code as website_sale_loyalty's /shop/pricelist does.

        :return: dict valid, code, message, reward_product (the reward's
            description), reward_amount (positive), amount_total
        """
        self.ensure_one()
        self._mealbox_lock()
        result = {'valid': False, 'code': code, 'message': '', 'reward_product': '', 'reward_amount': 0.0}
        rule = self.env['loyalty.rule'].sudo().search(
            [('mode', '=', 'with_code'), ('code', '=', code)], limit=1)
        if rule and rule in self.code_enabled_rule_ids:
            # Applying again changes nothing (Odoo would answer "already applied").
            result.update(valid=True, message=_("This promo code is already applied."))
            reward_lines = self.order_line.filtered(lambda line: line.reward_id.program_id == rule.program_id)
        else:
            status = self._try_apply_code(code)
            if 'error' in status:
                result['message'] = status['error']
                return {**result, 'amount_total': self._mealbox_round(self.amount_total)}
            applied = self.env['loyalty.reward']
            if len(status) == 1:
                coupon, rewards = next(iter(status.items()))
                if len(rewards) == 1 and not rewards.multi_product:
                    reward_status = self._apply_program_reward(rewards, coupon)
                    if 'error' in reward_status:
                        result['message'] = reward_status['error']
                        return {**result, 'amount_total': self._mealbox_round(self.amount_total)}
                    applied = rewards
            self._update_programs_and_rewards()
            programs = applied.program_id or (rule.program_id if rule else self.env['loyalty.program'])
            reward_lines = self.order_line.filtered(
                lambda line: line.reward_id and line.reward_id.program_id in programs)
            result.update(valid=True, message=_("Your promo code is applied.") if reward_lines else _(
                "Your promo code is valid: its reward will be applied when your order qualifies."))
        result.update(
            reward_product=', '.join(reward_lines.reward_id.mapped('description')),
            reward_amount=self._mealbox_reward_amount(reward_lines),
            amount_total=self._mealbox_round(self.amount_total),
        )
        return result

    # ------------------------------------------------------------
    # WHAT THE DELIVERY STEP SHOWS (spec §3.4 Order summary)
    # ------------------------------------------------------------

    def _mealbox_delivery_summary(self, show_pickup=False):
        """The delivery step's order summary (without the country list,
        added by the controller). Guests get empty partner data."""
        self.ensure_one()
        website = self._mealbox_website()
        currency = self.currency_id
        is_public = self._mealbox_is_public()
        reward_lines = self.order_line.filtered('is_reward_line')
        global_lines = reward_lines.filtered(lambda line: line.reward_id.is_global_discount)
        delivery_lines = self.order_line.filtered('is_delivery')
        goods = self.order_line - reward_lines - delivery_lines - self.order_line.filtered('display_type')
        stores = self.env['mealbox.pickup.store']._mealbox_get_stores(website)
        codes = self._mealbox_applied_codes()
        if is_public:
            shippings = self.env['res.partner']
            addresses = []
            zone = self.env['mealbox.delivery.zone']
        else:
            shippings = self._mealbox_shipping_partners()
            # One read (and one zone search) for every address shown.
            addresses = (shippings | self.partner_invoice_id.sudo() | self.partner_shipping_id.sudo()
                         )._mealbox_address_rows(website=website)
            zone = self._mealbox_shipping_zone()
        by_id = {row['id']: row for row in addresses}
        shipping_rows = [by_id[partner.id] for partner in shippings]
        dates = self._mealbox_home_dates(zone) if zone else []
        partner = self.partner_id.sudo()
        is_pick = bool(show_pickup) or self.mealbox_delivery_type == 'pick_store'
        message = ''
        if not is_public and not is_pick:
            if not zone:
                message = _("The delivery method is not available for your shipping address")
            elif not dates:
                message = _("It seems that no dates are available for your address, please contact us")
        carrier = self.carrier_id.sudo()
        amount_delivery = self._mealbox_display_amount(delivery_lines)
        return {
            'order_line_menu_list': self._mealbox_cart_items('dish'),
            'order_line_extra_list': self._mealbox_cart_items('extra'),
            'currency': currency.symbol or '',
            'currency_name': currency.name,
            'currency_info': self.env['mealbox.box']._currency_info(currency),
            'price': self._mealbox_display_amount(goods),
            'global_discount': self._mealbox_reward_amount(global_lines),
            'coupon_discount': self._mealbox_reward_amount(reward_lines - global_lines),
            'amount_delivery': amount_delivery,
            'total': self._mealbox_round(self.amount_total),
            'is_coupon_applied': bool(codes or reward_lines),
            'code': ', '.join(codes),
            'order_details': {
                'order_id': self.id,
                'name': self.name,
                'meal_no': self.mealbox_meals,
                'person': self.mealbox_people,
                'count_line': self._mealbox_count_line(),
                'delivery_type': self.mealbox_delivery_type or '',
                'delivery_date': (
                    fields.Date.to_string(self.mealbox_delivery_date) if self.mealbox_delivery_date else ''),
                'store_id': self.mealbox_store_id.id or 0,
                'remark': self.mealbox_remark or '',
                'is_individual': self.mealbox_is_individual,
                'carrier_id': carrier.id or 0,
                'amount_untaxed': self._mealbox_round(self.amount_untaxed),
                'amount_tax': self._mealbox_round(self.amount_tax),
                'amount_delivery': amount_delivery,
                'amount_total': self._mealbox_round(self.amount_total),
                'ready': self._is_cart_ready(),
            },
            'partner_data': {
                'is_public': is_public,
                'counter': len(stores),
                'email': '' if is_public else partner.email or '',
                'phone': '' if is_public else partner.phone or '',
            },
            'partner_id': 0 if is_public else partner.id,
            'partner_name': '' if is_public else partner.name or '',
            'partner_country': (
                None if is_public or not partner.country_id
                else {'id': partner.country_id.id, 'name': partner.country_id.name,
                      'code': partner.country_id.code or ''}),
            'user': {'id': self.env.user.id, 'name': self.env.user.name, 'is_public': self.env.user._is_public()},
            'billing_address': None if is_public else by_id.get(self.partner_invoice_id.id),
            'shipping_address': None if is_public else by_id.get(self.partner_shipping_id.id),
            'shippings': shipping_rows,
            'ship_len': len(shipping_rows),
            'ship_count': len(shippings.filtered(lambda p: p.type == 'delivery')),
            'delivery_period_list': [fields.Date.to_string(day) for day in dates],
            'delivery_options_list': self._mealbox_delivery_options(zone) if zone else [],
            'deliveries': [
                {'value': 'delivery', 'name': _("Home delivery"), 'available': bool(zone)},
                {'value': 'pick_store', 'name': _("Pick-up at a store"), 'available': bool(stores)},
            ],
            'carrier': {'id': carrier.id, 'name': carrier.name, 'amount': amount_delivery} if carrier else None,
            'is_pick': is_pick,
            'store_names_list': stores._mealbox_store_rows(),
            'deliverable': bool(zone),
            'message': message,
            'callback_method': '',
        }

    def _mealbox_shipping_state(self):
        """What the address block needs after an address change."""
        self.ensure_one()
        zone = self._mealbox_shipping_zone()
        dates = self._mealbox_home_dates(zone) if zone else []
        shippings = self._mealbox_shipping_partners()
        message = ''
        if not zone:
            message = _("The delivery method is not available for your shipping address")
        elif not dates:
            message = _("It seems that no dates are available for your address, please contact us")
        return {
            'zone': zone,
            'deliverable': bool(zone),
            'message': message,
            'delivery_period_list': [fields.Date.to_string(day) for day in dates],
            'delivery_options_list': self._mealbox_delivery_options(zone) if zone else [],
            'shippings': shippings,
            'ship_len': len(shippings),
            'ship_count': len(shippings.filtered(lambda p: p.type == 'delivery')),
        }
