// What the measured Odoo is: how many HTTP workers it runs and where its log is.
// Only known for a native-runner Odoo whose state dir (WEEKBOX_STATE_DIR, else
// .odoo-native/) says it serves the measured URL: its odoo.conf gives `workers`,
// and its log since the last start shows whether prefork really runs (Odoo logs
// "Worker WorkerHTTP (pid) alive" per worker; a threaded server never does).
import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "../harness/get-odoo";

export type ServerMode = "prefork" | "threaded" | "unknown";

export type ServerFacts = {
  url: string;
  /** `workers` of the runner's odoo.conf; null when the Odoo is not this runner's. */
  workers: number | null;
  mode: ServerMode;
  /** The gevent port (websocket, long polling) of an Odoo with workers, from its odoo.conf; null: none or unknown. */
  geventPort: number | null;
  /** HTTP worker pids seen alive since the last start (prefork only). */
  workerPids: number[];
  /** Where workers/mode come from, for the report. */
  evidence: string;
  /** The Odoo log the query counts are read from, when it is this Odoo's. */
  logFile: string | undefined;
};

function stateDir(): string {
  return process.env.WEEKBOX_STATE_DIR ?? path.join(repoRoot(), ".odoo-native");
}

function read(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
}

const START_MARKER = " start -----";
const TAIL_CHUNK = 4 * 1024 * 1024;

/**
 * The log from the runner's last "----- <date> start -----" marker on, read
 * backwards a chunk at a time: a developer's log grows by every test run and
 * passes the 512 MB a JS string can hold (a 648 MB log stopped the bench).
 */
function sinceLastStart(file: string): string {
  if (!fs.existsSync(file)) return "";
  const fd = fs.openSync(file, "r");
  try {
    const size = fs.fstatSync(fd).size;
    let start = size;
    let tail = "";
    while (start > 0) {
      const length = Math.min(TAIL_CHUNK, start);
      start -= length;
      const chunk = Buffer.alloc(length);
      fs.readSync(fd, chunk, 0, length, start);
      tail = chunk.toString("latin1") + tail;
      const at = tail.lastIndexOf(START_MARKER);
      if (at >= 0) tail = tail.slice(tail.lastIndexOf("\n", at) + 1);
      if (at >= 0 || tail.length > 64 * TAIL_CHUNK) break;
    }
    return tail;
  } finally {
    fs.closeSync(fd);
  }
}

export function serverFacts(url: string): ServerFacts {
  const dir = stateDir();
  const servedUrl = read(path.join(dir, "url"))?.trim().replace(/\/+$/, "");
  if (servedUrl !== url.replace(/\/+$/, "")) {
    return {
      url,
      workers: null,
      geventPort: null,
      mode: "unknown",
      workerPids: [],
      evidence: `the state dir ${dir} does not serve ${url} (its url file says ${servedUrl ?? "nothing"}): workers and query counts unknown`,
      logFile: undefined,
    };
  }
  const conf = read(path.join(dir, "odoo.conf")) ?? "";
  const workers = Number(/^workers\s*=\s*(\d+)/m.exec(conf)?.[1] ?? "0");
  const gevent = /^gevent_port\s*=\s*(\d+)/m.exec(conf)?.[1];
  const logFile = path.join(dir, "odoo.log");
  const log = sinceLastStart(logFile);
  const workerPids = [
    ...new Set([...log.matchAll(/Worker WorkerHTTP \((\d+)\) alive/g)].map((m) => Number(m[1]))),
  ];
  const mode: ServerMode =
    workerPids.length > 0
      ? "prefork"
      : /HTTP service \(werkzeug\) running/.test(log)
        ? "threaded"
        : "unknown";
  return {
    url,
    workers,
    geventPort: workers > 0 && gevent ? Number(gevent) : null,
    mode,
    workerPids,
    evidence: `${path.join(dir, "odoo.conf")}: workers = ${workers}; log since last start: ${
      mode === "prefork"
        ? `${workerPids.length} WorkerHTTP pid(s) alive (workers recycled count twice)`
        : mode
    }`,
    logFile: fs.existsSync(logFile) ? logFile : undefined,
  };
}
