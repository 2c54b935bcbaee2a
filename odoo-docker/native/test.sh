#!/usr/bin/env bash
# Runs our addons' Python tests natively on throw-away databases, in two runs:
#  1. with demo data: every module of addons/ and of the bench's test/bench/addons
#     (WEEKBOX_EXTRA_ADDONS_DIR), the tests tagged /<module> (WEEKBOX_TEST_TAGS);
#  2. without demo data (--without-demo=all), as a production install (with the
#     languages): the meal-box modules (WEEKBOX_WITHOUT_DEMO_MODULES, default
#     WB_WITHOUT_DEMO_MODULES of lib/common.sh) and their dependencies, their
#     tests (/<module>) and those tagged weekbox_without_demo (tagged -standard:
#     run 1 skips them), but not those tagged weekbox_needs_demo (whose subject
#     is the demo's); WEEKBOX_TEST_TAGS, when set, selects them instead
#     (WEEKBOX_WITHOUT_DEMO_TAGS overrides both). Skipped by
#     WEEKBOX_TEST_WITHOUT_DEMO=0, or when WEEKBOX_TEST_TAGS names none of those
#     modules. WEEKBOX_TEST_WITH_DEMO=0 skips run 1;
#  3. the upgrade of a database made with the addons of WEEKBOX_UPGRADE_FROM
#     (upgrade-test.sh): the tests tagged weekbox_upgrade. Skipped by
#     WEEKBOX_TEST_UPGRADE=0, or when WEEKBOX_TEST_TAGS names neither
#     website_sale_weekbox nor weekbox_upgrade; WEEKBOX_TEST_UPGRADE=only (or
#     WEEKBOX_TEST_TAGS=weekbox_upgrade) runs it alone.
# Runs 2 and 3 go on beside run 1 (a second Odoo on WEEKBOX_TEST_PORT + 10, its
# output prefixed): each run is one Python process, and this machine has two
# cores. WEEKBOX_TEST_LANES=1 runs them one after the other.
# Each database is copied from a cached template holding Odoo's modules our
# addons depend on (run 1's with demo data and the languages, run 2's without
# demo), so only our modules are installed per run. A template is rebuilt when
# those dependencies change. Each run has its log; the last line totals both.
# WEEKBOX_TEST_REUSE_DB=1 runs 1 and 2 on the databases the last run left (no
# copy, no install: our tests are all post_install, so Odoo runs those of every
# installed module) and skips run 3: the suites on a database made earlier,
# e.g. a week earlier under faketime (README, Tests).
set -euo pipefail
NATIVE_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$NATIVE_DIR/env.sh"
source "$WEEKBOX_DOCKER_DIR/lib/check-test-log.sh"

[ -n "${ODOO_SRC:-}" ] || wb_die "ODOO_SRC is not set"
wb_validate_odoo_src "$ODOO_SRC" || exit 1
ODOO_SRC="$(cd "$ODOO_SRC" && pwd)"

# The bench module's tests run here too (CI), though no release holds it.
WEEKBOX_EXTRA_ADDONS_DIR="${WEEKBOX_EXTRA_ADDONS_DIR:-$WEEKBOX_REPO_ROOT/test/bench/addons}"
mods="$(wb_all_modules)"
[ -n "$(wb_modules)" ] || { wb_say "no module in $WEEKBOX_ADDONS_DIR: no Odoo test to run"; exit 0; }
tags="$(wb_test_tags "$mods")"
db="$WEEKBOX_TEST_DB"

# The meal-box suites own their data (tests/common.py of website_sale_mealbox):
# they run on a production install too.
nodemo_mods="${WEEKBOX_WITHOUT_DEMO_MODULES:-$WB_WITHOUT_DEMO_MODULES}"
if [ -n "${WEEKBOX_WITHOUT_DEMO_TAGS:-}" ]; then nodemo_tags="$WEEKBOX_WITHOUT_DEMO_TAGS"
elif [ -n "${WEEKBOX_TEST_TAGS:-}" ]; then nodemo_tags="$WEEKBOX_TEST_TAGS"
else nodemo_tags="/${nodemo_mods//,/,/},weekbox_without_demo,-weekbox_needs_demo"
fi
nodemo_db="${db}_nodemo"
nodemo=0
if [ "${WEEKBOX_TEST_WITHOUT_DEMO:-1}" != 0 ]; then
  IFS=, read -ra arr <<<"$nodemo_mods"
  for m in "${arr[@]}"; do
    if [[ ",$mods," == *",$m,"* ]] && { [ -z "${WEEKBOX_TEST_TAGS:-}" ] || [[ "$WEEKBOX_TEST_TAGS" == *"$m"* ]]; }; then
      nodemo=1
    fi
  done
fi

if wb_port_busy "$WEEKBOX_TEST_PORT"; then
  wb_die "port 127.0.0.1:$WEEKBOX_TEST_PORT (HTTP of the test server) is taken: set WEEKBOX_TEST_PORT"
fi

bash "$NATIVE_DIR/ensure-deps.sh"
source "$NATIVE_DIR/pg.sh"
source "$NATIVE_DIR/config.sh"
source "$NATIVE_DIR/prepare-db.sh"
source "$NATIVE_DIR/upgrade-test.sh"
wb_pg_start

deps="$("$WEEKBOX_PY" "$NATIVE_DIR/external-deps.py" \
  "$WEEKBOX_ADDONS_DIR${WEEKBOX_EXTRA_ADDONS_DIR:+:$WEEKBOX_EXTRA_ADDONS_DIR}" "$mods" "$WEEKBOX_BASE_MODULES")"
key="$(printf '%s|%s|%s|%s' "$deps" "$WEEKBOX_LANGS" "$ODOO_SRC" "$(sha1sum "$ODOO_SRC/odoo/release.py" | cut -c1-40)")"
t0=$SECONDS

# ensure_template TEMPLATE KEY_SUFFIX ODOO_ARGS... : (re)builds the template
# database when missing or made for other dependencies (or another suffix). The
# template is made with a config of its own (dbfilter), never served.
ensure_template() {
  local tmpl="$1" tmpl_key="$key$2"; shift 2
  local key_file="$WEEKBOX_STATE_DIR/template-key.$tmpl" log="$WEEKBOX_STATE_DIR/init-$tmpl.log" t1=$SECONDS
  local conf="$WEEKBOX_STATE_DIR/odoo-template.$tmpl.conf"
  wb_write_config "$conf" "$tmpl" "$WEEKBOX_TEST_PORT"
  if wb_db_exists "$tmpl" && [ "$(cat "$key_file" 2>/dev/null)" = "$tmpl_key" ]; then return 0; fi
  wb_db_drop "$tmpl"
  wb_say "building the test template database $tmpl: -i $deps $* (once; 1-3 minutes; log: $log)"
  rm -f "$key_file"
  if ! wb_odoo_oneshot "$conf" "$log" -d "$tmpl" -i "$deps" "$@"; then
    wb_show_log_failure "$log"; wb_die "template database init failed"
  fi
  wb_pregenerate_assets "$tmpl" "$conf"
  echo "$tmpl_key" >"$key_file"
  wb_say "template ready in $((SECONDS - t1)) s"
}

# copy_db TEMPLATE DB: a fresh DB (and filestore) from the template.
copy_db() {
  local tmpl="$1" target="$2"
  wb_db_drop "$target"
  wb_psql -d postgres -c "CREATE DATABASE \"$target\" OWNER odoo TEMPLATE \"$tmpl\""
  rm -rf "$WEEKBOX_DATA_DIR/filestore/$target"
  if [ -d "$WEEKBOX_DATA_DIR/filestore/$tmpl" ]; then
    mkdir -p "$WEEKBOX_DATA_DIR/filestore"
    cp -a "$WEEKBOX_DATA_DIR/filestore/$tmpl" "$WEEKBOX_DATA_DIR/filestore/$target"
  fi
}

# run_tests LABEL DB MODULES TAGS ODOO_ARGS... : installs MODULES with the tests
# enabled; the log is filtered to stdout like any run and checked. Leaves the
# counts in WB_TEST_COUNTS; returns 1 when the run failed.
run_tests() {
  local label="$1" target="$2" install="$3" run_tags="$4"; shift 4
  local log="$WEEKBOX_STATE_DIR/test-odoo.$target.log" rc missing t1=$SECONDS init=(-i "$install")
  [ "$reuse" = 0 ] || init=()
  wb_write_config "$WEEKBOX_TEST_CONF" "$target" "$WEEKBOX_TEST_PORT"
  # One log per test database: two test runs on other databases never share it.
  wb_say "running tests ($label): -d $target ${init[*]} --test-tags $run_tags $* (log: $log)"
  set +e
  "$WEEKBOX_PY" "$(wb_odoo_bin)" -c "$WEEKBOX_TEST_CONF" -d "$target" "${init[@]}" "$@" \
      --test-enable --test-tags "$run_tags" --stop-after-init --max-cron-threads=0 \
      --http-port "$WEEKBOX_TEST_PORT" --gevent-port "$((WEEKBOX_TEST_PORT + 3))" --workers 0 \
      2>&1 | tee "$log" | if [ "${WEEKBOX_TEST_VERBOSE:-0}" = 1 ]; then cat; else
        grep --line-buffered -E ' (WARNING|ERROR|CRITICAL) |odoo\.tests\.(result|stats): |odoo\.modules\.loading: (Modules loaded|[0-9]+ modules loaded)| post-tests in |Starting [A-Za-z_]+\.test_|^(FAIL|ERROR):|^Traceback|^  File |^[A-Za-z_.]+(Error|Exception)' || true; fi
  rc="${PIPESTATUS[0]}"
  set -e
  missing="$(wb_missing_modules "$target" "$install" 2>/dev/null || echo "$install")"
  wb_say "Odoo tests ($label) finished in $((SECONDS - t1)) s"
  wb_check_test_log "$log" "$rc" "${missing:+modules not installed in $target: $missing}" "$label"
}

# fresh_db TEMPLATE DB: DB is kept from the last run (WEEKBOX_TEST_REUSE_DB=1),
# else made afresh from TEMPLATE.
reuse="${WEEKBOX_TEST_REUSE_DB:-0}"
fresh_db() {
  if [ "$reuse" = 0 ]; then copy_db "$1" "$2"; return; fi
  wb_db_exists "$2" || wb_die "WEEKBOX_TEST_REUSE_DB=1: no database $2 left by an earlier run"
  wb_say "reusing the database $2 an earlier run left (WEEKBOX_TEST_REUSE_DB=1)"
}

upgrade_mode="${WEEKBOX_TEST_UPGRADE:-1}"
[ "$reuse" = 0 ] || upgrade_mode=0
[ "${WEEKBOX_TEST_TAGS:-}" != weekbox_upgrade ] || upgrade_mode=only
if [ "$upgrade_mode" = 1 ] && [ -n "${WEEKBOX_TEST_TAGS:-}" ] \
   && [[ "$WEEKBOX_TEST_TAGS" != *website_sale_weekbox* && "$WEEKBOX_TEST_TAGS" != *weekbox_upgrade* ]]; then
  upgrade_mode=0
fi
[ "$upgrade_mode" != only ] || nodemo=0

# Run 2 (without demo data) then run 3 (the upgrade, on run 1's template): leaves
# "failed passed failures skipped" in the file $1.
nodemo_and_upgrade() {
  local out="$1" failed=0 passed=0 failures=0 skipped=0 p f s rc
  if [ "$nodemo" = 1 ]; then
    ensure_template "${nodemo_db}_template" "|without demo|languages" --without-demo=all --load-language="$WEEKBOX_LANGS"
    fresh_db "${nodemo_db}_template" "$nodemo_db"
    run_tests "without demo data" "$nodemo_db" "$nodemo_mods" "$nodemo_tags" --without-demo=all || failed=1
    read -r passed failures skipped <<<"$WB_TEST_COUNTS"
  else
    wb_say "no run without demo data (WEEKBOX_TEST_WITHOUT_DEMO=0, or WEEKBOX_TEST_TAGS names none of $nodemo_mods)"
  fi
  if [ "$upgrade_mode" != 0 ]; then
    # Run 1's template, which the other lane builds (or found).
    while [ ! -e "$template_ready" ]; do
      kill -0 "$$" 2>/dev/null || exit 1
      sleep 1
    done
    rc=0
    run_upgrade_test "${db}_template" "${db}_upgrade" || rc=$?
    if [ "$rc" = 2 ]; then
      wb_say "no upgrade run: $WB_UPGRADE_SKIP"
      WB_TEST_COUNTS="0 0 1"
      [ "${WEEKBOX_NO_SKIP:-0}" != 1 ] || { WB_TEST_COUNTS="0 1 0"; failed=1; }
    elif [ "$rc" != 0 ]; then
      failed=1
    fi
    read -r p f s <<<"$WB_TEST_COUNTS"
    passed=$((passed + p)) failures=$((failures + f)) skipped=$((skipped + s))
  else
    wb_say "no upgrade run (WEEKBOX_TEST_UPGRADE=0, or WEEKBOX_TEST_TAGS names neither website_sale_weekbox nor weekbox_upgrade)"
  fi
  echo "$failed $passed $failures $skipped" >"$out"
}

# The config (and its admin secret) is written once before the lanes start.
wb_write_config "$WEEKBOX_TEST_CONF" "$db" "$WEEKBOX_TEST_PORT"
lane2_out="$WEEKBOX_STATE_DIR/test-lane2.counts" template_ready="$WEEKBOX_STATE_DIR/test-template.ready"
rm -f "$lane2_out" "$template_ready"
# Stops a process and everything below it (the second lane's Odoo on an early exit).
kill_tree() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null || true); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
lane2_pid=""
lanes="${WEEKBOX_TEST_LANES:-2}"
if [ "$lanes" != 1 ] && { [ "$nodemo" = 1 ] || [ "$upgrade_mode" != 0 ]; } \
   && [ "$upgrade_mode" != only ] && [ "${WEEKBOX_TEST_WITH_DEMO:-1}" != 0 ]; then
  lane2_port=$((WEEKBOX_TEST_PORT + 10))
  wb_port_busy "$lane2_port" && wb_die "port 127.0.0.1:$lane2_port (the second test lane) is taken: set WEEKBOX_TEST_PORT"
  wb_say "runs 2 and 3 (without demo data, upgrade) go on beside run 1, on port $lane2_port (lines prefixed)"
  (
    WEEKBOX_TEST_PORT="$lane2_port" WEEKBOX_TEST_CONF="$WEEKBOX_STATE_DIR/odoo-test-lane2.conf"
    nodemo_and_upgrade "$lane2_out" 2>&1 | sed -u 's/^/[no demo, upgrade] /'
  ) &
  lane2_pid=$!
  trap '[ -z "$lane2_pid" ] || kill_tree "$lane2_pid"' EXIT
fi

ensure_template "${db}_template" "" --load-language="$WEEKBOX_LANGS"
touch "$template_ready"
failed=0 passed=0 failures=0 skipped=0
if [ "$upgrade_mode" != only ] && [ "${WEEKBOX_TEST_WITH_DEMO:-1}" != 0 ]; then
  fresh_db "${db}_template" "$db"
  run_tests "with demo data" "$db" "$mods" "$tags" || failed=1
  read -r passed failures skipped <<<"$WB_TEST_COUNTS"
fi

if [ -n "$lane2_pid" ]; then
  wait "$lane2_pid" || true
  lane2_pid=""
else
  nodemo_and_upgrade "$lane2_out"
fi
if read -r f p fl s <"$lane2_out" 2>/dev/null; then
  [ "$f" = 0 ] || failed=1
  passed=$((passed + p)) failures=$((failures + fl)) skipped=$((skipped + s))
else
  wb_say "runs 2 and 3 ended without their counts: counted as one failure"
  failed=1 failures=$((failures + 1))
fi

wb_say "Odoo tests finished in $((SECONDS - t0)) s"
# The line npm test reads (test/run-tests.mjs): both runs.
echo "odoo: $passed passed, $failures failed, $skipped skipped"
[ "$failed" = 0 ]
