"""Lean visitor pages (issue #34) on the meal-box wizard: every step of
/mealbox (a controller's page, named by its template's key through
website._weekbox_lean_page_keys) loads no Odoo frontend bundle for a visitor
when the website's "Lean visitor pages" is on, unless something on it needs
Odoo's JS; debug mode says why (website_weekbox_site).

Run alone: WEEKBOX_TEST_TAGS=/website_sale_mealbox:TestMealboxLeanPages
"""
from odoo.tests import HttpCase, tagged

from odoo.addons.website_weekbox.tests.common import LAZY_BUNDLE, LeanReasonsMixin

from .common import build_mealbox_world, pin_mealbox_now

WIZARD_KEY = 'website_sale_mealbox.mealbox_wizard_page'
STEPS = ('compose', 'extra', 'login', 'delivery')


# The lean pages are website_weekbox_site's, which the run as a production
# install (without demo data: the meal-box modules alone) does not install.
@tagged('post_install', '-at_install', 'weekbox_needs_demo')
class TestMealboxLeanPages(LeanReasonsMixin, HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        pin_mealbox_now(cls)
        cls.website = build_mealbox_world(cls.env)['website']
        cls.make_lean_site(cls.website)

    def assertLeanSteps(self):
        for step in STEPS:
            self.assertEqual(self.reasons('/mealbox?meal=3&people=2&state=%s' % step), [], step)

    def test_the_wizard_is_a_page_weekbox_owns(self):
        self.assertIn(WIZARD_KEY, self.website._weekbox_lean_page_keys())

    def test_every_step_is_lean_for_a_visitor_and_a_customer(self):
        self.assertLeanSteps()
        # Without debug mode too: the page calls no Odoo bundle.
        self.assertNotIn(LAZY_BUNDLE, self.url_open('/mealbox?meal=3&people=2&state=compose').text)
        self.authenticate('portal', 'portal')
        self.assertLeanSteps()

    def test_not_lean_for_staff_or_with_the_setting_off(self):
        self.authenticate('admin', 'admin')
        self.assertIn("staff (editors, translators) get Odoo's editor and its bundle",
                      self.reasons('/mealbox?meal=3&people=2&state=compose'))
        self.logout()
        self.website.weekbox_lean_pages = False
        self.assertEqual(self.reasons('/mealbox?meal=3&people=2&state=compose'),
                         ["the website's 'Lean visitor pages' setting is off"])

    def test_not_lean_with_a_block_needing_odoo_js(self):
        # An editor's countdown in the wizard page's top area, saved as the website's own view.
        self.env['ir.ui.view'].create({
            'name': 'Meal box lean test: a countdown on the wizard',
            'type': 'qweb',
            'website_id': self.website.id,
            'inherit_id': self.env.ref(WIZARD_KEY).id,
            'arch': """<xpath expr="//div[@id='oe_structure_mealbox_wizard_top']" position="inside">
                <section class="s_countdown" data-snippet="s_countdown"/>
            </xpath>""",
        })
        for step in STEPS:
            self.assertIn("the snippet s_countdown is not known to work without Odoo's JS",
                          self.reasons('/mealbox?meal=3&people=2&state=%s' % step), step)

    def test_not_lean_with_a_site_part_needing_odoo_js(self):
        self.website.custom_code_footer = '<script>odoo.define("x", [], () => 1);</script>'
        self.assertIn("the website's custom code uses Odoo's JS",
                      self.reasons('/mealbox?meal=3&people=2&state=delivery'))
