from odoo import models


class SaleOrder(models.Model):
    """Promo codes of the delivery step (spec /check/promo), through Odoo's
    loyalty engine: website_sale_shop_widget applies them
    (_weekbox_apply_promo_code, shared with the shop's /shop/weekbox/promo);
    this file shapes the meal box's answer."""
    _inherit = 'sale.order'

    def _mealbox_reward_amount(self, reward_lines):
        return self._mealbox_round(-self._mealbox_display_amount(reward_lines))

    def _prepare_mealbox_promo_values(self, code, valid=False, message='', reward_lines=None):
        """The answer of /check/promo: the code's rewards (description, amount
        as a positive number) when `reward_lines` are given, and the new total."""
        self.ensure_one()
        applied = reward_lines is not None
        return {
            'valid': valid,
            'code': code,
            'message': message,
            'reward_product': ', '.join(reward_lines.reward_id.mapped('description')) if applied else '',
            'reward_amount': self._mealbox_reward_amount(reward_lines) if applied else 0.0,
            'amount_total': self._mealbox_round(self.amount_total),
        }
