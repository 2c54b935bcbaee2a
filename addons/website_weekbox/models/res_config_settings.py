from odoo import fields, models

from .website import _read_bundle_manifest


class ResConfigSettings(models.TransientModel):
    _inherit = 'res.config.settings'

    # Shown as a warning in the website settings: without the built bundle
    # every widget page shows only its server-rendered placeholders, and an
    # admin who deployed addons/ without it would otherwise only find out
    # from the server log.
    weekbox_bundle_missing = fields.Boolean(compute='_compute_weekbox_bundle_missing')

    def _compute_weekbox_bundle_missing(self):
        manifest = _read_bundle_manifest()
        missing = not (manifest and manifest.get('entries', {}).get('website'))
        for settings in self:
            settings.weekbox_bundle_missing = missing
