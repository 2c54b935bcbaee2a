"""A page holding a website form may be lean (issue #34): the form snippet is
the Weekbox enhancer's (website._weekbox_lean_snippets), so /contactus, a
content page of plain blocks and the form, loads no Odoo frontend bundle.

Run alone: WEEKBOX_TEST_TAGS=/website_form_widget:TestFormLeanPage
"""
from odoo.tests import HttpCase, tagged

from odoo.addons.website_weekbox.tests.common import LeanReasonsMixin


@tagged('post_install', '-at_install')
class TestFormLeanPage(LeanReasonsMixin, HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.website = cls.env['website'].browse(1)
        cls.make_lean_site(cls.website)

    def test_the_form_snippet_is_ours(self):
        self.assertIn('s_website_form', self.website._weekbox_lean_snippets())

    def test_contact_us_is_lean(self):
        self.assertIn('data-snippet="s_website_form"', self.url_open('/contactus').text)
        self.assertEqual(self.reasons('/contactus'), [])
