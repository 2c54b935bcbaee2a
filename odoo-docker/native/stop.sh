#!/usr/bin/env bash
# Stops the native Odoo (pid file in the state dir) and its PostgreSQL cluster.
#   stop.sh [--keep-db]   --keep-db: leave PostgreSQL running
set -euo pipefail
NATIVE_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$NATIVE_DIR/env.sh"

pid="$(wb_running_pid)"
if [ -n "$pid" ]; then
  kill -TERM "$pid"
  for _ in $(seq 1 100); do wb_pid_alive "$pid" || break; sleep 0.2; done
  if wb_pid_alive "$pid"; then
    kill -KILL "$pid"
  fi
  wb_say "Odoo stopped (pid $pid)"
else
  wb_say "Odoo is not running"
fi
rm -f "$WEEKBOX_PIDFILE" "$WEEKBOX_STATE_DIR/url"

if [ "${1:-}" != "--keep-db" ] && ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  source "$NATIVE_DIR/pg.sh"
  if wb_pg_running; then
    wb_pg_stop && wb_say "PostgreSQL stopped"
  fi
fi
