from odoo import fields, models

AUTOCOMPLETE_URL_PARAM = 'website_sale_mealbox.autocomplete_url'
AUTOCOMPLETE_KEY_PARAM = 'website_sale_mealbox.autocomplete_key'


class ResConfigSettings(models.TransientModel):
    _inherit = 'res.config.settings'

    mealbox_max_meal = fields.Integer(related='website_id.mealbox_max_meal', readonly=False)
    mealbox_max_people = fields.Integer(related='website_id.mealbox_max_people', readonly=False)
    mealbox_tz = fields.Selection(related='website_id.mealbox_tz', readonly=False)
    mealbox_cutoff_weekday = fields.Selection(related='website_id.mealbox_cutoff_weekday', readonly=False)
    mealbox_cutoff_hour = fields.Float(related='website_id.mealbox_cutoff_hour', readonly=False)
    mealbox_lead_days = fields.Integer(related='website_id.mealbox_lead_days', readonly=False)
    mealbox_dates_ahead = fields.Integer(related='website_id.mealbox_dates_ahead', readonly=False)
    mealbox_home_carrier_id = fields.Many2one(related='website_id.mealbox_home_carrier_id', readonly=False)
    mealbox_filter_do_something_label = fields.Char(
        related='website_id.mealbox_filter_do_something_label', readonly=False)
    mealbox_filter_do_nothing_label = fields.Char(
        related='website_id.mealbox_filter_do_nothing_label', readonly=False)
    mealbox_autocomplete_url = fields.Char(
        string="Address autocomplete service", config_parameter=AUTOCOMPLETE_URL_PARAM,
        help="Base URL of the address autocomplete API, e.g. https://api.postcode.eu "
             "(requests go to {url}/international/v1/autocomplete/{context}/{term}).")
    mealbox_autocomplete_key = fields.Char(
        string="Address autocomplete key", config_parameter=AUTOCOMPLETE_KEY_PARAM,
        groups='base.group_system', help="Credentials of the address autocomplete API (kept on the server).")
