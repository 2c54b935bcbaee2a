/** The offset a URL hash asks for with `scrollTop=N` (Odoo's format, spec §2.1), or undefined. */
export function parseScrollTopHash(hash: string): number | undefined {
  const match = /(?:^#?|[&#])scrollTop=(\d+)(?:&|$)/.exec(hash);
  if (!match) return undefined;
  const offset = Number(match[1]);
  return Number.isSafeInteger(offset) ? offset : undefined;
}
