from odoo import _, api, fields, models
from odoo.exceptions import UserError, ValidationError

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
                'sequence': 1,
            })

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

    def _mealbox_add_dish(self, product):
        """One more meal of `product`: a new line starts at the dish's minimum
        quantity; no dish beyond the box's number of meals."""
        self.ensure_one()
        self._mealbox_lock()
        self._mealbox_check_box()
        template = self._mealbox_dish_template(product)
        line = self._mealbox_lines('dish').filtered(lambda l: l.product_id == product)[:1]
        step = 1 if line else max(template.mealbox_min_qty, 1)
        if self._mealbox_count_line() + step > self.mealbox_meals:
            raise UserError(_(
                "With your type of box it is not possible to add more than %(meals)s meals",
                meals=self.mealbox_meals))
        if line:
            line.product_uom_qty += step
        else:
            self.env['sale.order.line'].create({
                'order_id': self.id,
                'product_id': product.id,
                'product_uom_qty': step,
                'mealbox_line_type': 'dish',
                'sequence': 10,
            })

    def _mealbox_find_line(self, line_type, line_id=0, product=None):
        lines = self._mealbox_lines(line_type)
        line = lines.filtered(lambda l: l.id == line_id) if line_id else lines.filtered(
            lambda l: l.product_id == product)
        if not line:
            raise UserError(_("This item is no longer in your box."))
        return line[:1]

    def _mealbox_set_line_qty(self, line, quantity):
        """Sets a dish or extra line's quantity; below its minimum (or at 0) the
        line goes and the product is offered again (spec §4.3)."""
        minimum = line.product_id.product_tmpl_id._mealbox_line_minimum(line.mealbox_line_type)
        if quantity <= 0 or quantity < minimum:
            line.unlink()
            return
        if line.mealbox_line_type == 'dish':
            others = self._mealbox_count_line() - int(line.product_uom_qty)
            if others + quantity > self.mealbox_meals:
                raise UserError(_(
                    "With your type of box it is not possible to add more than %(meals)s meals",
                    meals=self.mealbox_meals))
        line.product_uom_qty = quantity

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
        self.ensure_one()
        self._mealbox_lock()
        self._mealbox_check_box()
        template = product.product_tmpl_id
        if not product or template not in self.website_id._mealbox_extras():
            raise UserError(_("This extra is not available."))
        line = self._mealbox_lines('extra').filtered(lambda l: l.product_id == product)[:1]
        if line:
            line.product_uom_qty += 1
        else:
            self.env['sale.order.line'].create({
                'order_id': self.id,
                'product_id': product.id,
                'product_uom_qty': max(template.mealbox_extra_min_qty, 1),
                'mealbox_line_type': 'extra',
                'sequence': 20,
            })

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
        currency = self.currency_id
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
