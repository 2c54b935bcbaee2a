#!/usr/bin/env bash
# Runs the Python tests of our addons (every addons/* with a __manifest__.py),
# tagged /<module>, on a fresh database, and exits non-zero on any failure.
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
    wb_say "docker: -d $WEEKBOX_TEST_DB -i $mods --test-tags $tags (log: $log)"
    set +e
    "${compose[@]}" run --rm --no-TTY odoo-test \
        odoo -d "$WEEKBOX_TEST_DB" -i "$mods" --load-language="$WEEKBOX_LANGS" \
        --test-enable --test-tags "$tags" --stop-after-init --http-port 8069 2>&1 | tee "$log"
    rc="${PIPESTATUS[0]}"
    set -e
    extra=""
    if grep -qE 'invalid module names, ignored: ' "$log"; then
      extra="$(grep -oE 'invalid module names, ignored: .*' "$log" | head -1)"
    fi
    wb_check_test_log "$log" "$rc" "$extra"
    ;;
  *)
    wb_say "Odoo tests skipped: no Odoo to run them on. Set ODOO_SRC=/path/to/odoo-17.0 (an Odoo 17.0 source tree) or provide a Docker engine."
    exit 0
    ;;
esac
