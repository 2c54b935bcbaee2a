"""A done transaction is post-processed once, whoever finishes it: the
status poll, Odoo's cron or another tab (the Jest suite
payment-post-processing runs them together against a real Odoo; here, the
case a caller read before the other committed)."""
from unittest.mock import patch

from odoo.tests import tagged

from .common import PaymentWidgetCommon


@tagged('post_install', '-at_install')
class TestPostProcessingOnce(PaymentWidgetCommon):

    def _done_transaction(self):
        order = self._create_order()
        tx = self.env['payment.transaction'].create({
            'provider_id': self.card_provider.id,
            'payment_method_id': self.card_method.id,
            'reference': f'WBTEST-POST-{order.id}',
            'amount': order.amount_total,
            'currency_id': order.currency_id.id,
            'partner_id': order.partner_id.id,
            'sale_order_ids': [order.id],
        })
        tx._set_done()
        return tx, order

    def _post_process_counting(self, tx):
        """Post-process tx, returning the transactions whose linked documents were processed."""
        processed = []
        tx_class = type(tx)
        original = tx_class._reconcile_after_done

        def reconcile(txs):
            processed.extend(txs.ids)
            return original(txs)

        with patch.object(tx_class, '_reconcile_after_done', reconcile):
            tx._finalize_post_processing()
        return processed

    def test_post_processes_a_done_transaction(self):
        tx, order = self._done_transaction()
        self.assertEqual(self._post_process_counting(tx), tx.ids)
        self.assertTrue(tx.is_post_processed)
        self.assertEqual(order.state, 'sale')

    def test_skips_a_transaction_post_processed_since_it_was_read(self):
        tx, order = self._done_transaction()
        self.assertFalse(tx.is_post_processed)  # what the poll read
        # Another request post-processed it meanwhile (committed: the cache does not know).
        self.env.cr.execute('UPDATE payment_transaction SET is_post_processed = TRUE WHERE id = %s', [tx.id])
        self.assertEqual(self._post_process_counting(tx), [])
        self.assertEqual(order.state, 'draft', "not confirmed a second time")
        self.assertTrue(tx.is_post_processed)

    def test_nothing_to_post_process(self):
        self.assertEqual(self._post_process_counting(self.env['payment.transaction']), [])
