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
