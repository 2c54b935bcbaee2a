# shellcheck shell=bash
# Shared helpers for odoo-docker/*.sh. Source it; it defines no side effects
# beyond variables and functions.
# shellcheck disable=SC2034  # variables used by the scripts that source this

WEEKBOX_REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
WEEKBOX_DOCKER_DIR="$WEEKBOX_REPO_ROOT/odoo-docker"
# The addons directory whose modules we install and test (override for tests of
# the tooling itself, e.g. WEEKBOX_ADDONS_DIR=/tmp/fakeaddons).
WEEKBOX_ADDONS_DIR="${WEEKBOX_ADDONS_DIR:-$WEEKBOX_REPO_ROOT/addons}"
# A second directory of modules that are never released (addons/ is the release):
# the bench's, test/bench/addons. The native runner adds it to the addons path and
# installs, updates and tests its modules with ours; native/test.sh sets it, and
# so does the bench (test/bench/run-bench.ts). Empty: none.
WEEKBOX_EXTRA_ADDONS_DIR="${WEEKBOX_EXTRA_ADDONS_DIR:-}"
WEEKBOX_DB="${WEEKBOX_DB:-weekbox}"
WEEKBOX_TEST_DB="${WEEKBOX_TEST_DB:-weekbox_test}"
WEEKBOX_ODOO_PORT="${WEEKBOX_ODOO_PORT:-8069}"
WEEKBOX_TEST_PORT="${WEEKBOX_TEST_PORT:-8169}"
# Odoo modules installed next to ours (comma separated).
WEEKBOX_BASE_MODULES="${WEEKBOX_BASE_MODULES:-website_sale,im_livechat,website_livechat,mass_mailing,website_mass_mailing}"
# The modules whose suites also run on a database without demo data (they make
# the records they need): native/test.sh's run 2, the docker runner's second run.
# The meal box's with the sale-side areas it joins (the shop's header cart link
# on its pages, the checkout's payment page) and the payment widget's test-mode
# providers (the delivery step's card form).
WB_WITHOUT_DEMO_MODULES="website_sale_weekbox,website_sale_checkout_widget,website_sale_shop_widget,website_sale_payment_widget_demo,website_sale_mealbox,website_sale_mealbox_checkout,website_sale_mealbox_shop,website_sale_mealbox_kitchen,website_sale_mealbox_subscription"
# Languages loaded at database creation; the first one becomes the default language.
WEEKBOX_LANGS="${WEEKBOX_LANGS:-en_US,fr_BE,nl_BE}"

wb_say() { printf '[weekbox] %s\n' "$*"; }
wb_err() { printf '[weekbox] ERROR: %s\n' "$*" >&2; }
wb_die() { wb_err "$*"; exit 1; }

# wb_modules_in DIR: every directory of DIR holding a __manifest__.py, sorted,
# comma separated (empty when there is none).
wb_modules_in() {
  local d out=()
  [ -n "$1" ] && [ -d "$1" ] || { echo ""; return 0; }
  for d in "$1"/*/; do
    [ -f "$d/__manifest__.py" ] && out+=("$(basename "$d")")
  done
  local IFS=,
  echo "${out[*]}"
}

# Our module names (addons/).
wb_modules() { wb_modules_in "$WEEKBOX_ADDONS_DIR"; }

# The modules of WEEKBOX_EXTRA_ADDONS_DIR (empty when it is not set).
wb_extra_modules() { wb_modules_in "$WEEKBOX_EXTRA_ADDONS_DIR"; }

# "/mod_a,/mod_b" for --test-tags (WEEKBOX_TEST_TAGS overrides); MODULES defaults to ours.
wb_test_tags() {
  if [ -n "${WEEKBOX_TEST_TAGS:-}" ]; then echo "$WEEKBOX_TEST_TAGS"; return; fi
  local mods="${1:-$(wb_modules)}"
  [ -n "$mods" ] && echo "/${mods//,/,/}"
}

# Join non-empty comma lists.
wb_join() {
  local joined="" x
  for x in "$@"; do
    [ -z "$x" ] && continue
    joined="${joined:+$joined,}$x"
  done
  echo "$joined"
}

# wb_apt_install LOG PACKAGE... : installs Debian packages with apt-get when run as
# root (apt-get update only when the first try fails); returns 3 without root or
# apt-get (the caller prints what to install), 1 when apt-get fails.
wb_apt_install() {
  local log="$1"; shift
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then return 3; fi
  mkdir -p "$(dirname "$log")"
  wb_say "installing Debian packages: $* (log: $log)"
  # Waits for another apt-get/dpkg (e.g. a parallel install) instead of failing at once.
  local apt=(apt-get -o DPkg::Lock::Timeout=600)
  if ! DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y --no-install-recommends "$@" >"$log" 2>&1; then
    DEBIAN_FRONTEND=noninteractive "${apt[@]}" update >>"$log" 2>&1 || true
    DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y --no-install-recommends "$@" >>"$log" 2>&1 \
      || { tail -20 "$log" >&2; wb_err "apt-get install $* failed (log: $log)"; return 1; }
  fi
}

wb_docker_available() {
  command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1
}

# Validate an Odoo 17 source tree; prints the reason and returns 1 when invalid.
wb_validate_odoo_src() {
  local src="$1"
  [ -d "$src" ] || { wb_err "ODOO_SRC=$src is not a directory"; return 1; }
  [ -f "$src/odoo-bin" ] || { wb_err "ODOO_SRC=$src has no odoo-bin (expected the root of an Odoo source tree)"; return 1; }
  [ -f "$src/odoo/release.py" ] || { wb_err "ODOO_SRC=$src has no odoo/release.py"; return 1; }
  grep -Eq '^version_info = \(17, 0,' "$src/odoo/release.py" \
    || { wb_err "ODOO_SRC=$src is not Odoo 17.0 (odoo/release.py: $(grep -E '^version_info' "$src/odoo/release.py"))"; return 1; }
}

# Which runner test-odoo.sh / stop.sh should use: docker | native | "" (none).
# WEEKBOX_RUNNER=docker|native forces one.
wb_pick_runner() {
  case "${WEEKBOX_RUNNER:-}" in
    docker|native) echo "$WEEKBOX_RUNNER"; return ;;
  esac
  if wb_docker_available; then echo docker
  elif [ -n "${ODOO_SRC:-}" ]; then echo native
  else echo ""
  fi
}
