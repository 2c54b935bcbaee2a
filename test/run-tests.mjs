// The project's test command. `node test/run-tests.mjs <suite>` with suite:
//   all          everything that can run here (npm test, CI): typecheck, ESLint, Prettier,
//                flake8 on addons/, unit tests, the build, then with an Odoo the addons'
//                Python tests, the integration, hardening and browser suites
//   unit         what needs no Odoo, for a developer's loop (npm run test:unit, minutes):
//                typecheck, ESLint, Prettier, flake8, unit and component tests, the build
//   integration  integration tests against a real Odoo (and the hardening suites)
//   e2e          browser tests (playwright-core + Debian's Chromium) against a real Odoo
//   hardening    bad input, cross-order access, concurrency, faults, XSS against a real Odoo
// Without an Odoo (no ODOO_URL, no Docker engine, no ODOO_SRC) the Odoo suites are skipped
// with one printed reason. WEEKBOX_NO_SKIP=1 (CI with an Odoo source tree) turns every skip
// into a failure: a suite that cannot start has failed.
// It prints the time and counts of each part, then last `N passed, N failed, N skipped`
// (the Python tests included), which CI reads; the same line goes to
// test/.artifacts/summary.txt.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const artifacts = path.join(root, "test/.artifacts");
mkdirSync(artifacts, { recursive: true });

const suite = process.argv[2] ?? "all";
const extraArgs = process.argv.slice(3);
const SUITES = ["all", "unit", "integration", "e2e", "hardening"];
if (!SUITES.includes(suite)) {
  console.error(`unknown suite ${suite}: use one of ${SUITES.join(", ")}`);
  process.exit(2);
}
const strict = process.env.WEEKBOX_NO_SKIP === "1";
const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {{ name: string, seconds: number, passed: number, failed: number, skipped: number, note?: string }[]} */
const parts = [];
const runStarted = Date.now();
/**
 * What failed, a line each, printed again under the table: CI shows a run's last lines, and a
 * failure's name must be among them even when its report scrolled far above.
 */
const failures = [];

function seconds(since) {
  return (Date.now() - since) / 1000;
}

function addPart(part) {
  parts.push(part);
  totals.passed += part.passed;
  totals.failed += part.failed;
  totals.skipped += part.skipped;
}

/** A part that could not run: a skip, or under WEEKBOX_NO_SKIP=1 a failure. */
function skippedPart(name, reason, started = Date.now(), count = 1) {
  if (strict) {
    console.log(`${name} FAILED: it cannot run here (WEEKBOX_NO_SKIP=1): ${reason}`);
    addPart({
      name,
      seconds: seconds(started),
      passed: 0,
      failed: count,
      skipped: 0,
      note: `cannot run: ${reason}`,
    });
  } else {
    addPart({
      name,
      seconds: seconds(started),
      passed: 0,
      failed: 0,
      skipped: count,
      note: `skipped: ${reason}`,
    });
  }
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** Runs a command with its output shown as it comes, and returns its exit code and stdout+stderr. */
function runTee(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on("error", (error) => resolve({ status: 1, output: `${output}\n${error.message}` }));
    child.on("close", (status) => resolve({ status: status ?? 1, output }));
  });
}

/** A check that is not a test suite (typecheck, lint, build) counts as one test; exit 3 = cannot run here. */
function check(name, command, args) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const status = run(command, args);
  if (status === 3 && command === "bash")
    return skippedPart(name, "a tool it needs is missing (see above)", started);
  const ok = status === 0;
  if (!ok) console.log(`${name} FAILED (exit ${status})`);
  addPart({ name, seconds: seconds(started), passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
}

/** Names of the tests Jest did not run, one line each. */
function notRun(results) {
  const names = [];
  for (const file of results.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (["pending", "skipped", "todo", "disabled"].includes(test.status))
        names.push(`${path.relative(root, file.name)}: ${test.fullName}`);
    }
  }
  return names;
}

/** The tests that failed (or files that failed to load), with the first line of why. */
function failedTests(results) {
  const lines = [];
  for (const file of results.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed)
      lines.push(`${where}: ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === "failed" && failed.length === 0) lines.push(`${where}: ${firstLine(file.message)}`);
  }
  return lines;
}

/**
 * A failure message's first meaningful line, without terminal colours. A
 * matcher's line ("expect(received).toEqual(expected)") says nothing alone:
 * the few lines after it (expected and received, or the diff's start) come with it.
 */
function firstLine(message = "") {
  const plain = stripVTControlCharacters(message);
  const lines = [];
  for (const text of plain.split("\n").map((line) => line.trim())) {
    if (text.startsWith("at ")) break; // the stack
    if (text && !text.startsWith("●")) lines.push(text);
  }
  const told = /^(\w*Error: )?expect\(/.test(lines[0] ?? "") ? lines.slice(0, 5) : lines.slice(0, 1);
  return told.join(" | ").slice(0, 400);
}

/** Which suite folder a test file belongs to (test/e2e, test/hardening, …). */
function groupOf(fileName) {
  const relative = path.relative(root, fileName).split(path.sep);
  return relative[0] === "test" ? relative[1] : relative[0];
}

function jest(name, config, pathPatterns = [], env = {}, groups = null) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const output = path.join(artifacts, `jest-${name}.json`);
  rmSync(output, { force: true });
  const status = run(
    "npx",
    ["jest", "-c", config, "--json", `--outputFile=${output}`, ...pathPatterns, ...extraArgs],
    env,
  );
  let results;
  try {
    results = JSON.parse(readFileSync(output, "utf8"));
  } catch {
    console.log(`${name}: Jest produced no results (exit ${status})`);
    addPart({ name, seconds: seconds(started), passed: 0, failed: 1, skipped: 0, note: "no results" });
    return;
  }
  failures.push(...failedTests(results));
  const skippedNames = notRun(results);
  if (strict && skippedNames.length > 0) {
    console.log(
      `\n${name}: ${skippedNames.length} test(s) did not run, counted as failed (WEEKBOX_NO_SKIP=1):`,
    );
    for (const line of skippedNames) console.log(`  - ${line}`);
  }
  // A suite that fails to load counts 0 failed tests: count it as one failure.
  const count = (files) => {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const file of files) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === "passed") passed += 1;
        else if (test.status === "failed") failed += 1;
        else skipped += 1;
      }
      if (file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed"))
        failed += 1;
    }
    return strict ? { passed, failed: failed + skipped, skipped: 0 } : { passed, failed, skipped };
  };
  const files = results.testResults ?? [];
  const wall = seconds(started);
  const before = parts.length;
  if (groups) {
    // One Jest run, reported per folder; the rest of its time is Odoo's start and stop.
    let inFiles = 0;
    for (const group of groups) {
      const mine = files.filter((file) => groupOf(file.name) === group);
      const time = mine.reduce((sum, file) => sum + ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000, 0);
      inFiles += time;
      addPart({ name: `${name}: ${group}`, seconds: time, ...count(mine) });
    }
    const others = files.filter((file) => !groups.includes(groupOf(file.name)));
    if (others.length > 0) addPart({ name: `${name}: other`, seconds: 0, ...count(others) });
    addPart({
      name: `${name}: Odoo start/stop, Jest`,
      seconds: Math.max(0, wall - inFiles),
      passed: 0,
      failed: 0,
      skipped: 0,
    });
  } else {
    addPart({ name, seconds: wall, ...count(files) });
  }
  const counted = parts.slice(before).reduce((sum, part) => sum + part.failed, 0);
  if (status !== 0 && counted === 0) {
    console.log(`${name}: Jest exited with ${status} without a failed test: counted as one failure`);
    addPart({ name: `${name}: exit ${status}`, seconds: 0, passed: 0, failed: 1, skipped: 0 });
  }
}

/**
 * Runs a command in the background with its output in a file (not a pipe: the
 * checks that run meanwhile block this process's event loop); resolves with its
 * exit code and output.
 */
function runToFile(command, args, file) {
  const fd = openSync(file, "w");
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", fd, fd], env: process.env });
    closeSync(fd);
    const done = (status, extra = "") => resolve({ status, output: `${readFileSync(file, "utf8")}${extra}` });
    child.on("error", (error) => done(1, `\n${error.message}`));
    child.on("close", (status) => done(status ?? 1));
  });
}

/**
 * The addons' Python tests (odoo-docker/test-odoo.sh), counted from its `odoo: P passed, …` line.
 * With a background log file they run beside the checks that follow (the caller awaits the
 * result later) and their output is shown when they end.
 */
async function pythonTests(backgroundLog) {
  const name = "odoo python tests";
  const started = Date.now();
  let result;
  if (backgroundLog) {
    console.log(
      `\n=== ${name}: started in the background, beside what follows (log: ${path.relative(root, backgroundLog)}) ===`,
    );
    result = await runToFile("bash", ["odoo-docker/test-odoo.sh"], backgroundLog);
    console.log(`\n=== ${name} (ran in the background for ${seconds(started).toFixed(0)} s) ===`);
    process.stdout.write(result.output);
  } else {
    console.log(`\n=== ${name} ===`);
    result = await runTee("bash", ["odoo-docker/test-odoo.sh"]);
  }
  const { status, output } = result;
  const lines = [...output.matchAll(/^odoo: (\d+) passed, (\d+) failed, (\d+) skipped$/gm)];
  const last = lines.at(-1);
  if (!last) {
    if (status === 0) return skippedPart(name, "test-odoo.sh ran no test (see above)", started);
    addPart({
      name,
      seconds: seconds(started),
      passed: 0,
      failed: 1,
      skipped: 0,
      note: `exit ${status}, no result line`,
    });
    return;
  }
  let [passed, failed, skipped] = last.slice(1, 4).map(Number);
  // Odoo's test runner names each failure on a line "FAIL: Class.test" or "ERROR: Class.test".
  for (const match of output.matchAll(/^.*(?:FAIL|ERROR): (Test\w+\.test\w+).*$/gm))
    failures.push(`python: ${match[1]}`);
  if (status !== 0 && failed === 0) failed = 1;
  if (strict && skipped > 0) {
    console.log(
      `${name}: ${skipped} Python test(s) skipped themselves, counted as failed (WEEKBOX_NO_SKIP=1)`,
    );
    failed += skipped;
    skipped = 0;
  }
  addPart({ name, seconds: seconds(started), passed, failed, skipped });
}

/** How the Odoo suites get an Odoo: "url", "docker", "native", or the reason there is none. */
function odooRunner() {
  const pick = spawnSync("bash", ["-c", "source odoo-docker/lib/common.sh && wb_pick_runner"], {
    cwd: root,
    encoding: "utf8",
  });
  const runner = (pick.stdout ?? "").trim();
  const url = process.env.ODOO_URL && !process.env.WEEKBOX_RUNNER ? "url" : "";
  return { jest: url || runner, python: runner };
}

const NO_ODOO =
  "no Odoo: set ODOO_SRC=/path/to/odoo-17.0 (an Odoo 17.0 source tree; Debian's packages it needs are " +
  "installed as root), or provide a Docker engine, or ODOO_URL (a running Odoo 17 with our addons; " +
  "the Python tests need ODOO_SRC or Docker)";

/** Chromium for the browser suites (apt-get as root); returns the reason it is missing, if it is. */
function ensureChromium() {
  const started = Date.now();
  const status = run("bash", ["odoo-docker/ensure-chromium.sh"]);
  if (status === 0) {
    const spent = seconds(started);
    if (spent > 1) addPart({ name: "install Chromium", seconds: spent, passed: 0, failed: 0, skipped: 0 });
    return undefined;
  }
  const reason = "no Chromium (apt-get install chromium fonts-liberation)";
  if (strict)
    addPart({
      name: "install Chromium",
      seconds: seconds(started),
      passed: 0,
      failed: 1,
      skipped: 0,
      note: reason,
    });
  return reason;
}

const odooSuites = {
  integration: ["test/integration", "test/hardening"],
  hardening: ["test/hardening"],
  e2e: ["test/e2e"],
};

// The native runner on both sides (CI): the Python tests run in the background beside the
// checks, the unit tests, the start of the Jest suites' Odoo and the integration and hardening
// suites. Each is mostly one busy process, and this machine has two cores. They need the build,
// and PostgreSQL up first.
const runner = suite === "unit" ? { jest: "", python: "" } : odooRunner();
const side = suite === "all" && runner.python === "native" && runner.jest === "native";
let python;
let startedOdoo = false;
if (side) {
  check("build", "node", ["build/build.mjs"]);
  const started = Date.now();
  if (run("bash", ["odoo-docker/native/pg-up.sh"]) !== 0) {
    addPart({ name: "PostgreSQL", seconds: seconds(started), passed: 0, failed: 1, skipped: 0 });
  } else {
    python = pythonTests(path.join(artifacts, "odoo-python.log"));
  }
}
if (suite === "all" || suite === "unit") {
  check("typecheck", "npx", ["tsc", "--noEmit"]);
  check("eslint", "npx", ["eslint", "--max-warnings=0", "widgets", "build", "test", "addons"]);
  check("prettier", "npx", ["prettier", "--check", "."]);
  check("flake8 addons", "bash", ["odoo-docker/lint-addons.sh"]);
}
if (suite === "all" || suite === "unit") jest("unit", "test/jest/unit.config.cjs");
// The browser tests load the built widgets from the addon's static/dist; the build also
// prints each page's widget JS against its budget.
if (!side) check("build", "node", ["build/build.mjs"]);
if (side && python) {
  // The Jest suites' Odoo (its database made on the way) is ready before the Python tests end;
  // the harness finds it running (odoo-docker/native/status.sh) and this run stops it at the end.
  // The integration and hardening suites run beside the Python tests' last minutes (the run with
  // demo data is the longer one: a core is free meanwhile); the browser suite after them, with
  // the machine to itself (it measures layout shifts and interaction times).
  const started = Date.now();
  if (run("bash", ["odoo-docker/native/status.sh"]) !== 0) {
    console.log("\n=== the browser suites' Odoo ===");
    startedOdoo = true;
    const status = run("bash", ["odoo-docker/native/run.sh", "--background"]);
    addPart({
      name: "odoo: Odoo start",
      seconds: seconds(started),
      passed: 0,
      failed: status === 0 ? 0 : 1,
      skipped: 0,
    });
  }
  ensureChromium();
  jest("odoo", "test/jest/odoo.config.cjs", odooSuites.integration, {}, ["integration", "hardening"]);
  await python;
  jest("odoo", "test/jest/odoo.config.cjs", odooSuites.e2e, {}, ["e2e"]);
}
if (suite !== "unit" && !side) {
  const odooEnv = {};
  if (!runner.jest) {
    console.log(`\n[weekbox] the Odoo suites are SKIPPED: ${NO_ODOO}`);
    odooEnv.WEEKBOX_TEST_SKIP_REASON = NO_ODOO;
  }
  if (suite === "all") {
    if (runner.python) await pythonTests();
    else
      skippedPart("odoo python tests", runner.jest ? "ODOO_URL only: they need ODOO_SRC or Docker" : NO_ODOO);
  }
  if (runner.jest) ensureChromium();
  if (suite === "all")
    jest("odoo", "test/jest/odoo.config.cjs", [], odooEnv, ["integration", "hardening", "e2e"]);
  else
    jest(
      suite,
      "test/jest/odoo.config.cjs",
      odooSuites[suite],
      odooEnv,
      suite === "integration" ? ["integration", "hardening"] : null,
    );
}
if (startedOdoo) run("bash", ["odoo-docker/native/stop.sh"]);

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);
console.log(`\n=== time and counts per part (${suite}${strict ? ", WEEKBOX_NO_SKIP=1" : ""}) ===`);
console.log(
  `${pad("part", 40)}${padLeft("time", 10)}${padLeft("passed", 8)}${padLeft("failed", 8)}${padLeft("skipped", 9)}`,
);
for (const part of parts) {
  console.log(
    `${pad(part.name, 40)}${padLeft(`${part.seconds.toFixed(1)} s`, 10)}${padLeft(part.passed, 8)}` +
      `${padLeft(part.failed, 8)}${padLeft(part.skipped, 9)}${part.note ? `  ${part.note}` : ""}`,
  );
}
console.log(`${pad("total", 40)}${padLeft(`${seconds(runStarted).toFixed(1)} s`, 10)}`);

if (failures.length > 0) {
  console.log(`\n=== what failed (${failures.length}) ===`);
  for (const line of new Set(failures)) console.log(`  - ${line}`);
}

const summary = `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
writeFileSync(path.join(artifacts, "summary.txt"), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(totals.failed > 0 ? 1 : 0);
