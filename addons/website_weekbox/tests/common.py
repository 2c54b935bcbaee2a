import json
import os
import tempfile
from unittest.mock import patch

from lxml import html

from odoo.addons.website_weekbox.models import website as website_module


class BundleManifestMixin:
    """Points the addon at a manifest.json in a temporary folder (none written
    yet: `self.manifest` is its path), so a test builds the bundle it needs."""

    def _patch_bundle_manifest(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.manifest = os.path.join(tmp.name, 'manifest.json')
        patcher = patch.object(website_module, '_manifest_path', lambda: self.manifest)
        patcher.start()
        self.addCleanup(patcher.stop)


def skip_under_libfaketime(test):
    """Skips `test` when Odoo runs under libfaketime (`faketime`, README: the Odoo
    suites under a faked clock). The runner then starts PostgreSQL under it too,
    and there PostgreSQL's lock_timeout never fires: a test waiting for it would
    hang the run until the other transaction ends."""
    if 'libfaketime' in os.environ.get('LD_PRELOAD', ''):
        test.skipTest("PostgreSQL's lock_timeout does not fire under libfaketime (LD_PRELOAD)")


LAZY_BUNDLE = 'web.assets_frontend_lazy'
# The lean pages' script (lean_chrome.js, built or not): its tag's marker.
LEAN_SCRIPT = 'data-weekbox-lean-chrome'


class LeanReasonsMixin:
    """For an HttpCase: a page's lean verdict (issue #34, website_weekbox_site)
    as debug mode shows it, checked against what the page loads."""

    @classmethod
    def make_lean_site(cls, website, **values):
        """The rule's inputs on `website` as a lean site has them, whatever the
        demo or earlier runs left: the setting on, no cookie bar, no custom
        code, no mega menu (and `values`, e.g. an area's own setting)."""
        website.write({'weekbox_lean_pages': True, 'cookies_bar': False, 'custom_code_head': False,
                       'custom_code_footer': False, **values})
        cls.env['website.menu'].search([('website_id', '=', website.id)]).write({'mega_menu_content': False})

    def reasons(self, url):
        """The page's reasons from its debug note (empty: the page is lean),
        after checking its meta note, Odoo's bundle and lean_chrome.js agree."""
        response = self.url_open(url + ('&' if '?' in url else '?') + 'debug=1')
        self.assertEqual(response.status_code, 200, url)
        page = html.fromstring(response.content)
        note = page.xpath("//script[@id='weekbox-lean-reasons']")
        self.assertTrue(note, "no debug note in %s" % url)
        reasons = json.loads(note[0].text)
        meta = page.xpath("//meta[@name='weekbox-lean']/@content")[0]
        self.assertEqual(meta.startswith('Weekbox lean page: yes'), not reasons)
        self.assertEqual(LAZY_BUNDLE in response.text, bool(reasons), url)
        self.assertEqual(LEAN_SCRIPT in response.text, not reasons, url)
        return reasons
