/**
 * `href` when it is a same-site path or an http(s) URL, else null: links built
 * from server data must never run script (`javascript:`) or go protocol-relative.
 */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (value.startsWith("/") && !value.startsWith("//") && !value.includes("\\")) return value;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
