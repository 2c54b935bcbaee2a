// esbuild gives every set of entry points that reach a module a chunk of its own,
// even when all its modules compile to nothing (re-export-only files such as
// react-aria's `exports/*.mjs`, type-only modules, `client-only`): the chunk is a
// source-map comment, and 48 files import it, the page entry among them, for one
// more request on every page. This plugin blanks those imports (spaces of the same
// length, so the importers' source maps stay right), deletes the empty chunks and
// takes them out of the metafile, which the manifest and the page budgets read.
import { Buffer } from "node:buffer";
import { rmSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";

/**
 * An output with no code: no module in it, and nothing but its source-map comment
 * (a chunk without modules may still hold code esbuild writes to link chunks).
 * @param {import("esbuild").Metafile} metafile
 * @param {(file: string) => string} read an output's text, by its metafile path
 */
export function emptyChunks(metafile, read) {
  return Object.entries(metafile.outputs)
    .filter(
      ([file, info]) => file.endsWith(".js") && Object.keys(info.inputs).length === 0 && !info.entryPoint,
    )
    .filter(([file]) => !withoutSourceMapComment(read(file)).trim())
    .map(([file]) => file);
}

function withoutSourceMapComment(code) {
  return code.replace(/\/\/# sourceMappingURL=\S*\s*$/, "");
}

/**
 * `import"./chunks/chunk-X.js";` (minified) or `import "./chunk-X.js";` as blanks.
 * @param {string} code
 * @param {string[]} specifiers the empty chunks' basenames
 */
export function blankImports(code, specifiers) {
  let out = code;
  for (const name of specifiers) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out.replace(new RegExp(`import\\s*"(?:\\./|\\.\\./)(?:chunks/)?${escaped}";?`, "g"), (m) =>
      " ".repeat(m.length),
    );
  }
  return out;
}

/**
 * @param {{ root: string }} options metafile paths are relative to `root`
 * @returns {import("esbuild").Plugin}
 */
export function dropEmptyChunks({ root }) {
  return {
    name: "weekbox-drop-empty-chunks",
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length || !result.metafile) return;
        const read = (file) => {
          const absolute = path.resolve(root, file);
          return result.outputFiles
            ? result.outputFiles.find((out) => out.path === absolute).text
            : readFileSync(absolute, "utf8");
        };
        const empty = emptyChunks(result.metafile, read);
        if (!empty.length) return;
        const names = empty.map((file) => path.basename(file));
        const emptySet = new Set(empty);
        const outputs = result.metafile.outputs;
        for (const file of empty) {
          delete outputs[file];
          delete outputs[`${file}.map`];
        }
        const importers = Object.entries(outputs).filter(([, info]) =>
          info.imports.some((entry) => emptySet.has(entry.path)),
        );
        for (const [file, info] of importers) {
          info.imports = info.imports.filter((entry) => !emptySet.has(entry.path));
          const absolute = path.resolve(root, file);
          if (result.outputFiles) {
            const index = result.outputFiles.findIndex((out) => out.path === absolute);
            const text = blankImports(result.outputFiles[index].text, names);
            const contents = new Uint8Array(Buffer.from(text, "utf8"));
            // OutputFile's text and contents are getters over one buffer: a new plain object.
            result.outputFiles[index] = {
              path: absolute,
              contents,
              text,
              hash: result.outputFiles[index].hash,
            };
          } else {
            writeFileSync(absolute, blankImports(readFileSync(absolute, "utf8"), names));
          }
        }
        if (result.outputFiles) {
          const gone = new Set(
            empty.flatMap((file) => [file, `${file}.map`]).map((file) => path.resolve(root, file)),
          );
          result.outputFiles.splice(
            0,
            result.outputFiles.length,
            ...result.outputFiles.filter((out) => !gone.has(out.path)),
          );
        } else {
          for (const file of empty)
            for (const each of [file, `${file}.map`]) {
              const absolute = path.resolve(root, each);
              if (existsSync(absolute)) rmSync(absolute);
            }
        }
      });
    },
  };
}
