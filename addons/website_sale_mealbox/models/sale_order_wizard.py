"""The meal box wizard's choices on the order: the dishes and extras left to
choose (compose and extra steps, narrowed by the filters) and their prices,
and the thank-you page's purchase event, sent once per order. What the routes
answer is shaped controller-side (controllers/mealbox_values.py)."""
from odoo import models


class SaleOrder(models.Model):
    _inherit = 'sale.order'

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
        return [{**card, 'list_price': self.currency_id._weekbox_round(prices[card['product_tmpl_id']])}
                for card in cards]

    # ------------------------------------------------------------
    # THANK-YOU PAGE
    # ------------------------------------------------------------

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
