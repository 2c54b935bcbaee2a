import json
import os
from unittest.mock import patch

from lxml import etree, html

from odoo.tests import HttpCase, tagged
from odoo.tools import config

from .common import BundleManifestMixin

# The widgets' module scripts (another addon's may sit beside them: a lean
# page's lean_chrome.js, website_weekbox_site).
ENTRY_SCRIPTS = '//script[@type="module"][starts-with(@src, "/website_weekbox/static/")]/@src'


@tagged('post_install', '-at_install')
class TestWidgetAssets(BundleManifestMixin, HttpCase):
    """The page <head> references the build's hashed files through the manifest,
    and in dev mode a new build is picked up without restarting Odoo, although
    Odoo caches website.layout's <head> per page."""

    def setUp(self):
        super().setUp()
        self._patch_bundle_manifest()

    def _build(self, entry_file, mtime):
        with open(self.manifest, 'w', encoding='utf-8') as manifest_file:
            json.dump({'entries': {'website': {
                'file': entry_file, 'imports': ['chunks/react-AAA.js'], 'css': ['website-CSS1.css']}}}, manifest_file)
        os.utime(self.manifest, (mtime, mtime))

    def _head(self, url='/'):
        return html.fromstring(self.url_open(url).content)

    def test_head_loads_the_entry_its_chunks_and_css_and_the_page_config(self):
        self._build('website-AAAA.js', 1_000_000)
        page = self._head()
        self.assertEqual(page.xpath(ENTRY_SCRIPTS), ['/website_weekbox/static/dist/website-AAAA.js'])
        # Not fetched at High beside the stylesheets: it only mounts over server-rendered HTML.
        self.assertEqual(page.xpath('//script[@src="/website_weekbox/static/dist/website-AAAA.js"]/@fetchpriority'),
                         ['low'])
        self.assertEqual(page.xpath('//link[@rel="modulepreload"]/@href'),
                         ['/website_weekbox/static/dist/chunks/react-AAA.js'])
        # After what the first paint waits for (stylesheets, the largest image).
        self.assertEqual(page.xpath('//link[@rel="modulepreload"]/@fetchpriority'), ['low'])
        self.assertIn('/website_weekbox/static/dist/website-CSS1.css', page.xpath('//link[@rel="stylesheet"]/@href'))
        config = json.loads(page.xpath('//script[@id="weekbox-page-config"]')[0].text)
        self.assertEqual(config['lang'], 'en_US')
        self.assertTrue(config['translationsUrl'].startswith('/web/webclient/translations/'))
        self.assertIn('mods=website_weekbox', config['translationsUrl'])

    def test_a_new_build_replaces_the_cached_head(self):
        # In Odoo's dev mode: a production server picks up a build when it restarts.
        with patch.dict(config.options, {'dev_mode': ['xml']}):
            self._build('website-AAAA.js', 1_000_000)
            self._head()
            self._head()  # now served from Odoo's t-cache
            self._build('website-BBBB.js', 2_000_000)
            self.assertEqual(self._head().xpath(ENTRY_SCRIPTS),
                             ['/website_weekbox/static/dist/website-BBBB.js'])

    def test_pages_render_without_widgets_when_nothing_is_built(self):
        page = self._head()  # no manifest at the patched path
        self.assertFalse(page.xpath(ENTRY_SCRIPTS))
        self.assertTrue(page.xpath('//div[@id="wrap"]'))

    def test_mount_point_escapes_props_safely(self):
        html_text = self.env['ir.qweb']._render('website_weekbox.mount_point', {
            'widget': 'box-configurator',
            'props': {'label': '</script><img src=x onerror=alert(1)> "quoted" & \'single\''},
        })
        mount = html.fromstring(str(html_text))
        self.assertEqual(mount.get('data-widget'), 'box-configurator')
        self.assertEqual(json.loads(mount.get('data-props')),
                         {'label': '</script><img src=x onerror=alert(1)> "quoted" & \'single\''})
        self.assertNotIn('<img', str(html_text))

    def _build_with_widgets(self):
        with open(self.manifest, 'w', encoding='utf-8') as manifest_file:
            json.dump({
                'entries': {'website': {'file': 'website-AAAA.js', 'imports': ['chunks/react-AAA.js'], 'css': []}},
                'widgets': {
                    'our-menu': {'js': ['our-menu-M1.js', 'chunks/aria-A1.js'], 'css': ['styles/our-menu-C1.css'],
                                 'strategy': 'idle'},
                    'store-map': {'js': ['store-map-S1.js'], 'css': [], 'strategy': 'visible'},
                },
            }, manifest_file)

    def _mount(self, widget, **values):
        html_text = self.env['ir.qweb']._render('website_weekbox.mount_point', {
            'widget': widget, 'props': {}, 'website': self.env['website'].get_current_website(), **values})
        return html.fragment_fromstring(str(html_text), create_parent='div')

    def test_a_widgets_code_is_listed_on_its_mount_point(self):
        self._build_with_widgets()
        mount = self._mount('our-menu')
        base = '/website_weekbox/static/dist/'
        # For the runtime to ask for at once (core/mount/preload-modules.ts), not
        # <link rel="modulepreload">: the browser compiles those before the first paint.
        self.assertEqual(mount.xpath('./*[@data-widget="our-menu"]/@data-preload'),
                         [base + 'our-menu-M1.js ' + base + 'chunks/aria-A1.js'])
        self.assertFalse(mount.xpath('//link[@rel="modulepreload"]'))
        self.assertEqual(mount.xpath('./link[@rel="preload"][@as="style"]/@href'), [base + 'styles/our-menu-C1.css'])

    def test_the_pages_widget_chunks_are_asked_for_by_the_runtime_only(self):
        """No script of the page asks for them while it is parsed: those fetches held the entry's
        imports, DOMContentLoaded and the first paint back, and no widget mounted sooner."""
        self._build_with_widgets()
        page = self._head('/contactus')
        self.assertTrue(page.xpath(ENTRY_SCRIPTS))
        self.assertFalse([script for script in page.xpath('//script[not(@src)]')
                          if 'data-preload' in (script.text or '')])

    def test_a_chunk_is_listed_once_per_page(self):
        """Widgets share chunks: the page as sent lists each once, on the first mount point needing it."""
        self._build_with_widgets()
        with open(self.manifest, encoding='utf-8') as manifest_file:
            build = json.load(manifest_file)
        build['widgets']['our-cart'] = {'js': ['our-cart-K1.js', 'chunks/aria-A1.js'], 'css': []}
        with open(self.manifest, 'w', encoding='utf-8') as manifest_file:
            json.dump(build, manifest_file)
        page = etree.fromstring("""<div>
            <t t-foreach="['our-menu', 'our-cart', 'our-menu']" t-as="widget" t-call="website_weekbox.mount_point"/>
        </div>""")
        text = self.env['ir.qweb']._render(page, {'website': self.env['website'].get_current_website()})
        tree = html.fragment_fromstring(str(text), create_parent='div')
        base = '/website_weekbox/static/dist/'
        self.assertEqual([mount.get('data-preload') for mount in tree.xpath('//*[@data-widget]')],
                         [base + 'our-menu-M1.js ' + base + 'chunks/aria-A1.js', base + 'our-cart-K1.js', None])

    def _render_mounts(self, *linked):
        """The mount points of our-menu, one per item of `linked` (True: its styles linked before it)."""
        page = etree.fromstring("""<div>
            <t t-foreach="linked" t-as="link_styles" t-call="website_weekbox.mount_point"/>
        </div>""")
        text = self.env['ir.qweb']._render(page, {
            'website': self.env['website'].get_current_website(), 'widget': 'our-menu', 'linked': linked})
        return html.fragment_fromstring(str(text), create_parent='div')

    def test_a_widget_stylesheet_is_linked_or_preloaded_once_per_page(self):
        """Widgets share stylesheets: each is linked once, preloaded at most once and not after it is linked."""
        self._build_with_widgets()
        css = '/website_weekbox/static/dist/styles/our-menu-C1.css'
        links = './/link[@href="%s"]' % css
        tree = self._render_mounts(False, False, True, True, False)
        self.assertEqual([link.get('rel') for link in tree.xpath(links)], ['preload', 'stylesheet'])
        self.assertEqual(len(tree.xpath('.//*[@data-widget="our-menu"]')), 5)
        tree = self._render_mounts(True, False, True)
        self.assertEqual([link.get('rel') for link in tree.xpath(links)], ['stylesheet'])
        # The first mount point is right after its stylesheet: nothing restyles when it mounts.
        self.assertEqual(tree.xpath(links)[0].getnext().get('data-widget'), 'our-menu')

    def test_a_widget_mounted_when_visible_is_not_fetched_ahead(self):
        self._build_with_widgets()
        ahead = './link | .//@data-preload'
        self.assertFalse(self._mount('store-map').xpath(ahead))
        # The mount point's own strategy wins over the widget's default.
        self.assertFalse(self._mount('our-menu', strategy='visible').xpath(ahead))
        self.assertFalse(self._mount('unknown-widget').xpath(ahead))

    def test_a_widget_whose_placeholder_is_its_first_render_has_its_styles_linked_before_it(self):
        self._build_with_widgets()
        mount = self._mount('our-menu', link_styles=True)
        base = '/website_weekbox/static/dist/'
        # Applied before the placeholder is painted (not a preload after it): nothing restyles on mount.
        first = mount[0]
        self.assertEqual((first.tag, first.get('rel'), first.get('href')),
                         ('link', 'stylesheet', base + 'styles/our-menu-C1.css'))
        self.assertEqual(mount[1].get('data-widget'), 'our-menu')
        self.assertFalse(mount.xpath('./link[@rel="preload"][@as="style"]'))
        self.assertEqual(mount.xpath('./*[@data-widget="our-menu"]/@data-preload'),
                         [base + 'our-menu-M1.js ' + base + 'chunks/aria-A1.js'])

    def test_widget_strings_in_the_language_rendered(self):
        """A placeholder's text reads as the widget will write it: its catalogue's translation."""
        website = self.env['website']
        self.assertEqual(website._weekbox_t('Add to cart'), 'Add to cart')
        self.assertEqual(website._weekbox_t('{n} of {total}', n=1, total=3), '1 of 3')
        self.env['res.lang']._activate_lang('fr_BE')
        french = website.with_context(lang='fr_BE')
        self.assertEqual(french._weekbox_t('Add to cart'), 'Ajouter au panier')
        self.assertEqual(french._weekbox_t('{n} of {total}', n=2, total=3), '2 sur 3')
        # Not in the catalogue: as written; a placeholder without a value stays visible.
        self.assertEqual(french._weekbox_t('Not a widget string {x}'), 'Not a widget string {x}')

    def test_head_preloads_the_translations_the_widgets_wait_for(self):
        self._build('website-AAAA.js', 1_000_000)
        page = self._head()
        config = json.loads(page.xpath('//script[@id="weekbox-page-config"]')[0].text)
        self.assertEqual(page.xpath('//link[@rel="preload"][@as="fetch"][@crossorigin="anonymous"]/@href'),
                         [config['translationsUrl']])
