"""The site chrome's mount points (views/site_chrome_templates.xml) as Odoo
renders them: the language switcher's props in en and fr_BE, inside Odoo's
t-nocache (the header and footer are t-cached), no `js_change_lang` of ours,
Odoo's own selector back when our view is off; back to top once per page; the
sign-up form, which still works without JavaScript.

Run alone: WEEKBOX_TEST_TAGS=/website_weekbox_site:TestSiteChrome
"""
import json
import re
import uuid

from lxml import html

from odoo.tests import HttpCase, tagged


def mounts(page, widget):
    return page.xpath("//*[@data-widget=$widget]", widget=widget)


def props(element):
    return json.loads(element.get('data-props'))


@tagged('post_install', '-at_install')
class TestSiteChrome(HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.website = cls.env['website'].browse(1)
        cls.fr = cls.env['res.lang']._activate_lang('fr_BE')
        cls.en = cls.env['res.lang']._activate_lang('en_US')
        cls.website.language_ids |= cls.fr | cls.en
        cls.website.default_lang_id = cls.en

    def get_page(self, url):
        response = self.url_open(url)
        self.assertEqual(response.status_code, 200, url)
        return response.text, html.fromstring(response.content)

    def header_switcher(self, page):
        found = page.xpath("//header//*[@data-widget='site-language']")
        self.assertTrue(found, "no language switcher in the header")
        return found[0]

    def test_language_switcher_props_en(self):
        text, page = self.get_page('/contactus?x=1')
        switcher = props(self.header_switcher(page))
        self.assertEqual(switcher['active'], 'en_US')
        self.assertEqual(switcher['layout'], 'dropdown')
        by_code = {language['code']: language for language in switcher['languages']}
        self.assertLessEqual({'en_US', 'fr_BE'}, set(by_code))
        self.assertEqual(by_code['fr_BE']['urlCode'], self.fr.url_code)
        self.assertEqual(by_code['fr_BE']['name'], self.fr.name.split('/')[-1].strip())
        self.assertEqual(by_code['fr_BE']['href'], '/%s/contactus?x=1' % self.fr.url_code)
        self.assertEqual(by_code['en_US']['href'], '/%s/contactus?x=1' % self.en.url_code)
        self.assertIsNone(by_code['fr_BE']['flag'])
        # Nothing of Odoo's JS hook anywhere: its selector is not rendered.
        self.assertNotIn('js_change_lang', text)
        self.assertNotIn('data-bs-toggle="dropdown" aria-haspopup="true" aria-expanded="true"', text)

    def test_language_switcher_props_fr_be(self):
        _text, page = self.get_page('/%s/contactus?y=2' % self.fr.url_code)
        switcher = props(self.header_switcher(page))
        self.assertEqual(switcher['active'], 'fr_BE')
        by_code = {language['code']: language for language in switcher['languages']}
        self.assertEqual(by_code['en_US']['href'], '/%s/contactus?y=2' % self.en.url_code)
        self.assertEqual(page.get('lang'), 'fr-BE')

    def test_language_switcher_inside_nocache(self):
        # The header and footer are t-cached per page: the links must still
        # follow each request's query and language.
        first = [props(m) for m in mounts(self.get_page('/contactus?q=one')[1], 'site-language')]
        second = [props(m) for m in mounts(self.get_page('/contactus?q=two')[1], 'site-language')]
        french = [props(m) for m in mounts(self.get_page('/%s/contactus?q=two' % self.fr.url_code)[1], 'site-language')]
        self.assertGreaterEqual(len(first), 2, "header and footer")
        self.assertEqual(len(first), len(second))
        for one, two, fr in zip(first, second, french):
            self.assertTrue(all(language['href'].endswith('?q=one') for language in one['languages']))
            self.assertTrue(all(language['href'].endswith('?q=two') for language in two['languages']))
            self.assertEqual(one['active'], 'en_US')
            self.assertEqual(fr['active'], 'fr_BE')

    def test_language_switcher_loading(self):
        """When the browser is idle, but at once on the shop's own pages (all
        their widgets mount at once); the header and footer are cached per page
        template, the switcher is rendered per request: neither leaks."""
        for url, strategy in (('/shop', 'eager'), ('/contactus', 'idle'), ('/shop', 'eager'), ('/', 'idle')):
            found = {m.get('data-load') for m in mounts(self.get_page(url)[1], 'site-language')}
            self.assertEqual(found, {strategy}, url)

    def test_footer_inline_and_fallback_links(self):
        _text, page = self.get_page('/contactus')
        footer = page.xpath("//footer//*[@data-widget='site-language']")
        self.assertTrue(footer, "no language switcher in the footer")
        self.assertEqual(props(footer[0])['layout'], 'inline')
        # Without JavaScript: plain links to the page in each language (the
        # website drops the default language's segment from rendered links).
        default_prefix = '/%s/' % self.en.url_code
        for switcher in mounts(page, 'site-language'):
            languages = props(switcher)['languages']
            links = switcher.xpath('.//a[@href]')
            self.assertEqual([a.get('href') for a in links],
                             [language['href'].replace(default_prefix, '/', 1) for language in languages])
            self.assertEqual([a.get('hreflang') for a in links],
                             [language['code'].replace('_', '-') for language in languages])
            for a in links:
                self.assertIn('o_no_wait_lazy_js', a.get('class'))
        header = self.header_switcher(page)
        self.assertTrue(header.xpath('.//details/summary'), "the header's fallback is a disclosure")

    def test_header_inline_option(self):
        self.env.ref('website.header_language_selector_inline').active = True
        _text, page = self.get_page('/contactus')
        header = self.header_switcher(page)
        self.assertEqual(props(header)['layout'], 'inline')
        self.assertTrue(header.xpath(".//ul[hasclass('list-inline')]//a[@hreflang='fr-BE']"))

    def test_flags_option(self):
        self.env.ref('website.header_language_selector_flag').active = True
        _text, page = self.get_page('/contactus')
        by_code = {language['code']: language for language in props(self.header_switcher(page))['languages']}
        self.assertTrue(by_code['fr_BE']['flag'].endswith('?height=25'))
        self.assertTrue(self.header_switcher(page).xpath(".//img[hasclass('o_lang_flag')]"))

    def test_odoo_selector_back_when_view_off(self):
        self.env.ref('website_weekbox_site.language_selector').active = False
        text, page = self.get_page('/contactus?x=1')
        self.assertFalse(mounts(page, 'site-language'))
        self.assertIn('js_change_lang', text)
        self.assertTrue(page.xpath("//*[hasclass('js_language_selector')]//a[@data-url_code]"))

    def test_back_to_top_once_per_page(self):
        for url in ('/', '/contactus', '/web/login'):
            _text, page = self.get_page(url)
            found = mounts(page, 'site-scroll')
            self.assertEqual(len(found), 1, url)
            wrapwrap = page.get_element_by_id('wrapwrap')
            self.assertIs(wrapwrap.xpath('./div')[-1], found[0], "%s: last in #wrapwrap" % url)
            self.assertEqual(props(found[0]), {})
        # Odoo's static scroll-top option stays as it was (off).
        self.assertFalse(self.env.ref('website.option_footer_scrolltop').active)

    def test_header_logo_loads_with_the_page(self):
        def logo(url):
            _text, page = self.get_page(url)
            found = page.xpath("//header//a[hasclass('navbar-brand')]//img")
            self.assertTrue(found, "no logo in the header")
            return {(img.get('loading'), img.get('fetchpriority')) for img in found}

        # Above the fold on every page: not left for after the layout.
        self.assertEqual(logo('/contactus?logo=1'), {('eager', 'high')})
        # Odoo's own (lazy) without our view.
        self.env.ref('website_weekbox_site.header_logo').active = False
        self.assertEqual(logo('/contactus?logo=2'), {('lazy', None)})


@tagged('post_install', '-at_install')
class TestSiteChromeSignup(HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.env['ir.config_parameter'].sudo().set_param('auth_signup.invitation_scope', 'b2c')

    def signup_page(self):
        response = self.url_open('/web/signup')
        self.assertEqual(response.status_code, 200)
        return html.fromstring(response.content)

    def post_signup(self, login, password, confirm):
        page = self.signup_page()
        csrf = page.xpath("//form[hasclass('oe_signup_form')]//input[@name='csrf_token']")[0].get('value')
        return self.url_open('/web/signup', data={
            'csrf_token': csrf, 'login': login, 'name': 'Site Chrome', 'password': password,
            'confirm_password': confirm, 'redirect': '', 'token': '',
        })

    def test_signup_mount_point(self):
        page = self.signup_page()
        form = page.xpath("//form[hasclass('oe_signup_form')]")[0]
        self.assertIn('o_no_wait_lazy_js', form.get('class').split())
        widget = form.xpath(".//*[@data-widget='site-signup']")
        self.assertEqual(len(widget), 1)
        self.assertTrue(props(widget[0])['label'])
        # One submit button, the mount point's (Odoo's is not rendered).
        buttons = form.xpath(".//button[@type='submit']")
        self.assertEqual(len(buttons), 1)
        self.assertIs(buttons[0].getparent(), widget[0])
        self.assertIn('o_no_wait_lazy_js', buttons[0].get('class'))

    def test_signup_without_javascript(self):
        login = 'site-chrome-%s@example.com' % uuid.uuid4().hex[:10]
        refused = self.post_signup(login, 'site-chrome-1', 'site-chrome-2')
        self.assertEqual(refused.status_code, 200)
        alert = html.fromstring(refused.content).xpath("//form//*[@role='alert']")
        self.assertTrue(alert and re.search('do not match', alert[0].text_content()), "Odoo's error, announced")
        self.assertFalse(self.env['res.users'].search_count([('login', '=', login)]))

        created = self.post_signup(login, 'site-chrome-1', 'site-chrome-1')
        self.assertEqual(created.status_code, 200)
        self.assertEqual(self.env['res.users'].search_count([('login', '=', login)]), 1)
