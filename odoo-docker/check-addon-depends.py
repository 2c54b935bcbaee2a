"""Check that our addons' manifests depend on what their code uses.

usage: check-addon-depends.py ADDONS_DIR... (our modules: every directory of
       them holding a __manifest__.py; Odoo's own are read from ODOO_SRC when set)

A module that uses another module's code or records must install it: Odoo
loads a module's dependencies first, and installs them with it. This check
reads each of our modules (its tests and migrations aside) and reports:

- a Python import of `odoo.addons.<X>` where X is not the module itself nor
  one of its manifest's `depends` (directly: an import is a direct use);
- an XML id of module X (inherit_id, ref, t-call, parent, action, groups,
  %(X.id)d, env.ref('X.id') in Python, the ACL file's ids) or an asset import
  ("@X/...") where X is not the module itself nor among its dependencies,
  direct or not (Odoo's own modules' dependencies are known with ODOO_SRC
  only: without it, only ids of our own modules are checked).

Exit 0 when every use is declared, 1 otherwise (one line per finding).
Standard library only: it runs before any Odoo is installed.
"""
import ast
import csv
import os
import re
import sys

SKIPPED_DIRS = {'tests', 'migrations', 'static/dist', 'i18n', '__pycache__', 'node_modules'}
XML_ID_PATTERNS = [
    re.compile(r'\b(?:inherit_id|ref|t-call|parent|action)="([a-z0-9_]+)\.[A-Za-z0-9_.]+"'),
    re.compile(r'%\(([a-z0-9_]+)\.[A-Za-z0-9_.]+\)[ds]'),
    re.compile(r'\bref\(\s*[\'"]([a-z0-9_]+)\.[A-Za-z0-9_.]+[\'"]'),
]
GROUPS_PATTERN = re.compile(r'\bgroups="([^"]+)"')
PY_REF_PATTERN = re.compile(r'\.ref\(\s*[\'"]([a-z0-9_]+)\.[A-Za-z0-9_.]+[\'"]')
JS_IMPORT_PATTERN = re.compile(r'''(?:^|\s)(?:import|from)\s*(?:[^'"]*\sfrom\s*)?['"]@([a-z0-9_]+)/''', re.M)


def read_manifests(directory):
    """{module: manifest} of the modules in `directory`."""
    manifests = {}
    if not directory or not os.path.isdir(directory):
        return manifests
    for name in sorted(os.listdir(directory)):
        path = os.path.join(directory, name, '__manifest__.py')
        if os.path.isfile(path):
            with open(path, encoding='utf-8') as file:
                manifests[name] = ast.literal_eval(file.read())
    return manifests


def closure(module, manifests):
    """The modules `module` depends on, directly or not (those whose manifest is known)."""
    seen, todo = set(), list(manifests.get(module, {}).get('depends', []))
    while todo:
        dep = todo.pop()
        if dep not in seen:
            seen.add(dep)
            todo.extend(manifests.get(dep, {}).get('depends', []))
    return seen | {'base'}


def module_files(root):
    """(relative path, absolute path) of the module's own files to read."""
    for folder, dirs, files in os.walk(root):
        rel_folder = os.path.relpath(folder, root)
        dirs[:] = [d for d in dirs if os.path.normpath(os.path.join(rel_folder, d)) not in SKIPPED_DIRS
                   and d not in SKIPPED_DIRS]
        for name in files:
            yield os.path.normpath(os.path.join(rel_folder, name)), os.path.join(folder, name)


def python_imports(source):
    """(line, module) of each `odoo.addons.<module>` import."""
    for node in ast.walk(ast.parse(source)):
        names = []
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names = [node.module] + [f'{node.module}.{alias.name}' for alias in node.names]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        for name in names:
            parts = name.split('.')
            if parts[:2] == ['odoo', 'addons'] and len(parts) > 2:
                yield node.lineno, parts[2]
                break


def xml_ids(text):
    """(line, module) of each XML id of another module the text names."""
    for pattern in XML_ID_PATTERNS:
        for match in pattern.finditer(text):
            yield text.count('\n', 0, match.start(1)) + 1, match.group(1)
    for match in GROUPS_PATTERN.finditer(text):
        for group in match.group(1).split(','):
            group = group.strip().lstrip('!')
            if '.' in group:
                yield text.count('\n', 0, match.start()) + 1, group.split('.', 1)[0]


def csv_ids(path):
    with open(path, encoding='utf-8', newline='') as file:
        for number, row in enumerate(csv.DictReader(file), start=2):
            for column, value in row.items():
                if column and column.endswith(':id') and value and '.' in value:
                    yield number, value.split('.', 1)[0]


def check(ours, known):
    findings = []
    for module, (root, manifest) in sorted(ours.items()):
        direct = set(manifest.get('depends', [])) | {module, 'base'}
        reachable = closure(module, known) | {module}
        for rel, path in module_files(root):
            uses = []  # (line, module, kind, direct only)
            if rel.endswith('.py'):
                with open(path, encoding='utf-8') as file:
                    source = file.read()
                uses += [(line, dep, 'imports odoo.addons of', True) for line, dep in python_imports(source)]
                uses += [(source.count('\n', 0, m.start(1)) + 1, m.group(1), 'uses an XML id of', False)
                         for m in PY_REF_PATTERN.finditer(source)]
            elif rel.endswith('.xml'):
                with open(path, encoding='utf-8') as file:
                    uses += [(line, dep, 'uses an XML id of', False) for line, dep in xml_ids(file.read())]
            elif rel.endswith('.csv'):
                uses += [(line, dep, 'uses an XML id of', False) for line, dep in csv_ids(path)]
            elif rel.endswith('.js') and rel.startswith('static'):
                with open(path, encoding='utf-8') as file:
                    text = file.read()
                uses += [(text.count('\n', 0, m.start(1)) + 1, m.group(1), 'imports the assets of', False)
                         for m in JS_IMPORT_PATTERN.finditer(text)]
            for line, dep, kind, direct_only in uses:
                if dep in direct or (not direct_only and dep in reachable):
                    continue
                if not direct_only and dep not in known:
                    continue  # an Odoo module whose dependencies are not known here
                needed = "in its manifest's depends" if direct_only else 'among its dependencies'
                findings.append(f"{module}/{rel}:{line}: {kind} {dep}, which is not {needed}")
    return findings


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    ours = {}
    for directory in argv[1:]:
        for module, manifest in read_manifests(directory).items():
            ours[module] = (os.path.join(directory, module), manifest)
    known = {module: manifest for module, (_root, manifest) in ours.items()}
    odoo_src = os.environ.get('ODOO_SRC')
    if odoo_src:
        for directory in (os.path.join(odoo_src, 'odoo', 'addons'), os.path.join(odoo_src, 'addons')):
            for module, manifest in read_manifests(directory).items():
                known.setdefault(module, manifest)
    findings = check(ours, known)
    for finding in findings:
        print(finding)
    scope = 'with Odoo\'s manifests from ODOO_SRC' if odoo_src else 'without ODOO_SRC: ids of our modules only'
    print(f"addon depends: {len(ours)} modules checked ({scope}), {len(findings)} finding(s)")
    return 1 if findings else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
