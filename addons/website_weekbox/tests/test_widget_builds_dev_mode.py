import json
import os
from unittest.mock import patch

from lxml import html

from odoo.modules.registry import Registry
from odoo.tests import HttpCase, tagged
from odoo.tools import config

from odoo.addons.website_weekbox.models import website as website_module

from .common import BundleManifestMixin


@tagged('post_install', '-at_install')
class TestWidgetBuildsDevMode(BundleManifestMixin, HttpCase):
    """A new widget build is looked for at each request (and Odoo's template
    cache cleared for it) only when Odoo runs in a reloading dev mode; in
    production a new build comes with a restart."""

    def setUp(self):
        super().setUp()
        self._patch_bundle_manifest()
        clear_cache = patch.object(Registry, 'clear_cache', autospec=True, side_effect=Registry.clear_cache)
        self.clear_cache = clear_cache.start()
        self.addCleanup(clear_cache.stop)

    def _dev_mode(self, *modes):
        patcher = patch.dict(config.options, {'dev_mode': list(modes)})
        patcher.start()
        self.addCleanup(patcher.stop)

    def _build(self, entry_file, mtime):
        with open(self.manifest, 'w', encoding='utf-8') as manifest_file:
            json.dump({'entries': {'website': {'file': entry_file}}}, manifest_file)
        os.utime(self.manifest, (mtime, mtime))

    def _script(self):
        page = html.fromstring(self.url_open('/').content)
        return page.xpath('//script[@type="module"][starts-with(@src, "/website_weekbox/static/")]/@src')

    def _templates_cleared(self):
        return [call for call in self.clear_cache.call_args_list if 'templates' in call.args[1:]]

    def test_dev_modes_that_pick_up_new_builds(self):
        for modes, expected in (
            ((), False),
            (('reload',), True),
            (('xml',), True),
            (('all', 'reload', 'qweb', 'xml'), True),  # --dev=all
            (('qweb', 'werkzeug', 'pdb'), False),
        ):
            with self.subTest(modes=modes), patch.dict(config.options, {'dev_mode': list(modes)}):
                self.assertEqual(website_module.picks_up_new_builds(), expected)

    def test_dev_mode_picks_up_a_new_build(self):
        self._dev_mode('reload')
        self._build('website-AAAA.js', 1_000_000)
        self._script()
        self._script()
        self._build('website-BBBB.js', 2_000_000)
        self.clear_cache.reset_mock()
        self.assertEqual(self._script(), ['/website_weekbox/static/dist/website-BBBB.js'])
        self.assertEqual(len(self._templates_cleared()), 1)
        self._script()
        self.assertEqual(len(self._templates_cleared()), 1)  # once per build

    def test_production_never_clears_the_template_cache(self):
        self._dev_mode()
        self._build('website-AAAA.js', 1_000_000)
        self._script()
        self._build('website-BBBB.js', 2_000_000)
        self._script()
        self._build('website-CCCC.js', 3_000_000)
        self._script()
        self.assertEqual(self._templates_cleared(), [])
