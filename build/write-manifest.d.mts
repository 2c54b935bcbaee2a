// Types for write-manifest.mjs, so the build tests are checked.
import type { Metafile } from "esbuild";

export type Manifest = {
  entries: Record<string, { file: string; imports: string[]; css: string[] }>;
  chunks: Record<string, { css: string[] }>;
  /** Per registered widget: the chunks and stylesheets beyond the entry's, and its default strategy. */
  widgets: Record<string, { js: string[]; css: string[]; strategy?: string }>;
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
export function registeredWidgets(code: string): { name: string; module: string; strategy?: string }[];
