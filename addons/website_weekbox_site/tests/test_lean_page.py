"""Lean visitor pages (issue #34): the per-request decision
website._weekbox_lean_reasons and what website.layout renders from it. A
lean page calls no web.assets_frontend_lazy (Odoo's CSS and minimal bundle
stay) and loads lean_chrome.js; any reason keeps Odoo's bundle; debug mode
lists the reasons in the page.

Run alone: WEEKBOX_TEST_TAGS=/website_weekbox_site:TestLeanPage
"""
import json
import os
from unittest.mock import patch

from lxml import html

from odoo.tests import HttpCase, tagged
from odoo.tools import config

from odoo.addons.website_weekbox.tests.common import LAZY_BUNDLE, LEAN_SCRIPT, BundleManifestMixin, LeanReasonsMixin

TEST_PAGE_KEY = 'website_weekbox_site.test_lean_page'


@tagged('post_install', '-at_install')
class TestLeanPage(BundleManifestMixin, LeanReasonsMixin, HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.website = cls.env['website'].browse(1)
        cls.make_lean_site(cls.website)
        cls.page = cls.env['website.page'].create({
            'url': '/weekbox-lean-test',
            'website_id': cls.website.id,
            'is_published': True,
            'type': 'qweb',
            'key': TEST_PAGE_KEY,
            'arch': f"""<t t-name="{TEST_PAGE_KEY}"><t t-call="website.layout">
                <div id="wrap" class="oe_structure">
                  <section class="s_text_block" data-snippet="s_text_block"><p>Plain text</p></section>
                </div></t></t>""",
        })
        owned = type(cls.env['website'])._weekbox_lean_page_keys
        cls.lean_keys = patch.object(
            type(cls.env['website']), '_weekbox_lean_page_keys',
            lambda self: owned(self) | {TEST_PAGE_KEY})
        cls.startClassPatcher(cls.lean_keys)

    def assertNotLeanFor(self, url, fragment):
        reasons = self.reasons(url)
        self.assertTrue([r for r in reasons if fragment in r], "%r not in %r" % (fragment, reasons))

    def test_visitor_on_an_owned_page_is_lean(self):
        # Without debug (the cached <head>, twice): no Odoo bundle, its CSS kept.
        for _attempt in range(2):
            text = self.url_open('/weekbox-lean-test').text
            self.assertNotIn(LAZY_BUNDLE, text)
            self.assertIn(LEAN_SCRIPT, text)
            self.assertIn('web.assets_frontend.min.css', text)
            self.assertIn('web.assets_frontend_minimal', text)
            self.assertNotIn('weekbox-lean-reasons', text, "the note is for debug mode only")
        self.assertEqual(self.reasons('/weekbox-lean-test'), [])

    def test_setting_on_for_a_new_website(self):
        self.assertTrue(self.env['website'].create({'name': 'Weekbox lean test website'}).weekbox_lean_pages)

    def test_setting_off(self):
        self.website.weekbox_lean_pages = False
        self.assertNotLeanFor('/weekbox-lean-test', "setting is off")

    def test_staff_keep_the_bundle_on_the_same_page(self):
        # A visitor's lean rendering first: the cached <head> is per lean or not.
        self.assertIn(LEAN_SCRIPT, self.url_open('/weekbox-lean-test').text)
        self.authenticate('admin', 'admin')
        text = self.url_open('/weekbox-lean-test').text
        self.assertIn(LAZY_BUNDLE, text)
        self.assertNotIn(LEAN_SCRIPT, text)
        self.assertNotLeanFor('/weekbox-lean-test', "staff")
        self.logout()
        self.assertIn(LEAN_SCRIPT, self.url_open('/weekbox-lean-test').text)

    def test_portal_customer_is_lean(self):
        self.authenticate('portal', 'portal')
        self.assertEqual(self.reasons('/weekbox-lean-test'), [])

    def test_the_script_is_the_builds_minified_copy(self):
        """The build makes a minified copy of lean_chrome.js, website_weekbox's
        page entry "lean-chrome"; a page loads it, or the source itself when
        the widgets were never built."""
        self._patch_bundle_manifest()

        def build(entries, mtime):
            with open(self.manifest, 'w', encoding='utf-8') as manifest_file:
                json.dump({'entries': {'website': {'file': 'website-AAAA.js', 'imports': [], 'css': []}, **entries}},
                          manifest_file)
            os.utime(self.manifest, (mtime, mtime))
            # The cached <head>'s new build is picked up as in dev mode (production: at a restart).
            page = html.fromstring(self.url_open('/weekbox-lean-test').content)
            # Low like the entry: the header works as plain HTML until it runs.
            self.assertEqual(page.xpath('//script[@data-weekbox-lean-chrome]/@fetchpriority'), ['low'])
            return page.xpath('//script[@data-weekbox-lean-chrome]/@src')

        with patch.dict(config.options, {'dev_mode': ['xml']}):
            built = {'lean-chrome': {'file': 'lean-chrome-BBBB.js', 'imports': [], 'css': []}}
            self.assertEqual(build(built, 1_000_000), ['/website_weekbox/static/dist/lean-chrome-BBBB.js'])
            self.assertEqual(build({}, 2_000_000), ['/website_weekbox_site/static/src/lean/lean_chrome.js'])

    def test_debug_assets(self):
        self.assertNotLeanFor('/weekbox-lean-test?debug=assets', "debug=assets")

    def test_login_page_is_lean(self):
        # A controller's page, named by its template (web.login): its form's
        # submit is lean_chrome.js's.
        self.assertEqual(self.reasons('/web/login?redirect=/weekbox-lean-test'), [])
        self.assertNotLeanFor('/web/reset_password', "not a page Weekbox widgets own (auth_signup.reset_password)")

    def test_page_not_owned(self):
        # A controller's page is lean only when its template is in _weekbox_lean_page_keys.
        self.assertNotLeanFor('/website/info', "not a page Weekbox widgets own (website.website_info)")

    def test_a_content_page_is_judged_by_its_content(self):
        """A website.page of no Weekbox area (an editor's page) is lean when
        its blocks are; a template it calls besides the layout is unknown."""
        key = 'website_weekbox_site.test_lean_content_page'
        arch = """<t t-name="%s"><t t-call="website.layout">
            <div id="wrap" class="oe_structure">
              <section class="s_title" data-snippet="s_title"><h1>About us</h1></section>%s
            </div></t></t>"""
        page = self.env['website.page'].create({
            'url': '/weekbox-lean-content-test', 'website_id': self.website.id, 'is_published': True,
            'type': 'qweb', 'key': key, 'arch': arch % (key, '')})
        self.assertNotIn(key, self.website._weekbox_lean_page_keys())
        self.assertEqual(self.reasons('/weekbox-lean-content-test'), [])
        called = 'website_weekbox_site.test_lean_called'
        self.env['ir.ui.view'].create({
            'type': 'qweb', 'key': called, 'arch': f'<t t-name="{called}"><p>Called</p></t>'})
        page.view_id.arch = arch % (key, f'<t t-call="{called}"/>')
        self.assertEqual(self.reasons('/weekbox-lean-content-test'), [f"the page calls the template {called}"])
        page.view_id.arch = arch % (key, '<section class="s_countdown" data-snippet="s_countdown"/>')
        self.assertEqual(self.reasons('/weekbox-lean-content-test'),
                         ["the snippet s_countdown is not known to work without Odoo's JS"])

    def test_content_needing_odoo_js(self):
        self.page.view_id.arch = f"""<t t-name="{TEST_PAGE_KEY}"><t t-call="website.layout">
            <div id="wrap" class="oe_structure">
              <section class="s_countdown" data-snippet="s_countdown"/>
              <section class="s_text_block o_animate o_anim_fade_in" data-snippet="s_text_block"><p>Hi</p></section>
              <section class="s_tabs" data-snippet="s_tabs"><a data-bs-toggle="tab" href="#t1">Tab</a></section>
            </div></t></t>"""
        reasons = self.reasons('/weekbox-lean-test')
        self.assertIn("the snippet s_countdown is not known to work without Odoo's JS", reasons)
        self.assertIn("the snippet s_tabs is not known to work without Odoo's JS", reasons)
        self.assertIn("an animation (o_animate) of Odoo's", reasons)
        self.assertIn("a Bootstrap tab of Odoo's", reasons)

    def test_popups_on_every_page(self):
        # A popup "on all pages" lives in #o_shared_blocks of the website's
        # layout: a popup is run by the lean page, what it holds is checked.
        shared = self.env['ir.ui.view'].create({
            'name': 'Weekbox lean test: a popup on every page',
            'key': 'website_weekbox_site.test_lean_shared_popup',
            'type': 'qweb',
            'website_id': self.website.id,
            'inherit_id': self.env.ref('website.layout').id,
            'arch': """<xpath expr="//div[@id='o_shared_blocks']" position="inside">
                <div class="s_popup o_snippet_invisible" data-snippet="s_popup"><div class="modal">
                  <section class="s_text_block" data-snippet="s_text_block"><p>Hello</p></section>
                </div></div>
            </xpath>""",
        })
        self.assertEqual(self.reasons('/weekbox-lean-test'), [])
        shared.arch = """<xpath expr="//div[@id='o_shared_blocks']" position="inside">
            <div class="s_popup o_snippet_invisible" data-snippet="s_popup"><div class="modal">
              <section class="s_countdown" data-snippet="s_countdown"/>
            </div></div>
        </xpath>"""
        self.assertNotLeanFor('/weekbox-lean-test', "on every page: the snippet s_countdown")

    def test_cookie_bar_is_run_by_the_lean_page(self):
        # Odoo's cookie bar is rendered; lean_chrome.js shows it and keeps the choice.
        self.website.cookies_bar = True
        self.assertEqual(self.reasons('/weekbox-lean-test'), [])
        self.assertIn('id="website_cookies_bar"', self.url_open('/weekbox-lean-test').text)

    def test_custom_code_using_odoo_js(self):
        self.website.custom_code_footer = '<script>console.log("plain");</script>'
        self.assertEqual(self.reasons('/weekbox-lean-test'), [])
        self.website.custom_code_footer = '<script>odoo.define("x", [], () => 1);</script>'
        self.assertNotLeanFor('/weekbox-lean-test', "custom code uses Odoo's JS")
        self.website.custom_code_footer = False
        self.website.custom_code_head = '<script>$(document).ready(() => {});</script>'
        self.assertNotLeanFor('/weekbox-lean-test', "custom code uses Odoo's JS")

    def test_live_chat_must_be_ours(self):
        self.assertTrue(self.website._weekbox_livechat_is_ours(), "website_livechat_widget is installed")
        channel = self.env['im_livechat.channel'].create({'name': 'Weekbox lean test channel'})
        self.website.channel_id = channel
        self.assertEqual(self.reasons('/weekbox-lean-test'), [])
        with patch.object(type(self.env['website']), '_weekbox_livechat_is_ours', lambda self: False):
            self.assertNotLeanFor('/weekbox-lean-test', "live chat is Odoo's")

    def test_header_option_needing_odoo_js(self):
        # Cached with the templates: switching the option on and off again is seen.
        hoverable = self.website.with_context(website_id=self.website.id).viewref('website.header_hoverable_dropdown')
        self.assertEqual(self.reasons('/weekbox-lean-test'), [])
        hoverable.active = True
        self.assertNotLeanFor('/weekbox-lean-test', "dropdowns opening on hover")
        hoverable.active = False
        self.assertEqual(self.reasons('/weekbox-lean-test'), [])

    def test_plausible_event_in_the_content(self):
        self.page.view_id.arch = f"""<t t-name="{TEST_PAGE_KEY}"><t t-call="website.layout">
            <div id="wrap" class="oe_structure">
              <input type="hidden" class="js_plausible_push" data-event-name="Lead"/>
            </div></t></t>"""
        self.assertNotLeanFor('/weekbox-lean-test', "Plausible event")
