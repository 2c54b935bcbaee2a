#!/usr/bin/env bash
# Makes sure the browser suites have Debian's Chromium and the Liberation fonts
# (what test/harness/chromium.ts launches). As root, installs them with apt-get
# (apt-get install chromium fonts-liberation, about 480 MB the first time);
# otherwise prints that command and exits 3 (cannot run here).
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib/common.sh"

chromium_found() {
  local c
  for c in "${CHROMIUM_PATH:-}" /usr/lib/chromium/chromium /usr/bin/chromium; do
    [ -n "$c" ] && [ -x "$c" ] && return 0
  done
  return 1
}
fonts_found() { dpkg-query -W -f='${Status}' fonts-liberation 2>/dev/null | grep -q 'install ok installed'; }

if chromium_found && fonts_found; then exit 0; fi
rc=0
wb_apt_install "${TMPDIR:-/tmp}/weekbox-apt-chromium.log" chromium fonts-liberation || rc=$?
if [ "$rc" = 3 ]; then
  wb_err "no Chromium for the browser suites: install it as root with: apt-get install chromium fonts-liberation"
  exit 3
fi
[ "$rc" = 0 ] && chromium_found || wb_die "Chromium is still missing after apt-get install chromium fonts-liberation"
wb_say "Chromium installed: $(/usr/bin/chromium --version 2>/dev/null | head -1)"
