#!/usr/bin/env bash
# Checks that /usr/bin/python3 can import what Odoo 17 needs and that the
# PostgreSQL server binaries exist. When something is missing: installs
# debian-packages.txt with apt-get if we are root, else prints the command.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/env.sh"

PY_MODULES="babel chardet dateutil decorator docutils geoip2 gevent greenlet idna jinja2 sass lxml
markupsafe num2words ofxparse OpenSSL passlib PIL polib psutil psycopg2 pydot PyPDF2 qrcode
reportlab requests rjsmin stdnum pytz vobject werkzeug xlrd xlsxwriter xlwt zeep ldap serial usb
jsonschema"

missing_report() {
  [ -x "$WEEKBOX_PY" ] || { echo "python:$WEEKBOX_PY"; return; }
  # shellcheck disable=SC2086
  "$WEEKBOX_PY" - $PY_MODULES <<'PY' || true
import importlib, sys
for name in sys.argv[1:]:
    try:
        importlib.import_module(name)
    except Exception as exc:  # noqa: BLE001 - any import failure counts
        print(f"python:{name} ({exc.__class__.__name__})")
try:
    import lxml.html.clean  # noqa: F401  (split out of lxml in newer releases)
except Exception:
    print("python:lxml.html.clean")
PY
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || echo "bin:initdb (postgresql)"
  command -v curl >/dev/null 2>&1 || echo "bin:curl"
  command -v wkhtmltopdf >/dev/null 2>&1 || echo "bin:wkhtmltopdf"
}

packages() { grep -Ev '^\s*(#|$)' "$WEEKBOX_NATIVE_DIR/debian-packages.txt" | tr '\n' ' '; }

missing="$(missing_report)"
if [ -z "$missing" ]; then
  exit 0
fi
wb_say "missing for Odoo 17: $(echo "$missing" | tr '\n' ' ')"
cmd="apt-get install -y --no-install-recommends $(packages)"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  wb_say "installing Debian packages (debian-packages.txt) ..."
  export DEBIAN_FRONTEND=noninteractive
  # shellcheck disable=SC2046  # one word per package
  if ! apt-get install -y --no-install-recommends $(packages) >"$WEEKBOX_STATE_DIR/apt.log" 2>&1; then
    apt-get update >>"$WEEKBOX_STATE_DIR/apt.log" 2>&1
    # shellcheck disable=SC2046
    apt-get install -y --no-install-recommends $(packages) >>"$WEEKBOX_STATE_DIR/apt.log" 2>&1 \
      || { tail -20 "$WEEKBOX_STATE_DIR/apt.log"; wb_die "apt-get install failed (log: $WEEKBOX_STATE_DIR/apt.log)"; }
  fi
  missing="$(missing_report)"
  [ -z "$missing" ] || wb_die "still missing after apt-get: $(echo "$missing" | tr '\n' ' ')"
  wb_say "Debian packages installed"
else
  wb_err "install Odoo 17's dependencies first (as root), then retry:"
  echo "  sudo $cmd" >&2
  exit 1
fi
