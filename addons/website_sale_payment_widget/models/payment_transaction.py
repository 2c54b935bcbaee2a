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

    def _finalize_post_processing(self):
        """ Override of `payment` to post-process each transaction once when
        several finish it at the same time.

        The customer's status poll (/payment/status/poll, ours on
        /shop/payment/get_status), Odoo's post-processing cron and a second
        tab can all find a done transaction not yet post-processed and
        confirm its order together: the later ones then fail in the middle
        (e.g. "a partner cannot follow twice the same object" when both
        subscribe the customer to the order) and the customer reads an error
        for a payment that went through.

        The transactions' rows are locked first, without waiting: one held by
        another post-processing raises `psycopg2.OperationalError`, which
        every caller of Odoo answers with "try later" (the poll's 'retry', the
        cron's next run). A transaction found post-processed once locked (its
        caller read it before the other committed) is not processed again.
        """
        if not self:
            return super()._finalize_post_processing()
        self.env.cr.execute(
            'SELECT id FROM payment_transaction WHERE id IN %s FOR UPDATE NOWAIT',
            [tuple(self.ids)],
        )
        self.invalidate_recordset(['is_post_processed'])
        return super(PaymentTransaction, self.filtered(lambda tx: not tx.is_post_processed))._finalize_post_processing()

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
