from lxml import etree

from odoo import api, fields, models

AUTOCOMPLETE_URL_PARAM = 'website_sale_mealbox.autocomplete_url'
AUTOCOMPLETE_KEY_PARAM = 'website_sale_mealbox.autocomplete_key'
HOMEPAGE_VIEW = 'website_sale_mealbox.homepage_mealbox'


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
    mealbox_homepage = fields.Boolean(
        string="Meal-box home page", compute='_compute_mealbox_homepage', inverse='_inverse_mealbox_homepage',
        help="The website's home page shows the meal-box blocks (zip check, order countdown, menu, "
             "box configurator) instead of its own content, which is kept.")
    mealbox_homepage_own_content = fields.Boolean(
        string="Home page has its own content", compute='_compute_mealbox_homepage')

    @api.depends('website_id')
    def _compute_mealbox_homepage(self):
        for settings in self:
            website = settings.website_id
            settings.mealbox_homepage = bool(website and self._mealbox_homepage_view(website).active)
            settings.mealbox_homepage_own_content = bool(website and self._mealbox_homepage_has_own_content(website))

    def _inverse_mealbox_homepage(self):
        for settings in self.filtered('website_id'):
            settings._mealbox_set_homepage(settings.website_id, settings.mealbox_homepage)

    @api.model
    def _mealbox_homepage_view(self, website):
        """The meal-box home page view this website renders: its own copy (Odoo
        copies it under each website's home page), else the generic view."""
        return website.with_context(website_id=website.id).viewref(HOMEPAGE_VIEW, raise_if_not_found=False)

    @api.model
    def _mealbox_homepage_has_own_content(self, website):
        """Whether the website's home page (the view the meal-box page hides) holds
        content an editor put there: the setting then warns that it gets hidden."""
        home = website.with_context(website_id=website.id).viewref('website.homepage', raise_if_not_found=False)
        if not home:
            return False
        wrap = etree.fromstring(home.arch).xpath("//div[@id='wrap']")
        return bool(wrap and (len(wrap[0]) or (wrap[0].text or '').strip()))

    @api.model
    def _mealbox_set_homepage(self, websites, active):
        """Switches the meal-box home page of these websites, never its content:
        only the view's `active` changes, so an editor's page (edits of the
        meal-box page, or the home page's own content it hides) comes back when
        switched again. A generic view is copied for the website (Odoo's
        copy-on-write) under the home page that website renders, so other
        websites keep theirs. `websites`: records, or ids (from XML data)."""
        for website in self.env['website'].browse(getattr(websites, 'ids', websites)):
            view = self._mealbox_homepage_view(website)
            if not view or view.active == active:
                continue
            vals = {'active': active}
            if not view.website_id:
                home = website.with_context(website_id=website.id).viewref('website.homepage')
                if view.inherit_id != home:
                    vals['inherit_id'] = home.id
            view.with_context(website_id=website.id).write(vals)
