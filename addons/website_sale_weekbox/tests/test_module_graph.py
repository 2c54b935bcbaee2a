"""Which modules each sale-side addon installs: a module takes another in
only for what it uses (odoo-docker/check-addon-depends.py checks the code
against the manifests), areas are joined by small auto_install bridges.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_weekbox:TestModuleGraph
"""
from odoo.modules.module import get_manifest
from odoo.tests import TransactionCase, tagged


def installs(module):
    """The modules installing `module` installs: itself and its dependencies."""
    seen, todo = set(), [module]
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(get_manifest(name).get('depends', []))
    return seen


@tagged('post_install', '-at_install')
class TestModuleGraph(TransactionCase):

    def test_areas_install_what_they_use(self):
        self.assertNotIn('website_sale_shop_widget', installs('website_sale_quotation_widget'),
                         "the online quotation does not take over /shop")
        self.assertNotIn('website_sale_payment_widget', installs('website_sale_shop_widget'))
        self.assertNotIn('website_sale_shop_widget', installs('website_sale_checkout_widget'))
        for area in ('website_sale_shop_widget', 'website_sale_checkout_widget'):
            self.assertNotIn(area, installs('website_sale_mealbox'))
        for area in ('website_sale_shop_widget', 'website_sale_checkout_widget', 'website_sale_mealbox',
                     'website_sale_payment_widget', 'website_sale_quotation_widget'):
            self.assertIn('website_sale_weekbox', installs(area))

    def test_bridges_join_two_areas_on_their_own(self):
        for bridge, areas in (('website_sale_mealbox_shop', {'website_sale_mealbox', 'website_sale_shop_widget'}),
                              ('website_sale_mealbox_checkout',
                               {'website_sale_mealbox', 'website_sale_checkout_widget'})):
            with self.subTest(bridge=bridge):
                manifest = get_manifest(bridge)
                self.assertTrue(manifest['auto_install'])
                self.assertEqual(set(manifest['depends']), areas)
                # Installed with both its areas (every module: the run with demo
                # data), not with one alone (the meal-box modules: the run without).
                Module = self.env['ir.module.module']
                module = Module.search([('name', '=', bridge)])
                both = set(Module.search([('name', 'in', list(areas)), ('state', '=', 'installed')]).mapped('name'))
                self.assertEqual(module.state, 'installed' if both == areas else 'uninstalled')
