# shellcheck shell=bash
# wb_check_test_log LOG ODOO_EXIT_CODE [EXTRA_PROBLEM] [LABEL]
# Decides whether an `odoo-bin --test-enable --stop-after-init` run passed.
# Odoo's exit code alone is not trusted: the run fails when any of these hold:
#   - odoo-bin exited non-zero;
#   - no "odoo.tests.result: N failed, M error(s) of K tests" line (the run
#     did not get as far as the tests: crash, registry failure);
#   - N + M > 0 in that line;
#   - any log line at level ERROR or CRITICAL (FAIL:/ERROR: of a test, a
#     failed module install, a browser-side JS error, a traceback elsewhere);
#   - the caller found another problem (EXTRA_PROBLEM, e.g. a module that is
#     not installed after the run: Odoo only warns about unknown module names).
# Prints the failures and a closing line "odoo: P passed, F failed, S skipped"
# ("odoo (LABEL): …" with a LABEL, for one run of several: the caller then
# prints the total, the line npm test reads); the counts are also left in
# WB_TEST_COUNTS ("P F S").
wb_check_test_log() {
  local log="$1" rc="$2" extra="${3:-}" label="${4:+ ($4)}"
  local line failed=0 errors=0 total=0 skipped passed problems=()
  local level_re='^[0-9-]{10} [0-9:,]{12} [0-9]+ (ERROR|CRITICAL) '

  line="$(grep -E 'odoo\.tests\.result: [0-9]+ failed, [0-9]+ error\(s\) of [0-9]+ tests' "$log" | tail -1 || true)"
  if [ -n "$line" ]; then
    read -r failed errors total < <(sed -E 's/.*: ([0-9]+) failed, ([0-9]+) error\(s\) of ([0-9]+) tests.*/\1 \2 \3/' <<<"$line")
  else
    problems+=("no test report in the log (Odoo stopped before running the tests)")
  fi
  skipped="$(grep -cE ' INFO [^ ]+ odoo\.addons\.[^ ]+: skipped ' "$log" || true)"
  [ -z "$extra" ] || problems+=("$extra")
  [ "$rc" = 0 ] || problems+=("odoo-bin exited with code $rc")
  [ $((failed + errors)) -eq 0 ] || problems+=("$failed failed, $errors error(s) of $total tests")
  local n_err
  n_err="$(grep -cE "$level_re" "$log" || true)"
  [ "$n_err" -eq 0 ] || problems+=("$n_err log line(s) at level ERROR/CRITICAL")

  passed=$((total - failed - errors - skipped))
  [ "$passed" -ge 0 ] || passed=0
  local fail_count=$((failed + errors))
  if [ "${#problems[@]}" -gt 0 ]; then
    echo "----- Odoo test run FAILED: -----"
    printf '  - %s\n' "${problems[@]}"
    if [ "$n_err" -gt 0 ]; then
      echo "----- ERROR/CRITICAL lines with their tracebacks (full log: $log) -----"
      wb_error_blocks "$log" | cut -c1-400 | head -150
    else
      echo "----- last 30 lines of $log -----"
      tail -30 "$log"
    fi
    [ "$fail_count" -gt 0 ] || fail_count=1
    WB_TEST_COUNTS="$passed $fail_count $skipped"
    echo "odoo$label: $passed passed, $fail_count failed, $skipped skipped"
    return 1
  fi
  WB_TEST_COUNTS="$passed 0 $skipped"
  echo "odoo$label: $passed passed, 0 failed, $skipped skipped"
}

# Each ERROR/CRITICAL line with the lines that continue it (its traceback);
# long tracebacks are cut to their first 2 and last 12 lines.
wb_error_blocks() {
  awk '
    function flush(   i) {
      if (n == 0) return
      if (n <= 14) { for (i = 1; i <= n; i++) print buf[i] }
      else {
        print buf[1]; print buf[2]; print "    [... " (n - 14) " lines ...]"
        for (i = n - 11; i <= n; i++) print buf[i]
      }
      n = 0
    }
    /^[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] [0-9][0-9]:[0-9][0-9]:[0-9][0-9],[0-9]+ [0-9]+ / {
      flush(); inblock = ($4 == "ERROR" || $4 == "CRITICAL")
      if (inblock) print
      next
    }
    inblock { buf[++n] = $0 }
    END { flush() }
  ' "$1"
}
