# shellcheck shell=bash
# Private PostgreSQL cluster of the native runner (source it after env.sh).
# Data in $WEEKBOX_STATE_DIR/pg, socket in its run/ dir, TCP on 127.0.0.1:$WEEKBOX_PG_PORT.
# Postgres refuses to run as root: as root the cluster runs as the `postgres`
# system user (or `weekbox`, created when postgres does not exist).

wb_pg_bindir() {
  local d
  d="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  [ -n "$d" ] && [ -x "$d/initdb" ] || wb_die "no PostgreSQL server found under /usr/lib/postgresql (apt-get install postgresql)"
  echo "$d"
}

WEEKBOX_PG_BIN="$(wb_pg_bindir)"

wb_pg_os_user() {
  if [ "$(id -u)" != 0 ]; then id -un; return; fi
  if [ -n "${WEEKBOX_PG_OS_USER:-}" ]; then echo "$WEEKBOX_PG_OS_USER"; return; fi
  if getent passwd postgres >/dev/null; then echo postgres; return; fi
  getent passwd weekbox >/dev/null || useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin weekbox
  echo weekbox
}
WEEKBOX_PG_OS_USER="$(wb_pg_os_user)"

# Run a command as the cluster's OS user.
wb_as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u "$WEEKBOX_PG_OS_USER" -- "$@"; else "$@"; fi
}

# Where the cluster lives: in the state dir when the cluster's user can reach it,
# else (e.g. a repo under /root) in /var/tmp. The socket path must stay short.
wb_pg_dir() {
  if [ -n "${WEEKBOX_PG_DIR:-}" ]; then echo "$WEEKBOX_PG_DIR"; return; fi
  local d="$WEEKBOX_STATE_DIR/pg"
  if [ "$(id -u)" = 0 ] && ! runuser -u "$WEEKBOX_PG_OS_USER" -- test -x "$WEEKBOX_STATE_DIR"; then
    d="/var/tmp/weekbox-pg-$(echo "$WEEKBOX_STATE_DIR" | sha1sum | cut -c1-10)"
  fi
  if [ "${#d}" -gt 80 ]; then
    d="/var/tmp/weekbox-pg-$(echo "$WEEKBOX_STATE_DIR" | sha1sum | cut -c1-10)"
  fi
  echo "$d"
}
WEEKBOX_PG_DIR="$(wb_pg_dir)"
WEEKBOX_PG_DATA="$WEEKBOX_PG_DIR/data"
WEEKBOX_PG_SOCK="$WEEKBOX_PG_DIR/run"
WEEKBOX_PG_LOG="$WEEKBOX_PG_DIR/postgres.log"

# psql as the cluster superuser (postgres role), socket, trust auth.
wb_psql() {
  PGOPTIONS='-c client_min_messages=warning' "$WEEKBOX_PG_BIN/psql" -h "$WEEKBOX_PG_SOCK" -p "$WEEKBOX_PG_PORT" -U postgres -X -q -v ON_ERROR_STOP=1 "$@"
}

wb_pg_running() {
  "$WEEKBOX_PG_BIN/pg_isready" -q -h "$WEEKBOX_PG_SOCK" -p "$WEEKBOX_PG_PORT" 2>/dev/null
}

wb_pg_init() {
  [ -f "$WEEKBOX_PG_DATA/PG_VERSION" ] && return 0
  wb_say "creating PostgreSQL cluster in $WEEKBOX_PG_DATA"
  mkdir -p "$WEEKBOX_PG_DATA" "$WEEKBOX_PG_SOCK"
  chmod 700 "$WEEKBOX_PG_DATA"
  [ "$(id -u)" = 0 ] && chown -R "$WEEKBOX_PG_OS_USER:" "$WEEKBOX_PG_DIR"
  local locale=C.UTF-8
  locale -a 2>/dev/null | grep -qix 'c.utf-\?8' || locale=C
  wb_as_pg "$WEEKBOX_PG_BIN/initdb" -D "$WEEKBOX_PG_DATA" -U postgres -E UTF8 --locale="$locale" \
      --auth-local=trust --auth-host=scram-sha-256 >"$WEEKBOX_PG_DIR/initdb.log" 2>&1 \
    || { cat "$WEEKBOX_PG_DIR/initdb.log"; wb_die "initdb failed"; }
  # A throw-away development cluster: durability traded for speed (a crash of
  # the machine may corrupt it; delete the state dir to start over).
  cat >>"$WEEKBOX_PG_DATA/postgresql.conf" <<CONF

# --- weekbox native runner ---
listen_addresses = '127.0.0.1'
port = $WEEKBOX_PG_PORT
unix_socket_directories = '$WEEKBOX_PG_SOCK'
fsync = off
synchronous_commit = off
full_page_writes = off
shared_buffers = 256MB
CONF
}

wb_pg_start() {
  wb_pg_init
  if wb_pg_running; then return 0; fi
  if wb_port_busy "$WEEKBOX_PG_PORT"; then
    wb_die "port 127.0.0.1:$WEEKBOX_PG_PORT is taken by another program: set WEEKBOX_PG_PORT to a free port"
  fi
  mkdir -p "$WEEKBOX_PG_SOCK"
  [ "$(id -u)" = 0 ] && chown "$WEEKBOX_PG_OS_USER:" "$WEEKBOX_PG_SOCK" "$WEEKBOX_PG_DIR"
  # The port may have changed since initdb: pass it on the command line. So is
  # the connection limit (clusters made before it was raised keep 100 in their
  # conf): `npm test` runs three Odoo servers at once on this cluster (the Jest
  # suites' one and the Python tests' two lanes), each keeping up to 64
  # (db_maxconn) connections open in its pool.
  wb_as_pg setsid "$WEEKBOX_PG_BIN/pg_ctl" -D "$WEEKBOX_PG_DATA" -l "$WEEKBOX_PG_LOG" -w -t 60 \
      -o "-p $WEEKBOX_PG_PORT -k $WEEKBOX_PG_SOCK -c max_connections=$WEEKBOX_PG_MAX_CONNECTIONS" start >/dev/null \
    || { tail -20 "$WEEKBOX_PG_LOG" 2>/dev/null; wb_die "PostgreSQL did not start (log: $WEEKBOX_PG_LOG)"; }
  # Odoo refuses the `postgres` role: it connects as `odoo` (password odoo over TCP).
  wb_psql -d postgres -c "DO \$\$BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'odoo') THEN
        CREATE ROLE odoo LOGIN CREATEDB PASSWORD 'odoo';
      END IF; END\$\$;"
}

wb_pg_stop() {
  [ -f "$WEEKBOX_PG_DATA/PG_VERSION" ] || return 0
  wb_pg_running || return 0
  wb_as_pg "$WEEKBOX_PG_BIN/pg_ctl" -D "$WEEKBOX_PG_DATA" -m fast -w stop >/dev/null
}

wb_db_exists() {
  [ "$(wb_psql -d postgres -Atc "SELECT 1 FROM pg_database WHERE datname = '$1'")" = 1 ]
}

# Drop a database and its filestore.
wb_db_drop() {
  wb_psql -d postgres -c "DROP DATABASE IF EXISTS \"$1\" WITH (FORCE)"
  rm -rf "$WEEKBOX_DATA_DIR/filestore/$1"
}

# "name:state" lines for the given comma-separated modules; fails when the
# database has no module table (an interrupted init).
wb_module_states() {
  local db="$1" mods="$2"
  local list="'${mods//,/\',\'}'"
  wb_psql -d "$db" -Atc "SELECT name || ':' || state FROM ir_module_module WHERE name IN ($list)"
}

# Comma list of the given modules that are not installed in db.
wb_missing_modules() {
  local db="$1" mods="$2" states m out=()
  states="$(wb_module_states "$db" "$mods")" || return 1
  IFS=, read -ra arr <<<"$mods"
  for m in "${arr[@]}"; do
    grep -qx "$m:installed" <<<"$states" || out+=("$m")
  done
  local IFS=,
  echo "${out[*]}"
}
