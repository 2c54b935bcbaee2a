#!/usr/bin/env bash
# Runs our addons' Python tests natively on a throw-away database.
# The database is copied from a cached template holding Odoo's modules our
# addons depend on (with demo data and the languages), so only our modules are
# installed per run. The template is rebuilt when those dependencies change.
set -euo pipefail
NATIVE_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$NATIVE_DIR/env.sh"
source "$WEEKBOX_DOCKER_DIR/lib/check-test-log.sh"

[ -n "${ODOO_SRC:-}" ] || wb_die "ODOO_SRC is not set"
wb_validate_odoo_src "$ODOO_SRC" || exit 1
ODOO_SRC="$(cd "$ODOO_SRC" && pwd)"

mods="$(wb_modules)"
[ -n "$mods" ] || { wb_say "no module in $WEEKBOX_ADDONS_DIR: no Odoo test to run"; exit 0; }
tags="$(wb_test_tags)"
db="$WEEKBOX_TEST_DB"
tmpl="${db}_template"

if wb_port_busy "$WEEKBOX_TEST_PORT"; then
  wb_die "port 127.0.0.1:$WEEKBOX_TEST_PORT (HTTP of the test server) is taken: set WEEKBOX_TEST_PORT"
fi

bash "$NATIVE_DIR/ensure-deps.sh"
source "$NATIVE_DIR/pg.sh"
source "$NATIVE_DIR/config.sh"
source "$NATIVE_DIR/prepare-db.sh"
wb_pg_start

deps="$("$WEEKBOX_PY" "$NATIVE_DIR/external-deps.py" "$WEEKBOX_ADDONS_DIR" "$mods" "$WEEKBOX_BASE_MODULES")"
key="$(printf '%s|%s|%s|%s' "$deps" "$WEEKBOX_LANGS" "$ODOO_SRC" "$(sha1sum "$ODOO_SRC/odoo/release.py" | cut -c1-40)")"
key_file="$WEEKBOX_STATE_DIR/template-key.$tmpl"

t0=$SECONDS
# The template is made with a config of its own (dbfilter), never served.
wb_write_config "$WEEKBOX_STATE_DIR/odoo-template.conf" "$tmpl" "$WEEKBOX_TEST_PORT"
if ! wb_db_exists "$tmpl" || [ "$(cat "$key_file" 2>/dev/null)" != "$key" ]; then
  wb_db_drop "$tmpl"
  log="$WEEKBOX_STATE_DIR/init-$tmpl.log"
  wb_say "building the test template database $tmpl: -i $deps (once; 1-3 minutes; log: $log)"
  if ! wb_odoo_oneshot "$WEEKBOX_STATE_DIR/odoo-template.conf" "$log" -d "$tmpl" -i "$deps" \
       --load-language="$WEEKBOX_LANGS"; then
    wb_show_log_failure "$log"; wb_die "template database init failed"
  fi
  wb_pregenerate_assets "$tmpl" "$WEEKBOX_STATE_DIR/odoo-template.conf"
  echo "$key" >"$key_file"
  wb_say "template ready in $((SECONDS - t0)) s"
fi

wb_db_drop "$db"
wb_psql -d postgres -c "CREATE DATABASE \"$db\" OWNER odoo TEMPLATE \"$tmpl\""
if [ -d "$WEEKBOX_DATA_DIR/filestore/$tmpl" ]; then
  mkdir -p "$WEEKBOX_DATA_DIR/filestore"
  cp -a "$WEEKBOX_DATA_DIR/filestore/$tmpl" "$WEEKBOX_DATA_DIR/filestore/$db"
fi

wb_write_config "$WEEKBOX_TEST_CONF" "$db" "$WEEKBOX_TEST_PORT"
# One log per test database: two test runs on other databases never share it.
log="$WEEKBOX_STATE_DIR/test-odoo.$db.log"
wb_say "running tests: -d $db -i $mods --test-tags $tags (log: $log)"
set +e
"$WEEKBOX_PY" "$(wb_odoo_bin)" -c "$WEEKBOX_TEST_CONF" -d "$db" -i "$mods" \
    --test-enable --test-tags "$tags" --stop-after-init --max-cron-threads=0 \
    --http-port "$WEEKBOX_TEST_PORT" --gevent-port "$((WEEKBOX_TEST_PORT + 3))" --workers 0 \
    2>&1 | tee "$log" | if [ "${WEEKBOX_TEST_VERBOSE:-0}" = 1 ]; then cat; else
      grep --line-buffered -E ' (WARNING|ERROR|CRITICAL) |odoo\.tests\.(result|stats): |odoo\.modules\.loading: (Modules loaded|[0-9]+ modules loaded)| post-tests in |Starting [A-Za-z_]+\.test_|^(FAIL|ERROR):|^Traceback|^  File |^[A-Za-z_.]+(Error|Exception)' || true; fi
rc="${PIPESTATUS[0]}"
set -e

missing="$(wb_missing_modules "$db" "$mods" 2>/dev/null || echo "$mods")"
wb_say "Odoo tests finished in $((SECONDS - t0)) s"
wb_check_test_log "$log" "$rc" "${missing:+modules not installed in $db: $missing}"
