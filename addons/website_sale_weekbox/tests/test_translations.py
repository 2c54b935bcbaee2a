"""The strings that moved into website_sale_weekbox keep their translations:
Odoo reads a record's or a code string's translation from the module that
holds it, so the base addon ships its own catalogues (i18n/).

Run alone: WEEKBOX_TEST_TAGS=/website_sale_weekbox:TestTranslations
"""
from odoo.tests import TransactionCase, tagged

EXPECTED = {
    'fr_BE': ("Lundi", "Trop de codes promo erronés"),
    'nl_BE': ("Maandag", "Te veel foute promotiecodes"),
}


@tagged('post_install', '-at_install')
class TestTranslations(TransactionCase):

    def test_days_and_promo_messages_in_the_visitors_language(self):
        for lang, (monday, too_many) in EXPECTED.items():
            with self.subTest(lang=lang):
                if not self.env['res.lang']._lang_get(lang):
                    self.skipTest(f"{lang} is not installed (the test databases load it)")
                env = self.env(context=dict(self.env.context, lang=lang))
                self.assertEqual(env.ref('website_sale_weekbox.weekday_0').name, monday)
                self.assertTrue(env['weekbox.promo.attempt']._weekbox_too_many_message().startswith(too_many))
