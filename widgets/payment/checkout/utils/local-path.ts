/**
 * `url` when it is a path of this site, else `fallback`: a landing route comes
 * back from the server, and the page must never be led to another site
 * (kept in step with the server's _weekbox_local_url).
 */
export function localPathOr(url: string | undefined, fallback: string): string {
  if (!url || !url.startsWith("/") || url.startsWith("//") || url.includes("\\")) return fallback;
  // Browsers drop tabs and line breaks: "/\t/evil.example" would lead away.
  if ([...url].some((char) => /\s/.test(char) || char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) {
    return fallback;
  }
  return url;
}
