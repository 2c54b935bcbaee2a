export const WIDGET_NAME: RegExp;
export const LOAD_STRATEGIES: string[];
export function pascalCase(name: string): string;
export function camelCase(name: string): string;
export function nameProblems(target: string | undefined, taken: string[]): string[];
export function widgetFiles(domain: string, name: string): Record<string, string>;
export function withRegistration(
  entrySource: string,
  domain: string,
  name: string,
  strategy?: string,
): string;
export function qwebSnippet(name: string): string;
