"""The meal-box home page (views/mealbox_home_templates.xml): demo data only,
or the "Meal-box home page" setting, per website.

TestMealboxHomepageWithoutDemo runs on a database WITHOUT demo data, where our
modules were just installed: odoo-docker/native/test.sh makes one and runs the
tests tagged weekbox_without_demo there (never in the normal run: -standard).
Alone: WEEKBOX_TEST_TAGS=weekbox_without_demo/website_sale_mealbox on such a database.
"""
from lxml import html

from odoo.tests import HttpCase, tagged

from ..models.res_config_settings import HOMEPAGE_VIEW

MEALBOX_BLOCKS = ('s_weekbox_zip_check', 's_weekbox_countdown', 's_weekbox_our_menu', 's_weekbox_configurator')


class MealboxHomepageMixin:

    def _home(self):
        """The rendered home page: (its #wrap element, the class names of its sections)."""
        response = self.url_open('/')
        self.assertEqual(response.status_code, 200)
        page = html.fromstring(response.content)
        [wrap] = page.xpath('//div[@id="wrap"]')
        return wrap, {cls for section in wrap.iter('section') for cls in section.get('class', '').split()}

    def _settings(self, website, **values):
        return self.env['res.config.settings'].create({'website_id': website.id, **values})

    def _switch(self, website, on):
        self._settings(website, mealbox_homepage=on).execute()

    def _module_demo(self):
        return self.env['ir.module.module'].search([('name', '=', 'website_sale_mealbox')]).demo


# weekbox_needs_demo: its subject is the demo data; left out of the run without it.
@tagged('post_install', '-at_install', 'weekbox_needs_demo')
class TestMealboxHomepage(MealboxHomepageMixin, HttpCase):

    def test_demo_data_puts_the_meal_box_on_the_home_page(self):
        if not self._module_demo():
            self.skipTest("needs the demo data (the no-demo install: TestMealboxHomepageWithoutDemo)")
        website = self.env['website'].get_current_website()
        wrap, classes = self._home()
        self.assertTrue(set(MEALBOX_BLOCKS) <= classes, f"meal-box blocks missing from the home page: {classes}")
        # Further down, the menu and the configurator mount when the visitor comes near
        # them (their placeholders hold their place): not in the page's first load (#30).
        lazy = wrap.xpath('.//*[@data-load="visible"]/@data-widget')
        self.assertEqual(lazy, ['our-menu', 'box-configurator'])
        self.assertTrue(self._settings(website).mealbox_homepage)
        # The generic view stays off: a website created later starts with Odoo's home page.
        self.assertFalse(self.env.ref(HOMEPAGE_VIEW).active)


@tagged('post_install', '-at_install', '-standard', 'weekbox_without_demo')
class TestMealboxHomepageWithoutDemo(MealboxHomepageMixin, HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.website = cls.env['website'].get_current_website()
        cls.home = cls.website.with_context(website_id=cls.website.id).viewref('website.homepage')

    def setUp(self):
        super().setUp()
        self.assertFalse(self._module_demo(), "this class runs on a database without demo data")

    def test_install_leaves_the_home_page_alone(self):
        View = self.env['ir.ui.view'].with_context(active_test=False)
        mealbox_views = View.search([('key', '=', HOMEPAGE_VIEW)])
        # The generic view and Odoo's copy of it under each website's home page, all off.
        self.assertGreaterEqual(len(mealbox_views), 2)
        self.assertFalse(any(mealbox_views.mapped('active')))
        homes = View.search([('key', '=', 'website.homepage')])
        extensions = View.search([('inherit_id', 'in', homes.ids), ('active', '=', True)])
        ours = extensions.filtered(lambda view: (view.key or '').split('.')[0].startswith(('website_sale_mealbox',
                                                                                           'website_weekbox')))
        self.assertFalse(ours, f"active extensions of the home page: {ours.mapped('key')}")
        wrap, classes = self._home()
        self.assertFalse(classes & set(MEALBOX_BLOCKS))
        self.assertFalse(wrap.xpath('.//*[@data-widget]'))
        # Odoo's own home page of a new website: an empty drop zone.
        self.assertEqual(len(wrap), 0)
        self.assertFalse(self._settings(self.website).mealbox_homepage)

    def test_setting_switches_the_meal_box_home_page(self):
        self._switch(self.website, True)
        self.assertTrue(self._settings(self.website).mealbox_homepage)
        wrap, classes = self._home()
        self.assertTrue(set(MEALBOX_BLOCKS) <= classes)
        self.assertTrue(wrap.xpath('.//*[@data-widget="box-configurator"]'))
        # Only this website's copy: the generic view (new websites) stays off.
        self.assertFalse(self.env.ref(HOMEPAGE_VIEW).active)
        self._switch(self.website, False)
        self.assertFalse(self._settings(self.website).mealbox_homepage)
        wrap, classes = self._home()
        self.assertFalse(classes & set(MEALBOX_BLOCKS))
        self.assertEqual(len(wrap), 0)

    def test_switching_keeps_what_editors_wrote(self):
        # An editor's content on Odoo's home page, as the website editor saves it.
        self.home.with_context(website_id=self.website.id).save(
            '<div id="wrap" class="oe_structure"><section><p>Our own home</p></section></div>',
            xpath="//div[@id='wrap']")
        self.assertTrue(self._settings(self.website).mealbox_homepage_own_content)
        self._switch(self.website, True)
        wrap, _classes = self._home()
        self.assertNotIn('Our own home', wrap.text_content())
        # An edit of the meal-box page is kept while it is off.
        view = self.env['res.config.settings']._mealbox_homepage_view(self.website)
        self.assertEqual(view.website_id, self.website)
        view.with_context(website_id=self.website.id).write({
            'arch': view.arch.replace('Fresh meals, delivered to your door', 'Edited headline')})
        self._switch(self.website, False)
        wrap, _classes = self._home()
        self.assertIn('Our own home', wrap.text_content())
        self._switch(self.website, True)
        wrap, _classes = self._home()
        self.assertIn('Edited headline', wrap.text_content())
        self.assertNotIn('Our own home', wrap.text_content())
