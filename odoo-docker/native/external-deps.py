"""Print the Odoo modules our addons depend on that are not ours (comma separated).

usage: external-deps.py ADDONS_DIR OUR_MODULES(comma list) [EXTRA(comma list)]
"""
import ast
import os
import sys

addons_dir, ours = sys.argv[1], [m for m in sys.argv[2].split(",") if m]
extra = [m for m in (sys.argv[3] if len(sys.argv) > 3 else "").split(",") if m]
deps = set(extra)
for mod in ours:
    with open(os.path.join(addons_dir, mod, "__manifest__.py"), encoding="utf-8") as f:
        manifest = ast.literal_eval(f.read())
    deps.update(manifest.get("depends", []))
print(",".join(sorted(deps - set(ours))))
