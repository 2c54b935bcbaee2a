import type { Metafile } from "esbuild";

export const ALWAYS_ON: string[];
export const REACT_RUNTIME: string[];
export const FORBIDDEN_PACKAGES: string[];
export type PageSpec = {
  page: string;
  path: string;
  widgets: string[];
  /** Those of `widgets` mounted when the visitor comes near them (`data-load="visible"`): not in the first load. */
  whenVisible?: string[];
  lazy: string[];
  budgetKb: number;
  targetKb?: number;
  needsCart?: boolean;
  needsStaff?: boolean;
  needsCustomer?: boolean;
  alwaysOn?: string[];
  alwaysOnOnly?: boolean;
};
export const PAGES: PageSpec[];
export type PageWeight = {
  page: string;
  path: string;
  widgets: string[];
  files: string[];
  raw: number;
  gzip: number;
  counted: number;
  budget: number;
  target: number;
  forbidden: string[];
};
export function widgetModules(entrySource: string): Map<string, string>;
export function outputOf(metafile: Metafile, sourceModule: string): string;
export function firstLoadFiles(metafile: Metafile, starts: string[], lazy?: string[]): string[];
export function lazyChunkNames(metafile: Metafile, files: string[]): string[];
export function forbiddenPackagesIn(metafile: Metafile, files: string[], packages?: string[]): string[];
export function sizeOf(content: Uint8Array): { raw: number; gzip: number };
export function weighPages(
  metafile: Metafile,
  contentOf: (file: string) => Uint8Array,
  root: string,
  options?: { extraWidgets?: (page: PageSpec) => string[] },
): PageWeight[];
export function formatPageWeights(weights: PageWeight[]): string;
