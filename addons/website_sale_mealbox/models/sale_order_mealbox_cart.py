from odoo import _, api, models
from odoo.exceptions import UserError, ValidationError

from .sale_order import LINE_SEQUENCE


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    # ------------------------------------------------------------
    # BOX SIZE
    # ------------------------------------------------------------

    @api.model
    def _mealbox_check_box_size(self, meals, people):
        """The steppers' minima: meals at least 2 (3 for 1 person), people at
        least 1 (2 when meals is 2) (spec §5.3), enforced here whatever the
        browser sent."""
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

    def _mealbox_box_of_product(self, product):
        """The box size sold as `product` on this order's website (a row of
        this website first), or an empty recordset."""
        self.ensure_one()
        boxes = self.env['mealbox.box'].sudo().search([
            ('product_id', '=', product.id),
            ('website_id', 'in', [False, self.website_id.id]),
        ])
        return boxes.sorted(lambda box: not box.website_id)[:1]

    # ------------------------------------------------------------
    # DISHES AND EXTRAS
    # ------------------------------------------------------------

    def _mealbox_check_box(self):
        if not self.mealbox_box_id:
            raise UserError(_("Please choose the size of your box first."))

    def _mealbox_dish_template(self, product):
        """`product`'s template if it is a dish of the current menu, else a refusal."""
        template = product.product_tmpl_id
        if not product or not self.website_id._mealbox_current_dishes(among=template):
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

    def _mealbox_add_one(self, line_type, product):
        """One more of `product` (a dish or an extra): a new line starts at its
        minimum quantity; no dish beyond the box's number of meals."""
        self.ensure_one()
        self._weekbox_lock()
        line = self._mealbox_lines(line_type).filtered(lambda line: line.product_id == product)[:1]
        quantity = int(line.product_uom_qty) + 1 if line else 1
        self._mealbox_write_line(
            line_type, product, self._mealbox_allowed_quantity(line_type, product, quantity, line), line)

    def _mealbox_add_dish(self, product):
        self._mealbox_add_one('dish', product)

    def _mealbox_add_extra(self, product):
        self._mealbox_add_one('extra', product)

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
        self._weekbox_lock()
        line = self._mealbox_find_line(line_type, line_id, product)
        self._mealbox_set_line_qty(line, int(line.product_uom_qty) - 1)

    def _mealbox_change_qty(self, line_type, quantity, line_id=0, product=None):
        self.ensure_one()
        self._weekbox_lock()
        self._mealbox_check_box()
        self._mealbox_set_line_qty(self._mealbox_find_line(line_type, line_id, product), quantity)

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
            self._weekbox_lock()
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

    # ------------------------------------------------------------
    # CONTENT CHECKS
    # ------------------------------------------------------------

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

    def _mealbox_is_box_ready_for(self, meals=0):
        """`_mealbox_is_box_ready`, and the box is the `meals` the page was
        built for (0: not said)."""
        self.ensure_one()
        return self._mealbox_is_box_ready() and (not meals or meals == self.mealbox_meals)

    def _mealbox_is_box_ready(self):
        """Whether the box may go on to delivery: exactly its meals, all on
        the current menu (the menu may have changed since compose)."""
        self.ensure_one()
        dishes = self._mealbox_lines('dish').product_id.product_tmpl_id
        off_menu = dishes - self._mealbox_website()._mealbox_current_dishes(among=dishes)
        return bool(self.mealbox_box_id) and not off_menu and self._mealbox_count_line() == self.mealbox_meals
