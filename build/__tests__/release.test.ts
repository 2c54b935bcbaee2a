/**
 * @jest-environment node
 */
// `npm run release`: the archive holds addons/ with this build's bundle (and
// nothing stale), so copying it onto an Odoo server gives working widgets.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
let out: string;
let files: string[];
let manifest: {
  entries: Record<string, { file: string; imports: string[]; css: string[] }>;
  chunks: Record<string, { css: string[] }>;
};

beforeAll(() => {
  out = mkdtempSync(path.join(tmpdir(), "weekbox-release-test-"));
  execFileSync(process.execPath, [path.join(root, "build/release.mjs"), "--out", out], { cwd: root });
  const archive = path.join(out, `weekbox-addons-${version}.tar.gz`);
  files = execFileSync("tar", ["-tzf", archive], { encoding: "utf8" }).split("\n").filter(Boolean);
  const dist = "addons/website_weekbox/static/dist/";
  manifest = JSON.parse(
    execFileSync("tar", ["-xOzf", archive, `${dist}manifest.json`], { encoding: "utf8" }),
  );
}, 120_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

test("the archive holds the addons, their manifests and no compiled Python", () => {
  for (const addon of ["website_weekbox", "website_sale_mealbox", "website_sale_payment_widget"]) {
    expect(files).toContain(`addons/${addon}/__manifest__.py`);
  }
  expect(files.filter((file) => file.includes("__pycache__") || file.endsWith(".pyc"))).toEqual([]);
});

test("every file the bundle's manifest names is in the archive", () => {
  const dist = (file: string) => `addons/website_weekbox/static/dist/${file}`;
  const named = [
    ...Object.values(manifest.entries).flatMap((entry) => [entry.file, ...entry.imports, ...entry.css]),
    ...Object.entries(manifest.chunks).flatMap(([chunk, { css }]) => [chunk, ...css]),
  ];
  expect(named.length).toBeGreaterThan(5);
  expect(named.map(dist).filter((file) => !files.includes(file))).toEqual([]);
});

test("the bundle is this build's only: one page entry, no files of earlier builds", () => {
  const entries = files.filter((file) => /static\/dist\/website-[A-Z0-9]+\.js$/.test(file));
  expect(entries).toEqual([`addons/website_weekbox/static/dist/${manifest.entries.website?.file}`]);
});
