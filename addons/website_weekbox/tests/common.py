import os
import tempfile
from unittest.mock import patch

from odoo.addons.website_weekbox.models import website as website_module


class BundleManifestMixin:
    """Points the addon at a manifest.json in a temporary folder (none written
    yet: `self.manifest` is its path), so a test builds the bundle it needs."""

    def _patch_bundle_manifest(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.manifest = os.path.join(tmp.name, 'manifest.json')
        patcher = patch.object(website_module, '_manifest_path', lambda: self.manifest)
        patcher.start()
        self.addCleanup(patcher.stop)


def skip_under_libfaketime(test):
    """Skips `test` when Odoo runs under libfaketime (`faketime`, README: the Odoo
    suites under a faked clock). The runner then starts PostgreSQL under it too,
    and there PostgreSQL's lock_timeout never fires: a test waiting for it would
    hang the run until the other transaction ends."""
    if 'libfaketime' in os.environ.get('LD_PRELOAD', ''):
        test.skipTest("PostgreSQL's lock_timeout does not fire under libfaketime (LD_PRELOAD)")
