# shellcheck shell=bash
# Settings of the native runner (source it after lib/common.sh).
# shellcheck disable=SC2034  # variables used by the scripts that source this
# shellcheck source=../lib/common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../lib/common.sh"

WEEKBOX_NATIVE_DIR="$WEEKBOX_DOCKER_DIR/native"
WEEKBOX_PY="${WEEKBOX_PYTHON:-/usr/bin/python3}"
WEEKBOX_STATE_DIR="${WEEKBOX_STATE_DIR:-$WEEKBOX_REPO_ROOT/.odoo-native}"
WEEKBOX_PG_PORT="${WEEKBOX_PG_PORT:-5433}"
# Three Odoo servers at once in `npm test`, each pooling up to 64 connections (see pg.sh).
WEEKBOX_PG_MAX_CONNECTIONS="${WEEKBOX_PG_MAX_CONNECTIONS:-300}"
WEEKBOX_WORKERS="${WEEKBOX_WORKERS:-0}"
WEEKBOX_START_TIMEOUT="${WEEKBOX_START_TIMEOUT:-180}"

# Under a faked clock (libfaketime preloaded: README, "The Odoo suites under a faked clock"),
# Python's time.sleep fails: faketime/sitecustomize.py gives Odoo a sleep that works.
if [[ "${LD_PRELOAD:-}" == *faketime* ]]; then
  export PYTHONPATH="$WEEKBOX_NATIVE_DIR/faketime${PYTHONPATH:+:$PYTHONPATH}"
fi

mkdir -p "$WEEKBOX_STATE_DIR"
WEEKBOX_STATE_DIR="$(cd "$WEEKBOX_STATE_DIR" && pwd)"
WEEKBOX_DATA_DIR="$WEEKBOX_STATE_DIR/data"
WEEKBOX_CONF="$WEEKBOX_STATE_DIR/odoo.conf"
WEEKBOX_TEST_CONF="$WEEKBOX_STATE_DIR/odoo-test.conf"
WEEKBOX_LOG="$WEEKBOX_STATE_DIR/odoo.log"
WEEKBOX_PIDFILE="$WEEKBOX_STATE_DIR/odoo.pid"
WEEKBOX_URL="http://127.0.0.1:$WEEKBOX_ODOO_PORT"

# Odoo's tree: ODOO_SRC must be validated by the caller.
wb_odoo_bin() { echo "$ODOO_SRC/odoo-bin"; }

# addons_path: the source tree's addons (both layouts) plus ours, and the extra
# dir (WEEKBOX_EXTRA_ADDONS_DIR), when they hold a module (Odoo rejects an addons
# dir without any module in it).
wb_addons_path() {
  local paths=()
  [ -d "$ODOO_SRC/addons/web" ] && paths+=("$ODOO_SRC/addons")
  paths+=("$ODOO_SRC/odoo/addons")
  [ -n "$(wb_modules)" ] && paths+=("$(cd "$WEEKBOX_ADDONS_DIR" && pwd)")
  [ -n "$(wb_extra_modules)" ] && paths+=("$(cd "$WEEKBOX_EXTRA_ADDONS_DIR" && pwd)")
  local IFS=,
  echo "${paths[*]}"
}

# Ours and the extra dir's modules: what the native runner installs and updates.
wb_all_modules() { wb_join "$(wb_modules)" "$(wb_extra_modules)"; }

# Content hash of our addons (and of the extra dir), without static/ (served as
# files, and the build rewrites static/dist on every `npm start`) and Python caches.
wb_addons_hash() {
  [ -d "$WEEKBOX_ADDONS_DIR" ] || { echo none; return; }
  local dir
  for dir in "$WEEKBOX_ADDONS_DIR" ${WEEKBOX_EXTRA_ADDONS_DIR:+"$WEEKBOX_EXTRA_ADDONS_DIR"}; do
    [ -d "$dir" ] || continue
    (cd "$dir" && find . -type f \
        -not -path '*/static/*' -not -path '*/__pycache__/*' -not -name '*.pyc' -print0 \
      | LC_ALL=C sort -z | xargs -0r sha1sum)
  done | sha1sum | cut -c1-40
}

wb_pid_alive() {
  local pid="$1"
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null && grep -q odoo-bin "/proc/$pid/cmdline" 2>/dev/null
}

wb_running_pid() {
  local pid
  pid="$(cat "$WEEKBOX_PIDFILE" 2>/dev/null || true)"
  if wb_pid_alive "$pid"; then echo "$pid"; fi
}

wb_port_busy() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}
