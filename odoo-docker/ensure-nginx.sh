#!/usr/bin/env bash
# Makes sure the bench's lighthouse section has Debian's nginx, the gzip reverse
# proxy it puts in front of Odoo as Odoo is deployed (test/bench/lighthouse-proxy.ts).
# As root, installs it with apt-get (apt-get install nginx-light); otherwise prints
# that command and exits 3 (cannot run here). The package's own service is not
# used: the bench starts nginx with a private config and stops it again.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib/common.sh"

nginx_found() { [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; }

if nginx_found; then exit 0; fi
rc=0
wb_apt_install "${TMPDIR:-/tmp}/weekbox-apt-nginx.log" nginx-light || rc=$?
if [ "$rc" = 3 ]; then
  wb_err "no nginx for the bench's lighthouse section: install it as root with: apt-get install nginx-light"
  exit 3
fi
[ "$rc" = 0 ] && nginx_found || wb_die "nginx is still missing after apt-get install nginx-light"
wb_say "nginx installed: $(/usr/sbin/nginx -v 2>&1 | head -1)"
