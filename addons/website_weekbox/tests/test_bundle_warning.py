import json

from odoo.tests import TransactionCase, tagged

from .common import BundleManifestMixin


@tagged('post_install', '-at_install')
class TestBundleWarning(BundleManifestMixin, TransactionCase):
    """Addons deployed without the widget bundle: the website settings say so."""

    def setUp(self):
        super().setUp()
        self._patch_bundle_manifest()

    def _settings(self):
        return self.env['res.config.settings'].create({})

    def test_the_settings_warn_while_the_bundle_is_missing(self):
        self.assertTrue(self._settings().weekbox_bundle_missing)

        with open(self.manifest, 'w', encoding='utf-8') as manifest_file:
            json.dump({'entries': {'website': {'file': 'website-AAAA.js', 'imports': [], 'css': []}}}, manifest_file)

        self.assertFalse(self._settings().weekbox_bundle_missing)

    def test_the_warning_is_in_the_website_settings_form(self):
        arch = self.env['res.config.settings'].get_views([(False, 'form')])['views']['form']['arch']
        self.assertIn('weekbox_bundle_missing', arch)
        self.assertIn('The Weekbox widgets are not installed.', arch)
