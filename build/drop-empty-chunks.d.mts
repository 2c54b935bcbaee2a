import type { Metafile, Plugin } from "esbuild";

export function emptyChunks(metafile: Metafile, read: (file: string) => string): string[];
export function blankImports(code: string, specifiers: string[]): string;
export function dropEmptyChunks(options: { root: string }): Plugin;
