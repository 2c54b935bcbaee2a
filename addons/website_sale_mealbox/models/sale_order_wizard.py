"""The meal box wizard's choices on the order: the dishes and extras left to
choose (compose and extra steps, narrowed by the filters) and their prices,
and the thank-you page's purchase event, sent once per order. What the routes
answer is shaped controller-side (controllers/mealbox_values.py)."""
from odoo import models
from odoo.osv import expression

from .product_template import MEALBOX_TOGGLE_FIELDS


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    # ------------------------------------------------------------
    # DISHES AND EXTRAS LEFT TO CHOOSE
    # ------------------------------------------------------------

    def _mealbox_filter_domain(self, line_type, category_ids=(), diet_ids=(), toggle=None):
        """The compose filters as a product.template domain, without what the
        box already holds of `line_type` ('dish' or 'extra'): any of the
        categories (0: all), all of the diets, and the toggle filter
        ('do_something' / 'do_nothing')."""
        domain = [('id', 'not in', self._mealbox_lines(line_type).product_id.product_tmpl_id.ids)]
        categories = [category for category in category_ids if category]
        if categories:
            domain.append(('public_categ_ids', 'in', categories))
        domain += [('mealbox_diet_ids', 'in', [diet]) for diet in diet_ids]
        if toggle:
            domain.append((MEALBOX_TOGGLE_FIELDS[toggle], '=', True))
        return domain

    def _mealbox_remaining_page(self, after=0, **filters):
        """One page of the dishes not in the box yet, narrowed by the compose
        filters (`_mealbox_filter_domain`), in menu order: those after the dish
        `after` (a product id; 0: from the start), at most the website's page
        size. A menu of 2,000 dishes answered whole made every load read, shape
        and send 800 KB of cards the visitor mostly never scrolls to; the page
        asks for the next ones when the visitor does.

        The cursor is a dish, not an offset: dishes the visitor adds meanwhile
        leave the list without shifting what comes next.

        :returns: (the page's cards with their menu_rank, how many more match after them)
        """
        website = self._mealbox_website()
        size = website._mealbox_dish_page_size()
        rows, matching = website._mealbox_menu_rows(
            self._mealbox_filter_domain('dish', **filters), after=after, limit=size)
        return self._mealbox_ranked_cards(rows), max(matching - len(rows), 0)

    def _mealbox_dishes_offered_again(self, templates, **filters):
        """Cards (with their menu_rank) of those dish `templates` still on the
        menu, not in the box and matching the compose filters: the dishes a box
        change gives back to the list."""
        if not templates:
            return []
        domain = expression.AND([self._mealbox_filter_domain('dish', **filters), [('id', 'in', templates.ids)]])
        rows, _matching = self._mealbox_website()._mealbox_menu_rows(domain)
        return self._mealbox_ranked_cards(rows)

    def _mealbox_ranked_cards(self, rows):
        """The cards of `_mealbox_menu_rows`' rows, each with its place on the menu."""
        templates = self.env['product.template'].browse([row['product_tmpl_id'] for row in rows])
        return [{**card, 'menu_rank': row['menu_rank']} for card, row in zip(templates._mealbox_card_rows(), rows)]

    def _mealbox_remaining_extras(self, category_ids=()):
        """Cards of the extras not in the box yet (of any of the categories),
        priced, menu_rank their place in that list: extras are few, never paged."""
        website = self._mealbox_website()
        extras = website._mealbox_extras(self._mealbox_filter_domain('extra', category_ids=category_ids))
        cards = self._mealbox_priced(extras._mealbox_card_rows())
        return [{**card, 'menu_rank': rank} for rank, card in enumerate(cards, 1)]

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
