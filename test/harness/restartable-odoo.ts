// A second Odoo server on the native runner's database and session store, on
// its own port, that a test may kill and start again: the shared Odoo other
// suites use is never touched. Only the native runner allows this (same
// config file, same PostgreSQL cluster, same data_dir with the sessions); for
// anything else `restartableOdooSkipReason()` says why the test cannot run.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "./free-port";
import { repoRoot } from "./get-odoo";
import { odooDb, odooUrl, odooSkipReason } from "./odoo-available";

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

type NativeRunner = { python: string; odooBin: string; config: string; stateDir: string };

export type RestartableOdoo = {
  /** http://127.0.0.1:<its own port>, stable across restarts. */
  readonly url: string;
  readonly db: string;
  /** Starts the server (again) and resolves once it serves pages. */
  start(): Promise<void>;
  /** Kills the server: SIGKILL by default (a crash), SIGTERM for a clean stop. */
  kill(signal?: "SIGKILL" | "SIGTERM"): Promise<void>;
  /** Kills it if it runs; call in afterAll. */
  dispose(): Promise<void>;
  /** The server's log file (both runs), for a failing test's message. */
  readonly logFile: string;
};

function stateDir(): string {
  return path.resolve(process.env.WEEKBOX_STATE_DIR ?? path.join(repoRoot(), ".odoo-native"));
}

function readOption(config: string, name: string): string | undefined {
  const match = new RegExp(`^\\s*${name}\\s*=\\s*(.*?)\\s*$`, "m").exec(config);
  return match?.[1];
}

/** The interpreter and odoo-bin of the running native Odoo (its pid file), else ODOO_SRC's. */
function nativeCommand(dir: string): { python: string; odooBin: string } | undefined {
  const pid = fs.readFileSync(path.join(dir, "odoo.pid"), "utf8").trim();
  try {
    const argv = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    const odooBin = argv.find((arg) => arg.endsWith("odoo-bin"));
    if (argv[0] && odooBin) return { python: argv[0], odooBin };
  } catch {
    // Not running or not Linux: fall back to ODOO_SRC below.
  }
  const src = process.env.ODOO_SRC;
  if (src && fs.existsSync(path.join(src, "odoo-bin")))
    return { python: process.env.WEEKBOX_PYTHON ?? "/usr/bin/python3", odooBin: path.join(src, "odoo-bin") };
  return undefined;
}

function findNativeRunner(): NativeRunner | string {
  const skip = odooSkipReason();
  if (skip) return skip;
  const dir = stateDir();
  const config = path.join(dir, "odoo.conf");
  if (!fs.existsSync(config) || !fs.existsSync(path.join(dir, "odoo.pid")))
    return `no native runner state in ${dir} (odoo.conf, odoo.pid): a second Odoo on the same database can only be started for the native runner (Docker or a bare ODOO_URL cannot be restarted from here)`;
  const text = fs.readFileSync(config, "utf8");
  const tested = new URL(odooUrl());
  const port = readOption(text, "http_port");
  const loopback = tested.hostname === "127.0.0.1" || tested.hostname === "localhost";
  if (!loopback || tested.port !== port || readOption(text, "db_name") !== odooDb())
    return `the Odoo under test (${odooUrl()}, db ${odooDb()}) is not the native runner of ${dir} (port ${port}, db ${readOption(text, "db_name")}), e.g. Docker or another ODOO_URL: cannot restart it`;
  const command = nativeCommand(dir);
  if (!command) return `cannot find the native runner's odoo-bin: start it with ODOO_SRC or set ODOO_SRC`;
  return { ...command, config, stateDir: dir };
}

/** Why a restartable Odoo cannot be had here, or undefined. */
export function restartableOdooSkipReason(): string | undefined {
  const found = findNativeRunner();
  return typeof found === "string" ? found : undefined;
}

async function answers(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
    return res.status < 500;
  } catch {
    return false;
  }
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * The environment Odoo gets from the native runner (odoo-docker/native/env.sh): under a
 * faked clock (libfaketime preloaded), the sleep that works there.
 */
function odooEnv(): NodeJS.ProcessEnv {
  if (!process.env.LD_PRELOAD?.includes("faketime")) return process.env;
  const shim = path.join(repoRoot(), "odoo-docker", "native", "faketime");
  const pythonPath = process.env.PYTHONPATH;
  return { ...process.env, PYTHONPATH: pythonPath ? `${shim}${path.delimiter}${pythonPath}` : shim };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * Prepares a second server of the native runner (not started: call start()).
 * Throws when there is none: check restartableOdooSkipReason() first.
 */
export async function restartableOdoo(): Promise<RestartableOdoo> {
  const found = findNativeRunner();
  if (typeof found === "string") throw new Error(found);
  const runner: NativeRunner = found;
  // Its own HTTP and long-polling ports; no cron (the shared Odoo runs them).
  const [httpPort, geventPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${httpPort}`;
  const logFile = path.join(repoRoot(), "test", ".artifacts", `restartable-odoo-${httpPort}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  let child: ChildProcess | null = null;

  const onExit = () => {
    if (child?.pid) killGroup(child.pid, "SIGKILL");
  };

  async function start(): Promise<void> {
    if (child) throw new Error("the second Odoo is already running");
    const log = fs.openSync(logFile, "a");
    const started = spawn(
      runner.python,
      [
        runner.odooBin,
        "-c",
        runner.config,
        `--http-port=${httpPort}`,
        `--gevent-port=${geventPort}`,
        "--workers=0",
        "--max-cron-threads=0",
      ],
      // Its own process group, so a kill reaches every thread and child at once.
      { detached: true, stdio: ["ignore", log, log], env: odooEnv() },
    );
    fs.closeSync(log);
    child = started;
    process.once("exit", onExit);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    // /web/health answers before the registry is loaded: wait for a page too.
    while (!(await answers(`${url}/web/health`, 2_000)) || !(await answers(`${url}/web/login`, 60_000))) {
      if (started.exitCode !== null || started.signalCode !== null)
        throw new Error(`the second Odoo exited while starting: see ${logFile}`);
      if (Date.now() > deadline) throw new Error(`the second Odoo did not start in time: see ${logFile}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  async function kill(signal: "SIGKILL" | "SIGTERM" = "SIGKILL"): Promise<void> {
    const running = child;
    if (!running?.pid) return;
    const done = exited(running);
    killGroup(running.pid, signal);
    const pid = running.pid;
    const timer = setTimeout(() => killGroup(pid, "SIGKILL"), STOP_TIMEOUT_MS);
    await done;
    clearTimeout(timer);
    process.removeListener("exit", onExit);
    child = null;
  }

  return { url, db: odooDb(), start, kill, dispose: () => kill("SIGKILL"), logFile };
}
