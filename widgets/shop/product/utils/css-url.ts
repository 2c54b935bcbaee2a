/** A CSS `url("…")` of a URL of this site, its quotes, backslashes and line breaks escaped. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (character) => encodeURIComponent(character))}")`;
}
