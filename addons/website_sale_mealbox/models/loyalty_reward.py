from odoo import api, models

# What loyalty's _compute_description depends on (all_discount_product_ids through
# its own dependencies): a change of any recomputes the description.
DESCRIPTION_FIELDS = (
    'reward_type', 'reward_product_id', 'discount_mode', 'discount', 'currency_id', 'discount_applicability',
    'discount_product_ids', 'discount_product_category_id', 'discount_product_tag_id', 'discount_product_domain',
)


class LoyaltyReward(models.Model):
    """A reward's description ("10% on your order") is the name of its
    discount line on the cart, the order and its e-mail. Loyalty computes it
    once, in the language of whoever saves the reward: the other languages of
    the site would show it untranslated. The computed description is written
    in every installed language whenever loyalty computes it (a description
    typed by staff stays theirs until what it describes changes, as in loyalty)."""
    _inherit = 'loyalty.reward'

    @api.model_create_multi
    def create(self, vals_list):
        rewards = super().create(vals_list)
        computed = [reward for reward, vals in zip(rewards, vals_list) if not vals.get('description')]
        self.browse([reward.id for reward in computed])._weekbox_translate_description()
        return rewards

    def write(self, vals):
        result = super().write(vals)
        if 'description' not in vals and any(field in vals for field in DESCRIPTION_FIELDS):
            self._weekbox_translate_description()
        return result

    def _weekbox_translate_description(self):
        """Writes the computed description (and its discount product's name,
        which loyalty keeps equal to it) in each installed language but the
        current one, which has it already."""
        current = self.env.lang or 'en_US'
        # The current language's recomputation first: a write of the field would drop it.
        self.mapped('description')
        for code, _name in self.env['res.lang'].get_installed():
            if code != current:
                # Assigned outside a recomputation: each record's `code` value is written.
                self.with_context(lang=code)._compute_description()

    @api.model
    def _weekbox_translate_program_rewards(self, program_ids):
        """The rewards of these programs, created with a computed description
        before this module could translate it (demo data, an update)."""
        self.with_context(active_test=False).search(
            [('program_id', 'in', program_ids)])._weekbox_translate_description()
