import type { Plugin } from "esbuild";

export function reactAriaLocales(locales: string[]): Plugin;
