"""The day's PDF and CSV: their text against the hand-counted day
(tests/common.py, make_day), in English and in Dutch; one real PDF through
wkhtmltopdf, its text read back.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_mealbox_kitchen:TestKitchenPrint
"""
import base64
import csv
import io
import re

from freezegun import freeze_time

from odoo.tests import HttpCase, new_test_user, tagged
from odoo.tools.pdf import PdfFileReader

from .common import DAY, NOW, KitchenWorldMixin


def words(text):
    """The text with its runs of white space made one space (PDF and HTML layouts differ)."""
    return re.sub(r'\s+', ' ', text).strip()


@tagged('post_install', '-at_install')
class TestKitchenPrint(KitchenWorldMixin, HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.startClassPatcher(freeze_time(NOW))
        cls.setUpKitchenWorld()
        cls.make_day()
        cls.env['res.lang']._activate_lang('nl_BE')
        cls.kitchen = new_test_user(cls.env, login='kitchen_printer', password='kitchen_printer_pw',
                                    groups='base.group_user,website_sale_mealbox_kitchen.group_mealbox_kitchen')
        cls.report = cls.env.ref('website_sale_mealbox_kitchen.action_report_kitchen_day')

    def wizard(self, lang='en_US', **values):
        return self.env['mealbox.kitchen.print'].with_user(self.kitchen).with_context(lang=lang).create(
            {'day': DAY, **values})

    def html_text(self, wizard):
        html, _kind = self.report.with_user(self.kitchen).with_context(lang=wizard.env.lang)._render_qweb_html(
            self.report.report_name, wizard.ids)
        return words(re.sub(r'<[^>]+>', ' ', html.decode()))

    def test_the_pdf_holds_the_day(self):
        text = self.html_text(self.wizard())
        for expected in (
            'Kitchen and deliveries: Thursday 5 June 2031',
            'Confirmed boxes only: orders confirmed, paid or to be paid on delivery.',
            '4 boxes',
            'Kitchen test stoemp 10 4 3 × for 2 people, 1 × for 4 people',
            'Kitchen test stoofvlees 8 3 2 × for 2 people, 1 × for 4 people',
            'Kitchen test waterzooi 8 4 4 × for 2 people',
            'Kitchen test bread 2',
            '3 meals for 2 people 3',
            '2 meals for 4 people 1',
            'Pick-up at Kitchen test store Bondgenotenlaan 1, 3000 Leuven, Belgium 1 boxes',
            f'{self.chloe_box.name} Chloé Kitchen Diestsestraat 3, 3000 Leuven +32 470 00 00 03 Collected by her son',
            'Home delivery, zone Kitchen test zone 2 boxes',
            f'{self.anna_box.name} Anna Kitchen Naamsestraat 1, 3000 Leuven +32 470 00 00 01 Ring twice, the bell is '
            'broken 3 meals for 2 people '
            '2 × Kitchen test stoofvlees, 1 × Kitchen test waterzooi + 2 × Kitchen test bread',
            '2 meals for 4 people Individual 1 × Kitchen test stoofvlees',
            'Home delivery outside every zone 1 boxes',
        ):
            self.assertIn(expected, text)
        for left_out in (self.awaiting, self.cart, self.cancelled, self.next_day_box):
            self.assertNotIn(left_out.name, text)

    def test_the_pdf_speaks_dutch(self):
        text = self.html_text(self.wizard(lang='nl_BE'))
        for expected in ('Keuken en leveringen: donderdag 5 juni 2031', 'Te koken gerechten',
                         'Alleen bevestigde boxen', '3 maaltijden voor 2 personen', 'Afhalen in Kitchen test store',
                         '2 × voor 2 personen'):
            self.assertIn(expected, text)

    def test_a_real_pdf_through_wkhtmltopdf(self):
        # wkhtmltopdf loads the report's styles from this test server.
        self.env['ir.config_parameter'].sudo().set_param('report.url', self.base_url())
        wizard = self.wizard(store_ids=[(6, 0, self.store.ids)])
        pdf, kind = self.report.with_user(self.kitchen).with_context(force_report_rendering=True)._render_qweb_pdf(
            self.report.report_name, wizard.ids)
        self.assertEqual(kind, 'pdf')
        self.assertTrue(pdf.startswith(b'%PDF'))
        reader = PdfFileReader(io.BytesIO(pdf))
        self.assertEqual(len(reader.pages), 2, "the day's figures, then the store's page")
        first, store = (words(page.extract_text()) for page in reader.pages)
        self.assertIn('Kitchen and deliveries: Thursday 5 June 2031', first)
        self.assertIn('Kitchen test waterzooi', first)
        self.assertNotIn('Kitchen test stoofvlees', first, "only the store's boxes are printed")
        self.assertIn('Pick-up at Kitchen test store', store)
        self.assertIn('Collected by her son', store)
        self.assertNotIn('Anna Kitchen', store)

    def test_the_csv_holds_the_day(self):
        wizard = self.wizard()
        action = wizard.action_export_csv()
        self.assertEqual(action['target'], 'download')
        self.assertEqual(wizard.csv_filename, 'Kitchen 2031-06-05.csv')
        rows = list(csv.reader(io.StringIO(base64.b64decode(wizard.csv_file).decode('utf-8'))))
        self.assertEqual(rows[0], ['Kitchen and deliveries', 'Thursday 5 June 2031', '2031-06-05'])
        start = rows.index(['Dishes to cook'])
        self.assertEqual(rows[start + 1], ['Kind', 'Product', 'Portions', 'Quantity', 'Packs'])
        self.assertEqual(rows[start + 2:start + 8], [
            ['Dish', 'Kitchen test stoemp', '10', '4', '3 × for 2 people, 1 × for 4 people'],
            ['Dish', 'Kitchen test stoofvlees', '8', '3', '2 × for 2 people, 1 × for 4 people'],
            ['Dish', 'Kitchen test waterzooi', '8', '4', '4 × for 2 people'],
            ['Extra', 'Kitchen test bread', '2', '2', ''],
            ['Box', '3 meals for 2 people', '3', '3', ''],
            ['Box', '2 meals for 4 people', '1', '1', ''],
        ])
        start = rows.index(['Boxes (4)'])
        self.assertEqual(rows[start + 1], ['Store or zone', 'Box', 'Customer', 'Address', 'Phone', 'Remark',
                                           'Box size', 'Individual', 'Contents'])
        self.assertEqual(rows[start + 2:], [
            ['Kitchen test store', self.chloe_box.name, 'Chloé Kitchen', 'Diestsestraat 3, 3000 Leuven',
             '+32 470 00 00 03', 'Collected by her son', '3 meals for 2 people', '', '3 × Kitchen test waterzooi'],
            ['Kitchen test zone', self.anna_box.name, 'Anna Kitchen', 'Naamsestraat 1, 3000 Leuven', '+32 470 00 00 01',
             'Ring twice, the bell is broken', '3 meals for 2 people', '',
             '2 × Kitchen test stoofvlees, 1 × Kitchen test waterzooi + 2 × Kitchen test bread'],
            ['Kitchen test zone', self.bert_box.name, 'Bert Kitchen', 'Tiensestraat 2, 3001 Heverlee',
             '+32 470 00 00 02', '', '2 meals for 4 people', 'Yes',
             '1 × Kitchen test stoofvlees, 1 × Kitchen test stoemp'],
            ['Home delivery outside every zone', self.emma_box.name, 'Emma Kitchen', 'Rue de Rivoli 5, 75001 Paris',
             '+33 1 00 00 00 05', '', '3 meals for 2 people', '', '3 × Kitchen test stoemp'],
        ])
        dutch = self.wizard(lang='nl_BE')
        dutch.action_export_csv()
        self.assertEqual(dutch.csv_filename, 'Keuken 2031-06-05.csv')
        text = base64.b64decode(dutch.csv_file).decode('utf-8')
        self.assertIn('"Te koken gerechten"', text)
        self.assertIn('"Gerecht","Kitchen test stoemp","10","4","3 × voor 2 personen, 1 × voor 4 personen"', text)
