"""The meal box wizard's choices on the order: the dishes and extras left to
choose (compose and extra steps, narrowed by the filters) and their prices,
and the thank-you page's purchase event, sent once per order. What the routes
answer is shaped controller-side (controllers/mealbox_values.py)."""
from odoo import _, models
from odoo.exceptions import UserError


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

    def _mealbox_remaining_page(self, menu, after=0, **filters):
        """One page of the dishes left (`_mealbox_remaining`), in menu order: those
        after the dish `after` (a product id; 0: from the start), at most the
        website's page size. A menu of 2,000 dishes answered whole made every
        load read, shape and send 800 KB of cards the visitor mostly never scrolls
        to; the page asks for the next ones when the visitor does.

        The cursor is a dish, not an offset: dishes the visitor adds meanwhile
        leave the list without shifting what comes next.

        :param menu: the week's dishes in menu order, as ``website._mealbox_current_menu_index`` reads them
        :returns: (the page's cards, how many more match after them)
        """
        remaining = self._mealbox_remaining('dish', cards=menu, **filters)
        if after:
            ranks = {dish['product_id']: rank for rank, dish in enumerate(menu)}
            if after not in ranks:
                raise UserError(_("The week's menu has changed: please reload the page."))
            start = ranks[after]
            remaining = [dish for dish in remaining if ranks[dish['product_id']] > start]
        size = self._mealbox_website()._mealbox_dish_page_size()
        page = self.env['product.template'].browse([dish['product_tmpl_id'] for dish in remaining[:size]])
        return page._mealbox_card_rows(), max(len(remaining) - size, 0)

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
