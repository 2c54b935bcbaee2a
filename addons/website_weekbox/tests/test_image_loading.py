"""The image widget's `loading` and `fetchpriority` options
(models/ir_qweb_image.py): a website template says an image is above the fold,
and Odoo's website no longer makes it lazy; every other image stays lazy as
Odoo has it.

Run alone: WEEKBOX_TEST_TAGS=/website_weekbox:TestImageLoading
"""
from lxml import etree, html

from odoo.tests import TransactionCase, tagged

TEMPLATE = """<div>
    <span id="first" t-field="website.logo"
          t-options="{'widget': 'image', 'loading': 'eager', 'fetchpriority': 'high'}"/>
    <span id="eager" t-field="website.logo" t-options="{'widget': 'image', 'loading': 'eager'}"/>
    <span id="odoo" t-field="website.logo" t-options="{'widget': 'image'}"/>
    <img id="plain" src="/web/static/img/placeholder.png"/>
</div>"""


@tagged('post_install', '-at_install')
class TestImageLoading(TransactionCase):

    def render(self):
        website = self.env['website'].browse(1)
        qweb = self.env['ir.qweb'].with_context(website_id=website.id)
        page = html.fromstring(str(qweb._render(etree.fromstring(TEMPLATE), {'website': website})))

        def img(span):
            found = page.xpath(f'//*[@id="{span}"]/descendant-or-self::img')
            self.assertEqual(len(found), 1, span)
            return found[0].get('loading'), found[0].get('fetchpriority')
        return {span: img(span) for span in ('first', 'eager', 'odoo', 'plain')}

    def test_options_choose_how_an_image_loads_and_the_rest_stay_lazy(self):
        self.assertEqual(self.render(), {
            'first': ('eager', 'high'),
            'eager': ('eager', None),
            'odoo': ('lazy', None),
            'plain': ('lazy', None),
        })
