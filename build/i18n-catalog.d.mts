// Types for the build's .po helpers, so the translation test is type-checked.
export const MODULE: string;
export const LANGS: string[];
export function extractMessages(root: string): Map<string, string[]>;
export function parsePo(content: string): Map<string, string>;
export function renderPo(
  messages: Map<string, string[]>,
  lang?: string,
  translations?: Map<string, string>,
): string;
