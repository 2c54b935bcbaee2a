#!/usr/bin/env bash
# Exit 0 and print the URL when the native Odoo runs and answers /web/health.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/env.sh"
pid="$(wb_running_pid)"
[ -n "$pid" ] || exit 1
curl -fsS -o /dev/null --max-time 5 "$WEEKBOX_URL/web/health" || exit 1
echo "$WEEKBOX_URL"
