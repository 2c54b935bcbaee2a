/**
 * Whether `url` is a path of this site: links and form actions come from the
 * server (or an editor), and must never lead the visitor to another site or
 * run script (`javascript:`).
 */
export function isLocalPath(url: string): boolean {
  if (!url.startsWith("/") || url.startsWith("//") || url.includes("\\")) return false;
  // Browsers drop tabs and line breaks: "/\t/evil.example" would lead away.
  return ![...url].some((char) => /\s/.test(char) || char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127);
}
