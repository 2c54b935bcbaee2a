from odoo import _, models


class SaleOrder(models.Model):
    """Promo codes through Odoo's loyalty engine, applied as website_sale_loyalty's
    /shop/pricelist applies them but answered as data: the shop's
    /shop/weekbox/promo and the meal box's /check/promo share these rules."""
    _inherit = 'sale.order'

    def _weekbox_applied_promo_codes(self):
        """The codes applied to this order: promo codes and coupons."""
        self.ensure_one()
        codes = self.code_enabled_rule_ids.mapped('code') + self.applied_coupon_ids.mapped('code')
        return [code for code in codes if code]

    def _weekbox_apply_promo_code(self, code):
        """Applies a promo code as website_sale_loyalty's /shop/pricelist does.
        A refused code changes nothing; a code applied again neither.

        :param str code: the code, stripped, not empty
        :return: (valid, message, reward_lines): the reward lines of the
            code's program, None when the code is refused (Odoo's message)
        """
        self.ensure_one()
        self._weekbox_lock()
        rule = self.env['loyalty.rule'].sudo().search(
            [('mode', '=', 'with_code'), ('code', '=', code)], limit=1)
        if rule and rule in self.code_enabled_rule_ids:
            # Applying again changes nothing (Odoo would answer "already applied").
            reward_lines = self.order_line.filtered(lambda line: line.reward_id.program_id == rule.program_id)
            return True, _("This promo code is already applied."), reward_lines
        status = self._try_apply_code(code)
        if 'error' in status:
            return False, status['error'], None
        applied = self.env['loyalty.reward']
        if len(status) == 1:
            coupon, rewards = next(iter(status.items()))
            if len(rewards) == 1 and not rewards.multi_product:
                reward_status = self._apply_program_reward(rewards, coupon)
                if 'error' in reward_status:
                    return False, reward_status['error'], None
                applied = rewards
        self._update_programs_and_rewards()
        programs = applied.program_id or (rule.program_id if rule else self.env['loyalty.program'])
        reward_lines = self.order_line.filtered(
            lambda line: line.reward_id and line.reward_id.program_id in programs)
        message = _("Your promo code is applied.") if reward_lines else _(
            "Your promo code is valid: its reward will be applied when your order qualifies.")
        return True, message, reward_lines

    def _weekbox_apply_visitor_promo_code(self, code):
        """`_weekbox_apply_promo_code` for the visitor of the request, who may
        try only so many wrong codes (weekbox.promo.attempt): each try is
        recorded before it is made (concurrent tries count each other) and
        taken back when the code applies, or when the try does not end (a
        concurrent request's lock: Odoo retries the request). Beyond the limit every code is
        refused, a valid one too, so that trying on tells nothing.

        :return: (valid, message, reward_lines), as `_weekbox_apply_promo_code`
        """
        attempts = self.env['weekbox.promo.attempt'].sudo()
        attempt_id = attempts._weekbox_record_request_attempt()
        if not attempt_id:
            return False, attempts._weekbox_too_many_message(), None
        try:
            valid, message, reward_lines = self._weekbox_apply_promo_code(code)
        except Exception:
            # The try did not end: another request held the order (Odoo runs
            # this request again, which records its own try) or it failed. It
            # told nothing about the code: it must not count as a wrong one.
            attempts._weekbox_withdraw_attempt(attempt_id)
            raise
        if valid:
            attempts._weekbox_withdraw_attempt(attempt_id)
        return valid, message, reward_lines
