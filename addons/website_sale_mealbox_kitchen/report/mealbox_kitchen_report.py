from odoo import api, models


class ReportKitchenDay(models.AbstractModel):
    """The kitchen's PDF of a day: the figures of each print wizard printed."""
    _name = 'report.website_sale_mealbox_kitchen.report_kitchen_day'
    _description = "Kitchen and deliveries of a day"

    @api.model
    def _get_report_values(self, docids, data=None):
        prints = self.env['mealbox.kitchen.print'].browse(docids).exists()
        return {
            'doc_ids': prints.ids,
            'doc_model': 'mealbox.kitchen.print',
            'docs': prints,
            'figures': {wizard.id: wizard._mealbox_kitchen_figures() for wizard in prints},
        }
