from odoo import models


class PaymentTransaction(models.Model):
    _inherit = 'payment.transaction'

    def _set_pending(self, *args, **kwargs):
        """ Override of `payment` to settle the card paid with (see payment.token.weekbox_card_use). """
        txs_to_process = super()._set_pending(*args, **kwargs)
        self._weekbox_settle_cards(txs_to_process, paid=False)
        return txs_to_process

    def _set_authorized(self, *args, **kwargs):
        """ Override of `payment` to settle the card paid with. """
        txs_to_process = super()._set_authorized(*args, **kwargs)
        self._weekbox_settle_cards(txs_to_process, paid=True)
        return txs_to_process

    def _set_done(self, *args, **kwargs):
        """ Override of `payment` to settle the card paid with. """
        txs_to_process = super()._set_done(*args, **kwargs)
        self._weekbox_settle_cards(txs_to_process, paid=True)
        return txs_to_process

    def _set_canceled(self, *args, **kwargs):
        """ Override of `payment`: a card whose first payment is cancelled is not kept. """
        txs_to_process = super()._set_canceled(*args, **kwargs)
        self._weekbox_settle_cards(txs_to_process, declined=True)
        return txs_to_process

    def _set_error(self, *args, **kwargs):
        """ Override of `payment`: a card whose first payment is declined is never saved. """
        txs_to_process = super()._set_error(*args, **kwargs)
        self._weekbox_settle_cards(txs_to_process, declined=True)
        return txs_to_process

    # === BUSINESS METHODS === #

    def _weekbox_settle_cards(self, txs_to_process, paid=False, declined=False):
        """ Archive the cards given for one payment once it is processed, and
        the cards to save whose first payment is declined; keep the cards to
        save once paid with.

        :param payment.transaction txs_to_process: The transactions whose state changed
                                                   (self when an override gave none).
        """
        txs_sudo = (self if txs_to_process is None else txs_to_process).sudo().filtered(
            lambda tx: tx.token_id.weekbox_card_use and tx.operation != 'validation'
        )
        tokens_sudo = txs_sudo.token_id
        single_use_sudo = tokens_sudo.filtered(lambda token: token.weekbox_card_use == 'this_payment')
        to_save_sudo = tokens_sudo - single_use_sudo
        to_archive_sudo = single_use_sudo | (to_save_sudo if declined else self.env['payment.token'])
        to_archive_sudo.filtered('active').write({'active': False})
        if paid:
            to_save_sudo.weekbox_card_use = False
