// The project's test command. `node test/run-tests.mjs <suite>` with suite:
//   all          typecheck, lint, unit tests, then the Odoo suites (npm test, CI)
//   unit         unit and component tests only
//   integration  integration tests against a real Odoo
//   e2e          browser tests (playwright-core + Debian's Chromium) against a real Odoo
//   hardening    bad input, cross-order access, concurrency, faults, XSS against a real
//                Odoo (also run by `integration`)
// The last line printed is `N passed, N failed, N skipped`, which CI reads.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const artifacts = path.join(root, "test/.artifacts");
mkdirSync(artifacts, { recursive: true });

const suite = process.argv[2] ?? "all";
const extraArgs = process.argv.slice(3);
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** A check that is not a Jest suite (typecheck, lint) counts as one test. */
function check(name, command, args) {
  console.log(`\n=== ${name} ===`);
  const status = run(command, args);
  if (status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    console.log(`${name} FAILED (exit ${status})`);
  }
}

function jest(name, config, pathPatterns = []) {
  console.log(`\n=== ${name} ===`);
  const output = path.join(artifacts, `jest-${name}.json`);
  rmSync(output, { force: true });
  const status = run("npx", [
    "jest",
    "-c",
    config,
    "--json",
    `--outputFile=${output}`,
    ...pathPatterns,
    ...extraArgs,
  ]);
  let results;
  try {
    results = JSON.parse(readFileSync(output, "utf8"));
  } catch {
    totals.failed += 1;
    console.log(`${name}: Jest produced no results (exit ${status})`);
    return;
  }
  // A suite that fails to load counts 0 failed tests: count it as one failure.
  totals.passed += results.numPassedTests;
  totals.failed += results.numFailedTests + results.numRuntimeErrorTestSuites;
  totals.skipped += results.numPendingTests + results.numTodoTests;
  if (status !== 0 && results.numFailedTests + results.numRuntimeErrorTestSuites === 0) totals.failed += 1;
}

if (suite === "all") {
  check("typecheck", "npx", ["tsc", "--noEmit"]);
  check("lint", "npx", ["eslint", "--max-warnings=0", "widgets", "build", "test"]);
}
if (suite === "all" || suite === "unit") jest("unit", "test/jest/unit.config.cjs");
// The browser tests load the built widgets from the addon's static/dist.
if (["all", "e2e", "integration", "hardening"].includes(suite)) check("build", "node", ["build/build.mjs"]);
if (suite === "all") jest("odoo", "test/jest/odoo.config.cjs");
if (suite === "integration")
  jest("integration", "test/jest/odoo.config.cjs", ["test/integration", "test/hardening"]);
if (suite === "hardening") jest("hardening", "test/jest/odoo.config.cjs", ["test/hardening"]);
if (suite === "e2e") jest("e2e", "test/jest/odoo.config.cjs", ["test/e2e"]);

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
