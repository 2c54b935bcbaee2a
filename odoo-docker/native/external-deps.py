"""Print the Odoo modules our addons depend on that are not ours (comma separated).

usage: external-deps.py ADDONS_DIRS(colon list) OUR_MODULES(comma list) [EXTRA(comma list)]
"""
import ast
import os
import sys

addons_dirs = [d for d in sys.argv[1].split(":") if d]
ours = [m for m in sys.argv[2].split(",") if m]
extra = [m for m in (sys.argv[3] if len(sys.argv) > 3 else "").split(",") if m]
deps = set(extra)
for mod in ours:
    path = next(p for p in (os.path.join(d, mod, "__manifest__.py") for d in addons_dirs) if os.path.isfile(p))
    with open(path, encoding="utf-8") as f:
        manifest = ast.literal_eval(f.read())
    deps.update(manifest.get("depends", []))
print(",".join(sorted(deps - set(ours))))
