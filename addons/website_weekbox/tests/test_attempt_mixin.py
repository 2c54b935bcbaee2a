import inspect

from odoo.addons.base.models.ir_autovacuum import is_autovacuum
from odoo.tests import TransactionCase, tagged


@tagged('post_install', '-at_install')
class TestAttemptMixin(TransactionCase):
    """The rate-limit mixin's clean-up, called the way Odoo's autovacuum calls it."""

    def test_every_weekbox_autovacuum_runs_abstract_models_included(self):
        # ir.autovacuum calls each @api.autovacuum method on every model of the
        # registry, abstract ones included (and commits: not here, in a test).
        called = []
        for model in self.env.values():
            if not model._name.startswith('weekbox.'):
                continue
            for attr, func in inspect.getmembers(self.env.registry[model._name], is_autovacuum):
                func(model)
                called.append((model._name, attr))
        self.assertIn(('weekbox.attempt.mixin', '_gc_expired_attempts'), called)
        self.assertIn(('weekbox.card.attempt', '_gc_expired_attempts'), called)
