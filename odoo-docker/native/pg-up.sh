#!/usr/bin/env bash
# Installs what Odoo needs (ensure-deps.sh) and starts the private PostgreSQL:
# npm test runs it once before the Python tests and the Odoo of the browser
# suites start side by side, which would otherwise race on apt's lock and initdb.
set -euo pipefail
NATIVE_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$NATIVE_DIR/env.sh"
bash "$NATIVE_DIR/ensure-deps.sh"
source "$NATIVE_DIR/pg.sh"
wb_pg_start
