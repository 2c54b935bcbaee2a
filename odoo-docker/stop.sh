#!/usr/bin/env bash
# Stops what start.sh started: the native Odoo and its PostgreSQL cluster
# (--keep-db leaves PostgreSQL running), or the docker compose project.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib/common.sh"

state_dir="${WEEKBOX_STATE_DIR:-$WEEKBOX_REPO_ROOT/.odoo-native}"
if [ "${WEEKBOX_RUNNER:-}" != docker ] && [ -d "$state_dir" ]; then
  exec bash "$WEEKBOX_DOCKER_DIR/native/stop.sh" "$@"
fi
if wb_docker_available; then
  docker compose -f "$WEEKBOX_DOCKER_DIR/docker-compose.yml" down
  exit 0
fi
wb_say "nothing to stop"
