#!/usr/bin/env bash
# flake8 on our addons with addons/.flake8 (Odoo's style: 120 columns, W503/W504,
# E241 and E731 ignored, `from . import x` in __init__.py; strict otherwise),
# then check-addon-depends.py: each manifest depends on what its module's code
# imports and names (Odoo's own modules' dependencies read from ODOO_SRC when set).
# flake8 is Debian's python3-flake8 for /usr/bin/python3: installed with apt-get
# when missing and run as root; otherwise the command is printed and the script
# exits 3 (cannot run here). Exit 0 clean, 1 findings.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib/common.sh"

py="${WEEKBOX_PYTHON:-/usr/bin/python3}"
has_flake8() { "$py" -m flake8 --version >/dev/null 2>&1; }
if ! has_flake8; then
  rc=0
  wb_apt_install "${TMPDIR:-/tmp}/weekbox-apt-flake8.log" python3-flake8 || rc=$?
  if [ "$rc" = 3 ]; then
    wb_err "no flake8 for $py: install it as root with: apt-get install python3-flake8"
    exit 3
  fi
  [ "$rc" = 0 ] && has_flake8 || wb_die "flake8 is still missing for $py after apt-get install python3-flake8"
fi

cd "$WEEKBOX_REPO_ROOT"
addons="$(realpath --relative-to=. "$WEEKBOX_ADDONS_DIR")"
# The bench-only modules (never released) follow the same style.
dirs=("$addons")
[ -d test/bench/addons ] && dirs+=(test/bench/addons)
wb_say "$("$py" -m flake8 --version | head -1 | cut -d' ' -f1-6) on ${dirs[*]/%//} (config $addons/.flake8)"
status=0
if "$py" -m flake8 --config "$addons/.flake8" "${dirs[@]}"; then
  wb_say "flake8: no finding"
else
  status=$?
  [ "$status" = 1 ] && wb_err "flake8: $("$py" -m flake8 --config "$addons/.flake8" --count -qq "${dirs[@]}" 2>/dev/null | tail -1) finding(s) above"
fi
if ! "$py" "$WEEKBOX_DOCKER_DIR/check-addon-depends.py" "${dirs[@]}"; then
  wb_err "addon depends: a module uses another it does not depend on (see above)"
  [ "$status" != 0 ] || status=1
fi
exit "$status"
