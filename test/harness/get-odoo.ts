// Finds or starts an Odoo 17 for the integration/e2e suites, in this order:
//   ODOO_URL (a running Odoo) -> Docker via testcontainers -> ODOO_SRC (native
//   runner of odoo-docker/native) -> a skip reason.
// WEEKBOX_RUNNER=docker|native skips the other automatic choices.
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export type AcquiredOdoo = {
  url: string;
  db: string;
  /** Stops what acquireOdoo started; a no-op for an Odoo that was already there. */
  stop(): Promise<void>;
  how: "url" | "docker" | "native";
};
export type OdooSkip = { skip: string };
export type OdooAcquisition = AcquiredOdoo | OdooSkip;

const LANGS = process.env.WEEKBOX_LANGS ?? "en_US,fr_BE,nl_BE";
const BASE_MODULES =
  process.env.WEEKBOX_BASE_MODULES ??
  "website_sale,im_livechat,website_livechat,mass_mailing,website_mass_mailing";
const ODOO_STARTUP_MS = 15 * 60_000;

/** The repository root: the nearest folder above this file (or the cwd) holding odoo-docker/. */
export function repoRoot(): string {
  const starts = [typeof __dirname === "string" ? __dirname : undefined, process.cwd()];
  for (const start of starts) {
    if (start === undefined) continue;
    for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
      if (fs.existsSync(path.join(dir, "odoo-docker", "start.sh"))) return dir;
      if (path.dirname(dir) === dir) break;
    }
  }
  throw new Error("cannot find the repository root (a folder holding odoo-docker/start.sh)");
}

export function addonsDir(): string {
  return process.env.WEEKBOX_ADDONS_DIR ?? path.join(repoRoot(), "addons");
}

/** Our modules: every directory of addons/ that holds a __manifest__.py. */
export function ourModules(): string[] {
  const dir = addonsDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "__manifest__.py")))
    .map((entry) => entry.name)
    .sort();
}

async function isHealthy(url: string, timeoutMs = 5_000): Promise<boolean> {
  try {
    const res = await fetch(new URL("/web/health", url), { signal: AbortSignal.timeout(timeoutMs) });
    return res.ok;
  } catch {
    return false;
  }
}

async function fromUrl(url: string): Promise<AcquiredOdoo> {
  if (!(await isHealthy(url))) {
    throw new Error(`ODOO_URL=${url} does not answer GET /web/health: start that Odoo or unset ODOO_URL`);
  }
  return {
    url: url.replace(/\/+$/, ""),
    db: process.env.ODOO_DB ?? process.env.WEEKBOX_DB ?? "weekbox",
    how: "url",
    stop: async () => {},
  };
}

/** Resolves the reason why Docker cannot be used, or null when it can. */
async function dockerUnavailable(): Promise<string | null> {
  try {
    const { getContainerRuntimeClient } = await import("testcontainers");
    await getContainerRuntimeClient();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function fromDocker(): Promise<AcquiredOdoo> {
  const { GenericContainer, Network, Wait } = await import("testcontainers");
  const { PostgreSqlContainer } = await import("@testcontainers/postgresql");
  const db = process.env.WEEKBOX_DB ?? "weekbox";
  const modules = [BASE_MODULES, ...ourModules()].join(",");

  const network = await new Network().start();
  const postgres = await new PostgreSqlContainer("postgres:15")
    .withNetwork(network)
    .withNetworkAliases("db")
    .withUsername("odoo")
    .withPassword("odoo")
    .withDatabase("postgres")
    .start();
  // Install first (no HTTP), then serve: the wait below then only succeeds
  // once the database is complete.
  const dbArgs = "--db_host=db --db_port=5432 --db_user=odoo --db_password=odoo";
  const script = [
    "set -e",
    `odoo ${dbArgs} -d ${db} -i ${modules} --without-demo= --load-language=${LANGS} --no-http --stop-after-init`,
    `exec odoo ${dbArgs} -d ${db} --db-filter='^${db}$' --no-database-list`,
  ].join("\n");
  let container = new GenericContainer("odoo:17.0")
    .withNetwork(network)
    .withExposedPorts(8069)
    .withEntrypoint(["/bin/bash", "-c"])
    .withCommand([script])
    .withWaitStrategy(Wait.forHttp("/web/login", 8069).forStatusCode(200))
    .withStartupTimeout(ODOO_STARTUP_MS);
  if (ourModules().length > 0) {
    container = container.withBindMounts([{ source: addonsDir(), target: "/mnt/extra-addons", mode: "ro" }]);
  }
  try {
    const odoo = await container.start();
    return {
      url: `http://${odoo.getHost()}:${odoo.getMappedPort(8069)}`,
      db,
      how: "docker",
      stop: async () => {
        await odoo.stop();
        await postgres.stop();
        await network.stop();
      },
    };
  } catch (error) {
    await postgres.stop();
    await network.stop();
    throw error;
  }
}

function runScript(script: string, args: string[] = []): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile("bash", [script, ...args], { env: process.env }, (error, stdout) => {
      const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      resolve({ code, stdout: stdout.trim() });
    });
  });
}

async function fromNative(): Promise<AcquiredOdoo> {
  const native = path.join(repoRoot(), "odoo-docker", "native");
  const db = process.env.WEEKBOX_DB ?? "weekbox";
  const before = await runScript(path.join(native, "status.sh"));
  if (before.code === 0 && before.stdout) {
    return { url: before.stdout, db, how: "native", stop: async () => {} };
  }
  // The runner prints its progress (the first database init takes 1-3 minutes).
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn("bash", [path.join(native, "run.sh"), "--background"], {
      env: process.env,
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (exitCode) => resolve(exitCode ?? 1));
  });
  const after = await runScript(path.join(native, "status.sh"));
  if (code !== 0 || after.code !== 0 || !after.stdout) {
    throw new Error(`the native Odoo runner failed (exit code ${code}): see its output above`);
  }
  return {
    url: after.stdout,
    db,
    how: "native",
    stop: async () => {
      await runScript(path.join(native, "stop.sh"));
    },
  };
}

export async function acquireOdoo(): Promise<OdooAcquisition> {
  const runner = process.env.WEEKBOX_RUNNER;
  const url = process.env.ODOO_URL;
  if (url && runner === undefined) return fromUrl(url);

  let dockerReason: string | null = "WEEKBOX_RUNNER=native";
  if (runner !== "native") {
    dockerReason = await dockerUnavailable();
    if (dockerReason === null) return fromDocker();
    if (runner === "docker") return { skip: `WEEKBOX_RUNNER=docker but no Docker engine: ${dockerReason}` };
  }
  if (process.env.ODOO_SRC) return fromNative();
  return {
    skip:
      "no Odoo available: set ODOO_URL (a running Odoo 17 with our addons), " +
      "or provide a Docker engine, or set ODOO_SRC (an Odoo 17.0 source tree) " +
      `[docker: ${dockerReason}]`,
  };
}
