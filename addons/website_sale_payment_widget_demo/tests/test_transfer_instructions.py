from odoo.tests import TransactionCase, tagged


@tagged('post_install', '-at_install')
class TestTransferInstructions(TransactionCase):
    """The demo wire transfer's pending message reads in each visitor's
    language: writing one language's text must not replace the others'."""

    def test_each_language_keeps_its_own_instructions(self):
        for lang in ('fr_BE', 'nl_BE'):
            self.env['res.lang']._activate_lang(lang)
        transfer = self.env.ref('payment.payment_provider_transfer')
        self.env['payment.provider']._weekbox_demo_set_transfer_instructions()

        expected = {
            'en_US': "Please transfer the amount of your order to",
            'fr_BE': "Veuillez virer le montant de votre commande à",
            'nl_BE': "Gelieve het bedrag van uw bestelling over te schrijven naar",
        }
        for lang, headline in expected.items():
            with self.subTest(lang=lang):
                message = transfer.with_context(lang=lang).pending_msg
                self.assertIn(headline, message)
                self.assertIn("IBAN BE71 0961 2345 6769", message)
                for other in set(expected.values()) - {headline}:
                    self.assertNotIn(other, message)

        # Run again (a module update does): still one language each.
        self.env['payment.provider']._weekbox_demo_set_transfer_instructions()
        self.assertIn(expected['en_US'], transfer.with_context(lang='en_US').pending_msg)
        self.assertIn(expected['nl_BE'], transfer.with_context(lang='nl_BE').pending_msg)
