// Types for write-manifest.mjs, so the build tests are checked.
import type { Metafile } from "esbuild";

export type Manifest = {
  entries: Record<string, { file: string; imports: string[]; css: string[] }>;
  chunks: Record<string, { css: string[] }>;
};
export function buildManifest(
  metafile: Metafile,
  outDir: string,
  root: string,
  pageEntries: Record<string, string>,
  styleOutputs?: Map<string, string>,
): Manifest;
/** buildManifest's manifest, also written to outDir/manifest.json. */
export function writeManifest(...args: Parameters<typeof buildManifest>): Manifest;
export function staticImportClosure(metafile: Metafile, file: string): string[];
