/**
 * The back office's home (spec §2.1 "App switcher: /web#home, the debug
 * parameter kept when present"): Odoo 17 reads debug from the query.
 */
export function appsUrl(pageSearch: string): string {
  const debug = new URLSearchParams(pageSearch).get("debug");
  return debug === null ? "/web#home" : `/web?${new URLSearchParams({ debug })}#home`;
}
