#!/usr/bin/env bash
# Runs the Python tests of our addons (every addons/* with a __manifest__.py),
# tagged /<module>, on a fresh database with demo data, then the meal-box
# modules' tests and those tagged weekbox_without_demo on one without (a
# production install), and exits
# non-zero on any failure.
#   Docker engine answers -> docker compose run (odoo:17.0 + postgres:15)
#   ODOO_SRC set          -> native runner (odoo-docker/native/test.sh)
#   neither               -> prints why the tests are skipped, exits 0
# WEEKBOX_RUNNER=docker|native forces a path. WEEKBOX_TEST_VERBOSE=1 prints the whole log.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib/common.sh"
source "$WEEKBOX_DOCKER_DIR/lib/check-test-log.sh"

mods="$(wb_modules)"
if [ -z "$mods" ]; then
  wb_say "Odoo tests skipped: no module (directory with __manifest__.py) in $WEEKBOX_ADDONS_DIR"
  exit 0
fi

runner="$(wb_pick_runner)"
case "$runner" in
  native)
    exec bash "$WEEKBOX_DOCKER_DIR/native/test.sh"
    ;;
  docker)
    tags="$(wb_test_tags)"
    state_dir="${WEEKBOX_STATE_DIR:-$WEEKBOX_REPO_ROOT/.odoo-native}"
    mkdir -p "$state_dir"
    log="$state_dir/test-odoo-docker.log"
    export WEEKBOX_ADDONS_MOUNT="$WEEKBOX_ADDONS_DIR"
    compose=(docker compose -f "$WEEKBOX_DOCKER_DIR/docker-compose.yml" -p weekbox-test)
    cleanup() { "${compose[@]}" down -v >/dev/null 2>&1 || true; }
    trap cleanup EXIT
    # As the native runner (native/test.sh): a run with demo data, then one
    # without (the meal-box modules' suites and the tests tagged weekbox_without_demo).
    # Only addons/ is mounted: the bench module's tests (test/bench/addons) run
    # on the native runner.
    # docker_tests LABEL DB MODULES TAGS LOG ODOO_ARGS...
    docker_tests() {
      local label="$1" db="$2" install="$3" run_tags="$4" run_log="$5" rc extra=""; shift 5
      wb_say "docker ($label): -d $db -i $install --test-tags $run_tags $* (log: $run_log)"
      set +e
      "${compose[@]}" run --rm --no-TTY odoo-test \
          odoo -d "$db" -i "$install" "$@" \
          --test-enable --test-tags "$run_tags" --stop-after-init --http-port 8069 2>&1 | tee "$run_log"
      rc="${PIPESTATUS[0]}"
      set -e
      if grep -qE 'invalid module names, ignored: ' "$run_log"; then
        extra="$(grep -oE 'invalid module names, ignored: .*' "$run_log" | head -1)"
      fi
      wb_check_test_log "$run_log" "$rc" "$extra" "$label"
    }
    failed=0
    docker_tests "with demo data" "$WEEKBOX_TEST_DB" "$mods" "$tags" "$log" \
      --load-language="$WEEKBOX_LANGS" || failed=1
    read -r passed failures skipped <<<"$WB_TEST_COUNTS"
    nodemo_mods="${WEEKBOX_WITHOUT_DEMO_MODULES:-$WB_WITHOUT_DEMO_MODULES}"
    nodemo_tags="${WEEKBOX_WITHOUT_DEMO_TAGS:-${WEEKBOX_TEST_TAGS:-/${nodemo_mods//,/,/},weekbox_without_demo,-weekbox_needs_demo}}"
    if [ "${WEEKBOX_TEST_WITHOUT_DEMO:-1}" != 0 ] && [[ ",$mods," == *",website_sale_mealbox,"* ]] \
       && { [ -z "${WEEKBOX_TEST_TAGS:-}" ] || [[ "$WEEKBOX_TEST_TAGS" == *website_sale_* ]]; }; then
      docker_tests "without demo data" "${WEEKBOX_TEST_DB}_nodemo" "$nodemo_mods" "$nodemo_tags" \
        "$state_dir/test-odoo-docker-nodemo.log" --without-demo=all --load-language="$WEEKBOX_LANGS" || failed=1
      read -r p f s <<<"$WB_TEST_COUNTS"
      passed=$((passed + p)) failures=$((failures + f)) skipped=$((skipped + s))
    fi
    echo "odoo: $passed passed, $failures failed, $skipped skipped"
    [ "$failed" = 0 ]
    ;;
  *)
    wb_say "Odoo tests skipped: no Odoo to run them on. Set ODOO_SRC=/path/to/odoo-17.0 (an Odoo 17.0 source tree) or provide a Docker engine."
    exit 0
    ;;
esac
