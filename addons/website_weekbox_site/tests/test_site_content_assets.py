from odoo.tests import HttpCase, tagged

# The Odoo ES modules that narrow Odoo's widgets away from what the
# site-content enhancers own, and the Odoo module each one must import first.
NARROWING_MODULES = {
    'website_weekbox_site/static/src/js/narrow_share.js': '@website/snippets/s_share/000',
    'website_weekbox_site/static/src/js/narrow_gallery.js': '@website/snippets/s_image_gallery/000',
    'website_weekbox_site/static/src/js/narrow_parallax.js': '@website/js/content/snippets.animation',
    'website_weekbox_site/static/src/js/narrow_foldable.js': '@website/js/content/snippets.animation',
    'website_weekbox_site/static/src/js/narrow_zoom.js': '@website/libs/zoomodoo/zoomodoo',
}


@tagged('post_install', '-at_install')
class TestSiteContentAssets(HttpCase):
    """The narrowing modules are in every website page's frontend bundle."""

    def _frontend_paths(self, bundle):
        params = self.env['ir.asset']._get_asset_params()
        return [path for path, *_rest in self.env['ir.asset']._get_asset_paths(bundle, params)]

    def test_narrowing_modules_are_in_the_frontend_bundles(self):
        for bundle in ('web.assets_frontend', 'web.assets_frontend_lazy'):
            paths = self._frontend_paths(bundle)
            for module in NARROWING_MODULES:
                with self.subTest(bundle=bundle, module=module):
                    self.assertIn(f'/{module}', paths)

    def test_the_odoo_files_they_narrow_are_still_there(self):
        # Narrowing keeps Odoo's widget for everything we do not own: its file stays.
        paths = self._frontend_paths('web.assets_frontend')
        for odoo_file in (
            '/website/static/src/snippets/s_share/000.js',
            '/website/static/src/snippets/s_image_gallery/000.js',
            '/website/static/src/js/content/snippets.animation.js',
            '/website/static/src/libs/zoomodoo/zoomodoo.js',
        ):
            with self.subTest(file=odoo_file):
                self.assertIn(odoo_file, paths)

    def test_each_module_imports_the_widget_it_narrows(self):
        for module, odoo_module in NARROWING_MODULES.items():
            with self.subTest(module=module):
                with open(self._module_file(module), encoding='utf-8') as source:
                    text = source.read()
                self.assertTrue(text.startswith('/** @odoo-module */'))
                self.assertIn(f'import "{odoo_module}";', text)
                self.assertIn('data-weekbox-enhanced', text)

    def test_the_page_loads_the_bundle_holding_them(self):
        # A page that is not lean (a lean page has no Odoo bundle to narrow).
        self.env['website'].search([]).weekbox_lean_pages = False
        page = self.url_open('/contactus')
        self.assertEqual(page.status_code, 200)
        lazy = next(
            (src for src in page.text.split('"') if 'web.assets_frontend_lazy' in src and src.endswith('.js')), None
        )
        self.assertTrue(lazy, "the page loads web.assets_frontend_lazy")
        bundle = self.url_open(lazy).text
        for module in NARROWING_MODULES:
            name = module.replace('website_weekbox_site/static/src/', '@website_weekbox_site/').removesuffix('.js')
            with self.subTest(module=name):
                self.assertIn(f"odoo.define('{name}'", bundle)

    @staticmethod
    def _module_file(module):
        from odoo.modules.module import get_resource_path
        addon, *rest = module.split('/')
        return get_resource_path(addon, *rest)
