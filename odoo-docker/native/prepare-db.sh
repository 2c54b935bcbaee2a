# shellcheck shell=bash
# Bring a database up to date with our addons (source it after config.sh).
source "$WEEKBOX_DOCKER_DIR/lib/check-test-log.sh"

# wb_odoo_oneshot CONF LOG ARGS... : run odoo-bin --stop-after-init, no HTTP.
wb_odoo_oneshot() {
  local conf="$1" log="$2"; shift 2
  local rc=0
  "$WEEKBOX_PY" "$(wb_odoo_bin)" -c "$conf" --no-http --stop-after-init --max-cron-threads=0 "$@" \
    >"$log" 2>&1 || rc=$?
  return "$rc"
}

wb_show_log_failure() {
  local log="$1"
  if grep -qE ' [0-9]+ (ERROR|CRITICAL) ' "$log"; then
    echo "----- ERROR/CRITICAL lines of $log -----" >&2
    wb_error_blocks "$log" | cut -c1-400 | head -80 >&2 || true
  else
    echo "----- last 40 lines of $log -----" >&2
    tail -40 "$log" >&2
  fi
}

# Make the installed languages selectable on every website (the language switcher).
wb_set_website_langs() {
  local db="$1" conf="$2"
  WEEKBOX_LANGS="$WEEKBOX_LANGS" "$WEEKBOX_PY" "$(wb_odoo_bin)" shell -c "$conf" -d "$db" --no-http \
      --log-level=warn >"$WEEKBOX_STATE_DIR/langs-$db.log" 2>&1 <<'PY' || wb_err "could not add languages to the website (log: $WEEKBOX_STATE_DIR/langs-$db.log)"
import os
codes = [c for c in os.environ["WEEKBOX_LANGS"].split(",") if c]
langs = env["res.lang"].with_context(active_test=False).search([("code", "in", codes)])
langs.filtered(lambda l: not l.active).write({"active": True})
if "website" in env:
    for website in env["website"].search([]):
        website.language_ids = [(4, lang.id) for lang in langs]
env.cr.commit()
PY
}

# Generate the asset bundles now, so that copies of this database (the test
# template) do not each spend ~30 s on it before their first HttpCase.
wb_pregenerate_assets() {
  local db="$1" conf="$2"
  "$WEEKBOX_PY" "$(wb_odoo_bin)" shell -c "$conf" -d "$db" --no-http --log-level=warn \
      >"$WEEKBOX_STATE_DIR/assets-$db.log" 2>&1 <<'PY' || wb_err "asset pregeneration failed (log: $WEEKBOX_STATE_DIR/assets-$db.log)"
env["ir.qweb"]._pregenerate_assets_bundles()
env.cr.commit()
PY
}

# wb_prepare_db DB CONF BASE_MODULES OUR_MODULES
# Creates the database with demo data and the languages, installs what is
# missing, and updates our modules when their code changed since last time.
wb_prepare_db() {
  local db="$1" conf="$2" base="$3" mods="$4"
  local all hash_file hash missing="" update="" fresh=0 log t0 langs_file langs_args=()
  all="$(wb_join "$base" "$mods")"
  hash_file="$WEEKBOX_STATE_DIR/addons-hash.$db"
  # Languages are (re)loaded until a run that loaded them succeeded.
  langs_file="$WEEKBOX_STATE_DIR/langs.$db"
  [ "$(cat "$langs_file" 2>/dev/null)" = "$WEEKBOX_LANGS" ] || langs_args=(--load-language="$WEEKBOX_LANGS")
  hash="$(wb_addons_hash)"
  log="$WEEKBOX_STATE_DIR/init-$db.log"

  if wb_db_exists "$db"; then
    if ! missing="$(wb_missing_modules "$db" "$all" 2>/dev/null)" \
       || [ -n "$(wb_missing_modules "$db" base 2>/dev/null || echo base)" ]; then
      wb_say "database $db is incomplete (interrupted init?): recreating it"
      wb_db_drop "$db"
      fresh=1
    fi
  else
    fresh=1
  fi
  if [ "$fresh" = 1 ]; then
    rm -f "$langs_file"
    langs_args=(--load-language="$WEEKBOX_LANGS")
  fi

  t0=$SECONDS
  if [ "$fresh" = 1 ]; then
    wb_say "creating database $db with demo data: -i $all, languages $WEEKBOX_LANGS (1-3 minutes; log: $log)"
    if ! wb_odoo_oneshot "$conf" "$log" -d "$db" -i "$all" "${langs_args[@]}"; then
      wb_show_log_failure "$log"
      wb_die "database init failed (the next run installs what is missing)"
    fi
  else
    if [ -n "$mods" ] && [ "$(cat "$hash_file" 2>/dev/null)" != "$hash" ]; then
      # Ours that are installed already (the missing ones get -i).
      local m
      IFS=, read -ra arr <<<"$mods"
      for m in "${arr[@]}"; do
        [[ ",$missing," == *",$m,"* ]] || update="$(wb_join "$update" "$m")"
      done
    fi
    [ -z "$missing$update" ] && [ "${#langs_args[@]}" = 0 ] && return 0
    wb_say "updating database $db:${missing:+ install $missing}${update:+ update $update}${langs_args:+ languages $WEEKBOX_LANGS} (log: $log)"
    local args=(-d "$db" "${langs_args[@]}")
    [ -n "$missing" ] && args+=(-i "$missing")
    [ -n "$update" ] && args+=(-u "$update")
    if ! wb_odoo_oneshot "$conf" "$log" "${args[@]}"; then
      wb_show_log_failure "$log"; wb_die "database update failed"
    fi
  fi
  missing="$(wb_missing_modules "$db" "$all")"
  if [ -n "$missing" ]; then
    wb_show_log_failure "$log"
    wb_die "modules not installed after the run: $missing"
  fi
  if [ "${#langs_args[@]}" -gt 0 ]; then
    wb_set_website_langs "$db" "$conf"
    echo "$WEEKBOX_LANGS" >"$langs_file"
  fi
  # The asset bundles, made now rather than by the first pages: two requests
  # for a bundle nobody generated yet race to make it, and the loser gets
  # HTTP 400 ("The attachment collides with an existing file"): a browser
  # test's first /web (the editor) once never loaded its web.assets_web.min.js.
  wb_pregenerate_assets "$db" "$conf"
  echo "$hash" >"$hash_file"
  wb_say "database $db ready in $((SECONDS - t0)) s"
}
