#!/usr/bin/env bash
# Starts the Weekbox shop and prints its URL.
#   ODOO_URL set          -> nothing to start: report it
#   Docker engine answers -> docker compose (odoo:17.0 + postgres:15)
#   ODOO_SRC set          -> native runner (Odoo 17 source tree + Debian packages)
# Options: --background (native: return once Odoo answers; default foreground,
# Ctrl-C stops it; docker: detached). WEEKBOX_RUNNER=docker|native forces a path.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib/common.sh"

background=0
for arg in "$@"; do
  case "$arg" in
    --background|-b) background=1 ;;
    --foreground) background=0 ;;
    -h|--help) sed -n '2,8p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) wb_die "unknown option $arg" ;;
  esac
done

if [ -n "${ODOO_URL:-}" ] && [ -z "${WEEKBOX_RUNNER:-}" ]; then
  wb_say "ODOO_URL is set: using the Odoo at $ODOO_URL (nothing started)"
  wb_say "Odoo URL: $ODOO_URL"
  exit 0
fi

runner="$(wb_pick_runner)"
case "$runner" in
  docker)
    mods="$(wb_modules)"
    all="$(wb_join "$WEEKBOX_BASE_MODULES" "$mods")"
    empty="${WEEKBOX_STATE_DIR:-$WEEKBOX_REPO_ROOT/.odoo-native}/empty-addons"; mkdir -p "$empty"
    if [ -n "$mods" ]; then export WEEKBOX_ADDONS_MOUNT="$WEEKBOX_ADDONS_DIR"; else export WEEKBOX_ADDONS_MOUNT="$empty"; fi
    export WEEKBOX_INIT_ARGS="-d $WEEKBOX_DB -i $all${mods:+ -u $mods} --load-language=$WEEKBOX_LANGS --stop-after-init"
    export WEEKBOX_DB WEEKBOX_ODOO_PORT
    compose=(docker compose -f "$WEEKBOX_DOCKER_DIR/docker-compose.yml")
    wb_say "docker: $WEEKBOX_INIT_ARGS"
    if [ "$background" = 1 ]; then
      "${compose[@]}" up -d --wait odoo
      wb_say "Odoo URL: http://127.0.0.1:$WEEKBOX_ODOO_PORT   (stop: bash odoo-docker/stop.sh)"
    else
      wb_say "Odoo URL: http://127.0.0.1:$WEEKBOX_ODOO_PORT (once the init service has finished; Ctrl-C stops it)"
      exec "${compose[@]}" up odoo
    fi
    ;;
  native)
    if [ "$background" = 1 ]; then
      exec bash "$WEEKBOX_DOCKER_DIR/native/run.sh" --background
    else
      exec bash "$WEEKBOX_DOCKER_DIR/native/run.sh"
    fi
    ;;
  *)
    cat >&2 <<MSG
[weekbox] No Odoo to start. Choose one:
  - ODOO_SRC=/path/to/odoo-17.0   an Odoo 17.0 source tree (odoo-bin at its root); its Python
                                  dependencies come from Debian packages, see
                                  odoo-docker/native/debian-packages.txt (installed automatically as root);
  - a Docker engine               (docker info must succeed): runs odoo:17.0 + postgres:15;
  - ODOO_URL=http://host:port     an Odoo 17 that is already running with our addons installed.
MSG
    exit 2
    ;;
esac
