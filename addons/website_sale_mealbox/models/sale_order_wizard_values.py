"""What the meal box wizard's routes answer (compose, extras, login) and the
thank-you widget's props: plain data for the widgets, built from the order.
Shapes: widgets/core/rpc/routes/mealbox-routes.ts (checked by the route contract)."""
from werkzeug.urls import url_encode

from odoo import _, models


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    # ------------------------------------------------------------
    # CART PANEL
    # ------------------------------------------------------------

    def _prepare_mealbox_summary_values(self):
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

    def _prepare_mealbox_cart_item_values(self, line_type):
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

    # ------------------------------------------------------------
    # DISHES AND EXTRAS LEFT TO CHOOSE
    # ------------------------------------------------------------

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

    def _prepare_mealbox_compose_values(self, filters, dish_cards=None):
        """The compose lists after a change: what is in the box and what is
        left (narrowed by `filters`: category_ids, diet_ids, toggle)."""
        self.ensure_one()
        return {
            'count_line': self._mealbox_count_line(),
            'product_in_cart': self._prepare_mealbox_cart_item_values('dish'),
            'product_remaining': self._mealbox_remaining('dish', cards=dish_cards, **filters),
        }

    def _prepare_mealbox_extra_values(self):
        """The extra step's lists: the extras in the box and those left."""
        self.ensure_one()
        return {
            'extra_in_cart': self._prepare_mealbox_cart_item_values('extra'),
            'extra_remaining': self._mealbox_remaining('extra'),
        }

    # ------------------------------------------------------------
    # LOGIN STEP AND THANK-YOU PAGE
    # ------------------------------------------------------------

    def _prepare_mealbox_login_values(self, meals, persons):
        """Where a guest logs in (or signs up) and comes back to the same box, at delivery."""
        self.ensure_one()
        back = '/mealbox?' + url_encode({
            'meal': meals, 'people': persons, 'state': 'delivery', 'order_id': self.id})
        # Odoo's own login form; OAuth providers (auth_oauth) add theirs on that page.
        providers = [{'id': 'odoo', 'name': _("Log in with your account"),
                      'auth_link': '/web/login?' + url_encode({'redirect': back}), 'css_class': ''}]
        signup_allowed = self.env['res.users'].sudo()._get_signup_invitation_scope() == 'b2c'
        return {
            'is_public_user': self._mealbox_website().is_public_user(),
            'redirect': back,
            'login_url': '/web/login?' + url_encode({'redirect': back}),
            'signup_url': ('/web/signup?' + url_encode({'redirect': back})) if signup_allowed else '',
            'providers': providers,
        }

    def _prepare_mealbox_thanks_props(self):
        """Props of the thank-you widget on Odoo's confirmation page: what the
        visitor ordered, and the order total and currency its purchase
        analytics event sends (spec §2.7)."""
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
            'purchaseEvent': self._mealbox_take_purchase_event(),
        }

    def _mealbox_take_purchase_event(self):
        """Whether this rendering of the thank-you page sends the order's
        purchase analytics event: once per order, when it is paid or confirmed
        (an unpaid wire transfer waits), whatever the browser or device. The
        rendering that says so marks it sent."""
        self.ensure_one()
        order = self.sudo()
        paid = order.state in ('sale', 'done') or order.get_portal_last_transaction().state == 'done'
        if not paid or order.mealbox_purchase_tracked:
            return False
        order.mealbox_purchase_tracked = True
        return True
