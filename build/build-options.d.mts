// Types for build-options.mjs, so TypeScript callers (the benchmark) are checked.
import type { BuildOptions } from "esbuild";

export const PAGE_ENTRIES: Record<string, string>;
export const OUT_DIR: string;
export function buildOptions(options: { root: string; watch?: boolean }): BuildOptions;
