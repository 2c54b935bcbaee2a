import re

from odoo.tests import HttpCase, tagged

from odoo.addons.website_livechat_widget.tests.common import LivechatCommon

DEFINE_RE = re.compile(r"odoo\.define\(\s*['\"]([^'\"]+)['\"]\s*,\s*\[([^\]]*)\]")


@tagged('post_install', '-at_install')
class TestLivechatAssets(LivechatCommon, HttpCase):
    """Website pages run the visitor-livechat widget, not Odoo's live chat:
    its session data is not in the page and its JS is not in the bundle,
    which still defines every module it imports (else Odoo's module loader
    blanks the page)."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        # Odoo's bundle on every page (a lean page, website_weekbox_site's, has none to check).
        websites = cls.env['website'].search([])
        if 'weekbox_lean_pages' in websites._fields:
            websites.weekbox_lean_pages = False

    def _page_and_bundles(self, url='/contactus'):
        page = self.url_open(url)
        self.assertEqual(page.status_code, 200)
        scripts = re.findall(r'"(/web/assets/[^"]+\.js)"', page.text)
        self.assertTrue(any('web.assets_frontend_lazy' in src for src in scripts), scripts)
        return page.text, '\n'.join(self.url_open(src).text for src in scripts)

    def test_pages_mount_the_widget_without_odoo_live_chat(self):
        html, _bundles = self._page_and_bundles()
        self.assertIn('data-widget="visitor-livechat"', html)
        self.assertIn(f'&#34;channelId&#34;: {self.channel.id}', html)
        self.assertNotIn('livechatData', html)

    def test_the_frontend_bundle_has_no_live_chat_and_defines_what_it_imports(self):
        _html, bundles = self._page_and_bundles()
        defined, needed = set(), {}
        for name, deps in DEFINE_RE.findall(bundles):
            defined.add(name)
            for dep in re.findall(r"['\"]([^'\"]+)['\"]", deps):
                needed.setdefault(dep, name)
        self.assertGreater(len(defined), 100)
        self.assertEqual({dep: by for dep, by in needed.items() if dep not in defined}, {})
        # (Odoo's own test tours, `@im_livechat/../tests/tours/…`, come with test mode only.)
        livechat = sorted(name for name in defined if '/tests/' not in name
                          and name.startswith(('@im_livechat/', '@mail/', '@website_livechat/')))
        self.assertEqual(livechat, [])
