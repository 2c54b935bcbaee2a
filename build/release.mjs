// `npm run release`: the archive an admin deploys. Odoo modules are deployed by
// copying addons/ onto the server, and the widgets' bundle is not in git (it is
// built): the archive is addons/ with a fresh production build in
// website_weekbox/static/dist (only this build's files), ready to unpack into
// an Odoo addons path.
//
//   node build/release.mjs [--out DIR]   writes DIR/weekbox-addons-<version>.tar.gz (default build/release)
import * as esbuild from "esbuild";
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSetup, OUT_DIR, PAGE_ENTRIES } from "./build-options.mjs";
import { writeManifest } from "./write-manifest.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const outDir = path.resolve(
  args.includes("--out") ? args[args.indexOf("--out") + 1] : path.join(root, "build/release"),
);
const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));

const staging = mkdtempSync(path.join(tmpdir(), "weekbox-release-"));
try {
  const addons = path.join(staging, "addons");
  const skipped = (source) =>
    /(^|\/)(__pycache__|static\/dist)(\/|$)/.test(path.relative(root, source)) || source.endsWith(".pyc");
  cpSync(path.join(root, "addons"), addons, { recursive: true, filter: (source) => !skipped(source) });

  const dist = path.join(staging, OUT_DIR);
  const { options, styleOutputs } = buildSetup({ root, outDir: dist });
  const result = await esbuild.build(options);
  writeManifest(result.metafile, dist, root, PAGE_ENTRIES, styleOutputs());

  mkdirSync(outDir, { recursive: true });
  const archive = path.join(outDir, `weekbox-addons-${version}.tar.gz`);
  rmSync(archive, { force: true });
  execFileSync("tar", ["-czf", archive, "-C", staging, "addons"]);
  console.log(
    `${path.relative(process.cwd(), archive)}: unpack it into an Odoo 17 addons path (tar -xzf …),`,
  );
  console.log("then install or update the modules (website_weekbox, website_sale_mealbox, …).");
} finally {
  rmSync(staging, { recursive: true, force: true });
}
