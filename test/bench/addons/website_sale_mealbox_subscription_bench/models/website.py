from odoo import fields, models


class Website(models.Model):
    _inherit = 'website'

    def _mealbox_now(self, now=None):
        """The bench's pinned clock: `mealbox_bench_now` (naive UTC) in the
        context stands for the current time. Only the bench's calls carry it,
        so a shop running beside the bench keeps the real clock (a pinned
        clock patched process-wide would move it too)."""
        pinned = self.env.context.get('mealbox_bench_now')
        if pinned and now is None:
            now = fields.Datetime.to_datetime(pinned)
        return super()._mealbox_now(now)
