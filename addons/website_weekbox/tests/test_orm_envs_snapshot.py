"""A transaction's environments are iterated over a snapshot (orm_envs_snapshot.py):
a reference removed while `api.Environment.__new__` looks through them (what
the garbage collector's callback does from another thread) no longer breaks
the iteration."""
from weakref import WeakSet

from odoo.tests import TransactionCase, tagged
from odoo.tools import OrderedSet

from ..orm_envs_snapshot import SnapshotWeakSet


def _discard_while_iterating(envs, keep):
    """Starts iterating `envs`, removes the last of `keep` from its data as
    WeakSet's callback does once it found the set not iterated, then iterates
    on: the environments seen."""
    seen = iter(envs)
    first = next(seen)
    envs.data.discard(next(ref for ref in envs.data if ref() is keep[-1]))
    return [first, *seen]


@tagged('post_install', '-at_install')
class TestTransactionEnvsSnapshot(TransactionCase):

    def _probe_envs(self):
        return [self.env(context=dict(self.env.context, weekbox_probe=n)) for n in range(3)]

    def test_odoos_own_set_breaks_on_such_a_removal(self):
        # The case the snapshot is for: Odoo's ordered WeakSet raises.
        envs = WeakSet()
        envs.data = OrderedSet()
        keep = self._probe_envs()
        for env in keep:
            envs.add(env)
        with self.assertRaisesRegex(RuntimeError, 'changed size during iteration'):
            _discard_while_iterating(envs, keep)

    def test_transaction_envs_survive_such_a_removal(self):
        envs = self.env.transaction.envs
        self.assertIsInstance(envs, SnapshotWeakSet)
        keep = self._probe_envs()
        seen = _discard_while_iterating(envs, keep)
        self.assertTrue(set(keep[:2]) <= set(seen))
        self.assertNotIn(keep[-1], list(envs))
        # Environments are still found again, in their order of creation.
        self.assertIs(self.env(context=dict(self.env.context, weekbox_probe=1)), keep[1])
        order = [env for env in envs if env in keep]
        self.assertEqual(order, keep[:2])

    def test_set_operations_keep_working(self):
        # account's `_disable_recursion` takes `transaction.envs - previous`.
        envs = self.env.transaction.envs
        previous = set(envs)
        keep = self._probe_envs()
        added = envs - previous
        self.assertIsInstance(added, SnapshotWeakSet)
        self.assertEqual(list(added), keep)
        self.assertEqual(list(envs.copy()), list(envs))
