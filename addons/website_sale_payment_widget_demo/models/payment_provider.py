from werkzeug.urls import url_encode, url_quote

from odoo import _, api, models

from odoo.addons.payment import utils as payment_utils
from odoo.addons.website_sale_payment_widget_demo.const import DEMO_CARD_SCENARIOS


# The demo wire transfer's instructions (a test IBAN): the customer sees them
# on the confirmation page while the transfer is pending, with the order
# reference to give as communication.
TRANSFER_INSTRUCTIONS = {
    'en_US': (
        "<div><h5>Please transfer the amount of your order to</h5>"
        "<p>Weekbox SRL<br>IBAN BE71 0961 2345 6769<br>BIC GKCCBEBB</p>"
        "<p>Give your order reference as communication: your order is confirmed once we receive it.</p></div>"
    ),
    'fr_BE': (
        "<div><h5>Veuillez virer le montant de votre commande à</h5>"
        "<p>Weekbox SRL<br>IBAN BE71 0961 2345 6769<br>BIC GKCCBEBB</p>"
        "<p>Indiquez la référence de votre commande en communication : votre commande est confirmée dès"
        " réception du virement.</p></div>"
    ),
    'nl_BE': (
        "<div><h5>Gelieve het bedrag van uw bestelling over te schrijven naar</h5>"
        "<p>Weekbox SRL<br>IBAN BE71 0961 2345 6769<br>BIC GKCCBEBB</p>"
        "<p>Vermeld de referentie van uw bestelling als mededeling: uw bestelling wordt bevestigd zodra"
        " wij de overschrijving ontvangen.</p></div>"
    ),
}


class PaymentProvider(models.Model):
    _inherit = 'payment.provider'

    @api.model
    def _weekbox_demo_set_transfer_instructions(self):
        """ The demo wire transfer's pending message: the bank account and the
        order reference as communication, in each language of the database. """
        transfer = self.env.ref('payment.payment_provider_transfer', raise_if_not_found=False)
        if not transfer:
            return
        transfer.with_context(lang='en_US').write({
            'pending_msg': TRANSFER_INSTRUCTIONS['en_US'], 'so_reference_type': 'so_name',
        })
        # The field is translated term by term: writing a whole text in another
        # language would replace the English terms too (in every language).
        # Each language's terms are given as translations of the English ones.
        field = transfer._fields['pending_msg']
        english_terms = field.get_trans_terms(transfer.with_context(lang='en_US').pending_msg)
        installed = {code for code, _label in self.env['res.lang'].get_installed()}
        translations = {}
        for lang, text in TRANSFER_INSTRUCTIONS.items():
            if lang != 'en_US' and lang in installed:
                terms = field.get_trans_terms(field.translate(lambda term: None, text))
                if len(terms) != len(english_terms):
                    raise ValueError(f"The {lang} transfer instructions must have the English text's parts")
                translations[lang] = dict(zip(english_terms, terms))
        if translations:
            transfer.update_field_translations('pending_msg', translations)

    def _weekbox_supports_card_tokenization(self):
        """ Override of `website_sale_payment_widget`: the demo provider saves test cards. """
        return self.code == 'demo' or super()._weekbox_supports_card_tokenization()

    def _weekbox_get_payment_option_kind(self, payment_method):
        """ Override of `website_sale_payment_widget`: the demo provider's own
        method (test details and a chosen outcome) is paid by the widget, which
        asks payment_demo to simulate the outcome, as Odoo's demo form does. """
        if self.code == 'demo' and payment_method.code == 'demo':
            return 'simulated'
        return super()._weekbox_get_payment_option_kind(payment_method)

    def _weekbox_create_card_token(self, card, partner, payment_method, verify_validity=False):
        """ Override of `website_sale_payment_widget` to "save" a test card with
        a demo validation transaction: the token holds the brand (payment
        method) and the last 4 digits only. """
        if self.code != 'demo':
            return super()._weekbox_create_card_token(card, partner, payment_method, verify_validity)
        scenario = DEMO_CARD_SCENARIOS.get(card.number, 'accept')
        if scenario == 'refuse' or (scenario == 'decline' and verify_validity):
            return {'error': _("Your card was declined by your bank.")}
        if scenario == 'no_answer':
            return {}
        tx_sudo = self.env['payment.transaction'].sudo().create({
            'provider_id': self.id,
            'payment_method_id': payment_method.id,
            # The partner in the prefix: a prefix of the second alone is shared by
            # customers saving a card in the same second, whose transactions then
            # collide on the unique reference (seen with 16 concurrent buyers).
            'reference': self.env['payment.transaction']._compute_reference(
                self.code, prefix=payment_utils.singularize_reference_prefix(prefix=f'V-{partner.id}')
            ),
            'amount': self._get_validation_amount(),
            'currency_id': self.with_context(validation_pm=payment_method)._get_validation_currency().id,
            'partner_id': partner.id,
            'operation': 'validation',
            'tokenize': True,
            'weekbox_demo_payment_details': card.payment_details,
            'weekbox_demo_simulated_state': 'error' if scenario == 'decline' else 'done',
        })
        if scenario == 'challenge':
            return {'challenge': tx_sudo}
        tx_sudo._weekbox_demo_authenticate()
        return {'token': tx_sudo.token_id}

    def _weekbox_get_challenge_url(self, challenge_tx):
        """ Override of `website_sale_payment_widget`: the demo bank's 3-D
        Secure page, signed for its validation transaction. """
        if self.code != 'demo':
            return super()._weekbox_get_challenge_url(challenge_tx)
        access_token = payment_utils.generate_access_token(challenge_tx.reference, challenge_tx.id)
        query = url_encode({'access_token': access_token})
        return f'/payment/weekbox_demo/3ds/{url_quote(challenge_tx.reference)}?{query}'
