// Runs a TypeScript program (benchmarks, scripts) with Node: esbuild bundles it
// into a temporary ES module (dependencies stay external), which is imported.
//   node build/run-ts.mjs path/to/program.ts [args…]
import * as esbuild from "esbuild";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node build/run-ts.mjs <program.ts> [args…]");
  process.exit(2);
}
// Inside the project, so the program resolves node_modules like the sources do.
mkdirSync(path.join(root, "test/.artifacts"), { recursive: true });
const outDir = mkdtempSync(path.join(root, "test/.artifacts/run-ts-"));
const outFile = path.join(outDir, "program.mjs");
await esbuild.build({
  absWorkingDir: root,
  entryPoints: [entry],
  outfile: outFile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "inline",
  logLevel: "warning",
  // Bundled CommonJS helpers need require() in an ES module.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
});
process.argv = [process.argv[0], path.resolve(entry), ...args];
try {
  await import(pathToFileURL(outFile).href);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
