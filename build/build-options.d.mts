// Types for build-options.mjs, so TypeScript callers (the benchmark, build tests) are checked.
import type { BuildOptions } from "esbuild";

export const PAGE_ENTRIES: Record<string, string>;
export const OUT_DIR: string;
export const PUBLIC_PATH: string;
export const REACT_ARIA_LANGUAGES: string[];
export function buildOptions(options: { root: string; watch?: boolean }): BuildOptions;
export function buildSetup(options: { root: string; watch?: boolean; outDir?: string }): {
  options: BuildOptions;
  /** Built file (absolute) → CSS source (absolute), after a build. */
  styleOutputs: () => Map<string, string>;
};
