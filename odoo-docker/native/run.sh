#!/usr/bin/env bash
# Native runner: Odoo 17 from an ODOO_SRC source tree with Debian's Python and
# a private PostgreSQL cluster in the state dir.
#   run.sh [--background]   default: foreground, Ctrl-C stops Odoo
set -euo pipefail
NATIVE_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$NATIVE_DIR/env.sh"

background=0
for arg in "$@"; do
  case "$arg" in
    --background|-b) background=1 ;;
    --foreground) background=0 ;;
    *) wb_die "unknown option $arg (use --background)" ;;
  esac
done

[ -n "${ODOO_SRC:-}" ] || wb_die "ODOO_SRC is not set (path of an Odoo 17.0 source tree)"
wb_validate_odoo_src "$ODOO_SRC" || exit 1
ODOO_SRC="$(cd "$ODOO_SRC" && pwd)"

pid="$(wb_running_pid)"
if [ -n "$pid" ]; then
  wb_say "Odoo is already running (pid $pid, log: $WEEKBOX_LOG)"
  if [ "$(cat "$WEEKBOX_STATE_DIR/addons-hash.$WEEKBOX_DB" 2>/dev/null)" != "$(wb_addons_hash)" ]; then
    wb_say "our addons changed since it started: restart it to install/update them (bash odoo-docker/stop.sh --keep-db, then start again)"
  fi
  wb_say "Odoo URL: $WEEKBOX_URL"
  exit 0
fi
if wb_port_busy "$WEEKBOX_ODOO_PORT"; then
  wb_die "port 127.0.0.1:$WEEKBOX_ODOO_PORT is taken by another program: stop it or set WEEKBOX_ODOO_PORT"
fi

bash "$NATIVE_DIR/ensure-deps.sh"
source "$NATIVE_DIR/pg.sh"
source "$NATIVE_DIR/config.sh"
source "$NATIVE_DIR/prepare-db.sh"

wb_pg_start
wb_write_config "$WEEKBOX_CONF" "$WEEKBOX_DB" "$WEEKBOX_ODOO_PORT"
wb_prepare_db "$WEEKBOX_DB" "$WEEKBOX_CONF" "$WEEKBOX_BASE_MODULES" "$(wb_all_modules)"
wb_set_report_url "$WEEKBOX_DB"

# Waits for /web/health, then for a page (the registry loads after the HTTP
# server starts), so the URL we print answers at once.
wait_ready() {
  local pid="$1" deadline=$((SECONDS + WEEKBOX_START_TIMEOUT))
  until curl -fsS -o /dev/null --max-time 2 "$WEEKBOX_URL/web/health" 2>/dev/null; do
    wb_pid_alive "$pid" || return 1
    [ "$SECONDS" -lt "$deadline" ] || return 1
    sleep 0.3
  done
  curl -fsS -o /dev/null --max-time "$WEEKBOX_START_TIMEOUT" "$WEEKBOX_URL/web/login" || return 1
}

start_failed() {
  wb_err "Odoo did not become ready on $WEEKBOX_URL (log: $WEEKBOX_LOG); last lines:"
  tail -40 "$WEEKBOX_LOG" >&2
  [ -n "${1:-}" ] && kill "$1" 2>/dev/null
  rm -f "$WEEKBOX_PIDFILE"
  exit 1
}

t0=$SECONDS
echo "----- $(date -Is) start -----" >>"$WEEKBOX_LOG"
odoo_cmd=("$WEEKBOX_PY" "$(wb_odoo_bin)" -c "$WEEKBOX_CONF")
# WEEKBOX_ODOO_DEV=xml (Odoo's --dev): among other things, pages pick up a new
# widget build (npm run build:watch) without restarting Odoo.
[ -n "${WEEKBOX_ODOO_DEV:-}" ] && odoo_cmd+=("--dev=$WEEKBOX_ODOO_DEV")
if [ "$background" = 1 ]; then
  # setsid: Odoo outlives this shell and the terminal.
  setsid nohup "${odoo_cmd[@]}" >>"$WEEKBOX_LOG" 2>&1 </dev/null &
  pid=$!
  echo "$pid" >"$WEEKBOX_PIDFILE"
  wait_ready "$pid" || start_failed "$pid"
  echo "$WEEKBOX_URL" >"$WEEKBOX_STATE_DIR/url"
  wb_say "Odoo is running in the background (pid $pid, ready in $((SECONDS - t0)) s, log: $WEEKBOX_LOG)"
  wb_say "stop it with: bash odoo-docker/stop.sh"
  wb_say "Odoo URL: $WEEKBOX_URL"
else
  # Odoo runs in its own session so that Ctrl-C reaches it once, through the
  # trap below (a second SIGINT would make Odoo skip its graceful shutdown).
  setsid "${odoo_cmd[@]}" > >(tee -ia "$WEEKBOX_LOG") 2>&1 </dev/null &
  pid=$!
  echo "$pid" >"$WEEKBOX_PIDFILE"
  trap 'kill -INT "$pid" 2>/dev/null || true' INT
  trap 'kill -TERM "$pid" 2>/dev/null || true' TERM HUP
  if wait_ready "$pid"; then
    echo "$WEEKBOX_URL" >"$WEEKBOX_STATE_DIR/url"
    wb_say "Odoo URL: $WEEKBOX_URL   (database $WEEKBOX_DB, login admin / admin; Ctrl-C stops it)"
  else
    wb_err "Odoo did not become ready on $WEEKBOX_URL (see the log above)"
  fi
  rc=0
  while wb_pid_alive "$pid"; do wait "$pid" || rc=$?; done
  rm -f "$WEEKBOX_PIDFILE"
  wb_say "Odoo stopped (PostgreSQL keeps running; bash odoo-docker/stop.sh stops it too)"
  exit "$rc"
fi
