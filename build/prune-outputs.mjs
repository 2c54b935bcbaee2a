// Hashed names change with every build, so old files pile up in static/dist.
// They are removed once a newer build has been there a while: a page rendered
// just before a rebuild still references the previous files (and so does a test
// run racing a rebuild), and those must keep loading.
import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

const GRACE_MS = 15 * 60 * 1000;

/**
 * @param {string} outDir
 * @param {import("esbuild").Metafile} metafile the build that just ended
 * @param {string} root project root (metafile paths are relative to it)
 * @param {string[]} extraOutputs absolute paths the build wrote besides the metafile's (chunk stylesheets)
 */
export function pruneOldOutputs(outDir, metafile, root, now = Date.now(), extraOutputs = []) {
  const current = new Set(Object.keys(metafile.outputs).map((file) => path.resolve(root, file)));
  for (const file of extraOutputs) current.add(file);
  current.add(path.join(outDir, "manifest.json"));
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (
        !current.has(file) &&
        !current.has(file.replace(/\.LEGAL\.txt$/, "")) &&
        now - statSync(file).mtimeMs > GRACE_MS
      ) {
        rmSync(file);
      }
    }
  };
  visit(outDir);
}
