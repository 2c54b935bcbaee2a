"""A transaction's environments, iterated over a snapshot.

Odoo 17 keeps the environments of a transaction in a WeakSet whose data is
its OrderedSet (`api.Transaction`), and looks through them at every `sudo()`,
`with_context()`... (`api.Environment.__new__`). A WeakSet puts off removing a
dead item while it is iterated, but its check ("is the set iterated?") and
its removal are two steps of Python code, and so is OrderedSet.discard. When
the garbage collector runs in another request's thread and finalizes an
environment of this transaction, that thread can find the set not iterated,
be switched out while this thread starts iterating, then discard from the
dict under it: "RuntimeError: dictionary changed size during iteration", an
HTTP 500 deep inside Odoo's ORM (three in about 20,000 requests of the
bad-input suite, with Odoo slowed by libfaketime; seen nowhere else).

Here the iteration reads the set's references at once: `list()` of a dict is
one C call, during which no other thread runs and no Python callback does.
A reference removed afterwards only yields nothing (its environment is dead
or skipped by the caller's comparison). Later CPython versions iterate a
WeakSet over a copy of its data in the same way.
"""
from weakref import WeakSet

from odoo import api
from odoo.tools import OrderedSet


class SnapshotWeakSet(WeakSet):
    """An ordered WeakSet (as Odoo makes it) iterated over a snapshot."""

    def __init__(self, data=None):
        super().__init__()
        self.data = OrderedSet()  # Odoo's "OrderedWeakSet": insertion order kept
        if data is not None:
            # copy(), and so `envs - previous` (account's _disable_recursion), make one from another
            self.update(data)

    def __iter__(self):
        for itemref in list(self.data._map):
            item = itemref()
            if item is not None:
                yield item


def _snapshot_envs_init(init):
    def __init__(self, registry):
        init(self, registry)
        self.envs = SnapshotWeakSet()
    __init__.weekbox_snapshot_envs = True
    return __init__


if not getattr(api.Transaction.__init__, 'weekbox_snapshot_envs', False):
    api.Transaction.__init__ = _snapshot_envs_init(api.Transaction.__init__)
