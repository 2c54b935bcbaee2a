# shellcheck shell=bash
# The upgrade run of the Odoo tests (sourced by native/test.sh, which defines
# copy_db and run_tests): a database made with our addons as they were at
# WEEKBOX_UPGRADE_FROM (a commit of this repository: the addons before
# website_sale_weekbox moved the delivery calendar's records), upgraded to the
# code of this checkout as `npm start` upgrades a developer's database.
#  1. the addons of WEEKBOX_UPGRADE_FROM (git archive) installed with demo
#     data on a copy of the test template;
#  2. upgrade-fixtures.py (odoo-bin shell, on that old code) adds calendar
#     records of every kind the migration moves and a snapshot of them;
#  3. -u of those modules (and -i of the new ones) with this code, running the
#     tests tagged weekbox_upgrade (website_sale_weekbox's
#     tests/test_upgrade_from_main.py), which compare the records to the snapshot.
# Needs the commit in this clone's history (git); without it the run cannot be
# made and says why.

WEEKBOX_UPGRADE_FROM="${WEEKBOX_UPGRADE_FROM:-ff3676e09a9177f88f2f16de6faf28ced7dd96c4}"

# run_upgrade_test TEMPLATE DB: leaves the counts in WB_TEST_COUNTS; returns 1
# when the run failed, 2 when it cannot run here (the reason in WB_UPGRADE_SKIP).
run_upgrade_test() {
  local tmpl="$1" target="$2" from="$WEEKBOX_UPGRADE_FROM" t1=$SECONDS
  local old_dir="$WEEKBOX_STATE_DIR/upgrade-from-${from:0:12}" old_conf="$WEEKBOX_STATE_DIR/odoo-upgrade-old.conf"
  local install_log="$WEEKBOX_STATE_DIR/upgrade-install.$target.log"
  local fixtures_log="$WEEKBOX_STATE_DIR/upgrade-fixtures.$target.log" old_mods upgrade="" m
  WB_UPGRADE_SKIP=""
  if ! command -v git >/dev/null 2>&1 || ! git -C "$WEEKBOX_REPO_ROOT" cat-file -e "$from^{commit}" 2>/dev/null; then
    WB_UPGRADE_SKIP="commit $from (WEEKBOX_UPGRADE_FROM) is not in this clone's git history"
    return 2
  fi
  rm -rf "$old_dir"
  mkdir -p "$old_dir"
  git -C "$WEEKBOX_REPO_ROOT" archive "$from" addons | tar -x -C "$old_dir"
  old_mods="$(WEEKBOX_ADDONS_DIR="$old_dir/addons" wb_modules)"
  IFS=, read -ra arr <<<"$old_mods"
  for m in "${arr[@]}"; do
    [[ ",$mods," == *",$m,"* ]] && upgrade="$(wb_join "$upgrade" "$m")"
  done

  copy_db "$tmpl" "$target"
  WEEKBOX_ADDONS_DIR="$old_dir/addons" WEEKBOX_EXTRA_ADDONS_DIR="" \
    wb_write_config "$old_conf" "$target" "$WEEKBOX_TEST_PORT"
  wb_say "upgrade run: installing the addons of ${from:0:12} on $target (log: $install_log)"
  if ! wb_odoo_oneshot "$old_conf" "$install_log" -d "$target" -i "$old_mods"; then
    wb_show_log_failure "$install_log"
    WB_TEST_COUNTS="0 1 0"
    echo "odoo (upgrade from ${from:0:12}): 0 passed, 1 failed, 0 skipped"
    return 1
  fi
  if ! "$WEEKBOX_PY" "$(wb_odoo_bin)" shell -c "$old_conf" -d "$target" --no-http --log-level=warn \
      <"$WEEKBOX_NATIVE_DIR/upgrade-fixtures.py" >"$fixtures_log" 2>&1; then
    tail -30 "$fixtures_log" >&2
    WB_TEST_COUNTS="0 1 0"
    echo "odoo (upgrade from ${from:0:12}): 0 passed, 1 failed, 0 skipped"
    return 1
  fi
  wb_say "upgrade run: fixtures $(tail -1 "$fixtures_log"), old code ready in $((SECONDS - t1)) s"
  run_tests "upgrade from ${from:0:12}" "$target" "$mods" weekbox_upgrade -u "$upgrade"
}
