// The gzip reverse proxy the lighthouse section measures through, as Odoo is
// deployed: Odoo serves its pages and assets uncompressed and leaves compression
// and TLS to the proxy in front of it, so without one every page would be judged
// on its raw JS. Debian's nginx (odoo-docker/ensure-nginx.sh installs nginx-light)
// with a private config in a temp dir, on free loopback ports, one process
// (master_process off) that the bench starts and always stops by its pid.
// Lighthouse loads the pages over HTTPS with HTTP/2, as browsers reach a deployed
// Odoo (a certificate made for the run, which its Chromium is told to accept):
// over plain HTTP/1.1 a browser opens 6 connections to a host and a page's 40
// small module chunks queue on them, which no deployment over TLS does. The
// bench's own calls (sessions, warm-up) use the plain HTTP port beside it.
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../harness/free-port";
import { repoRoot } from "../harness/get-odoo";

export const NGINX = "/usr/sbin/nginx";
const READY_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 5_000;

/** What Odoo's own deployment guide compresses, plus both names JS is served under. */
export const GZIP_TYPES = [
  "text/css",
  "text/javascript",
  "application/javascript",
  "application/x-javascript",
  "application/json",
  "text/plain",
  "text/xml",
  "application/xml",
  "image/svg+xml",
];

export type ProxySettings = {
  /** The loopback port nginx listens on, plain HTTP: the bench's own calls. */
  listenPort: number;
  /** The loopback port of HTTPS with HTTP/2 (cert.pem and key.pem in `dir`): the measured pages. */
  tlsPort: number;
  /** Odoo's HTTP port, and where /websocket goes: the gevent port with workers, the HTTP port without. */
  odooPort: number;
  websocketPort: number;
  /** The temp dir holding the config, the pid, the error log and nginx's temp files. */
  dir: string;
};

/** The headers every proxied request carries (repeated in /websocket: a location's own proxy_set_header replaces them all). */
const FORWARDED = [
  "proxy_set_header Host $http_host;",
  "proxy_set_header X-Real-IP $remote_addr;",
  "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
  "proxy_set_header X-Forwarded-Host $http_host;",
  "proxy_set_header X-Forwarded-Proto $scheme;",
];

/**
 * nginx.conf: gzip on for HTML (always, with `gzip on`) and GZIP_TYPES, whatever
 * the upstream says about caching (`gzip_proxied any`); `/` to Odoo; `/websocket`
 * to its websocket port with the Upgrade headers. Nothing written outside `dir`.
 */
export function nginxConfig(settings: ProxySettings): string {
  const { listenPort, tlsPort, odooPort, websocketPort, dir } = settings;
  const at = (name: string) => path.join(dir, name);
  const indent = (lines: string[], depth: number) => lines.map((line) => `${"  ".repeat(depth)}${line}`);
  return [
    "# Written by the bench (test/bench/lighthouse-proxy.ts) for one run, removed after it.",
    "daemon off;",
    "master_process off;",
    `pid ${at("nginx.pid")};`,
    `error_log ${at("error.log")} warn;`,
    "events {",
    "  worker_connections 512;",
    "}",
    "http {",
    ...indent(
      [
        "access_log off;",
        `client_body_temp_path ${at("client_body")};`,
        `proxy_temp_path ${at("proxy")};`,
        `fastcgi_temp_path ${at("fastcgi")};`,
        `uwsgi_temp_path ${at("uwsgi")};`,
        `scgi_temp_path ${at("scgi")};`,
        "gzip on;",
        "gzip_proxied any;",
        "gzip_vary on;",
        "gzip_comp_level 6;",
        "gzip_min_length 256;",
        `gzip_types ${GZIP_TYPES.join(" ")};`,
        "map $http_upgrade $connection_upgrade {",
        "  default upgrade;",
        "  '' close;",
        "}",
        "server {",
        `  listen 127.0.0.1:${listenPort};`,
        `  listen 127.0.0.1:${tlsPort} ssl http2;`,
        `  ssl_certificate ${at("cert.pem")};`,
        `  ssl_certificate_key ${at("key.pem")};`,
        "  client_max_body_size 64m;",
        "  proxy_http_version 1.1;",
        "  proxy_read_timeout 720s;",
        "  proxy_max_temp_file_size 0;",
        ...indent(FORWARDED, 1),
        "  location /websocket {",
        `    proxy_pass http://127.0.0.1:${websocketPort};`,
        "    proxy_set_header Upgrade $http_upgrade;",
        "    proxy_set_header Connection $connection_upgrade;",
        ...indent(FORWARDED, 2),
        "  }",
        "  location / {",
        `    proxy_pass http://127.0.0.1:${odooPort};`,
        "  }",
        "}",
      ],
      1,
    ),
    "}",
    "",
  ].join("\n");
}

/** Why the proxy cannot run here (after trying to install nginx as root), or undefined. */
export function nginxSkipReason(): string | undefined {
  if (fs.existsSync(NGINX)) return undefined;
  const status = spawnSync("bash", [path.join(repoRoot(), "odoo-docker/ensure-nginx.sh")], {
    stdio: "inherit",
  });
  if (status.status === 0 && fs.existsSync(NGINX)) return undefined;
  return "no nginx: apt-get install nginx-light (as root)";
}

export function nginxVersion(): string {
  const out = spawnSync(NGINX, ["-v"], { encoding: "utf8" });
  // "nginx version: nginx/1.22.1" → "1.22.1"
  return (out.stderr || out.stdout).trim().replace(/^nginx version:\s*nginx\//, "");
}

export type Proxy = {
  /** http://127.0.0.1:<port>: the bench's own calls. */
  url: string;
  /** https://127.0.0.1:<port>, HTTP/2: the pages are measured here (the same cookies: a cookie is per host). */
  pageUrl: string;
  stop(): Promise<void>;
};

function tail(file: string): string {
  try {
    return fs.readFileSync(file, "utf8").trim().split("\n").slice(-5).join(" | ");
  } catch {
    return "no error log";
  }
}

async function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Starts nginx in front of `odooUrl` (/websocket to `websocketPort`) and waits until it answers /web/health. */
export async function startProxy(odooUrl: string, websocketPort: number): Promise<Proxy> {
  const odooPort = Number(new URL(odooUrl).port || 80);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "weekbox-bench-nginx-"));
  const listenPort = await freePort();
  const tlsPort = await freePort();
  // A self-signed certificate for the run (Debian's openssl), removed with the dir.
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(conf, nginxConfig({ listenPort, tlsPort, odooPort, websocketPort, dir }));
  const errorLog = path.join(dir, "error.log");
  const child = spawn(NGINX, ["-p", `${dir}/`, "-c", conf, "-e", errorLog], { stdio: "ignore" });
  // Never left behind, even when the bench exits without reaching stop().
  const onExit = () => {
    child.kill("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", onExit);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    child.kill("SIGTERM");
    if (!(await exited(child, STOP_TIMEOUT_MS))) {
      child.kill("SIGKILL");
      await exited(child, STOP_TIMEOUT_MS);
    }
    process.off("exit", onExit);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const why = tail(errorLog);
      await stop();
      throw new Error(`nginx exited at start (${child.exitCode ?? child.signalCode}): ${why}`);
    }
    try {
      const res = await fetch(`${url}/web/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return { url, pageUrl: `https://127.0.0.1:${tlsPort}`, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const why = tail(errorLog);
      await stop();
      throw new Error(`nginx did not answer ${url}/web/health within ${READY_TIMEOUT_MS / 1000} s: ${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
