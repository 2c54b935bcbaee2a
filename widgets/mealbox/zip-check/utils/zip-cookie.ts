// The checked zip code follows the visitor to the wizard's delivery step, which
// reads the `zip_code` cookie (spec §4.3).

export const ZIP_COOKIE = "zip_code";
/** Same lifetime as the meal/people cookies (600 * 600 s, spec §9.3). */
export const ZIP_COOKIE_MAX_AGE = 600 * 600;

export function saveZipCode(zip: string, doc: Document = document): void {
  doc.cookie = `${ZIP_COOKIE}=${encodeURIComponent(zip)}; max-age=${ZIP_COOKIE_MAX_AGE}; path=/; SameSite=Lax`;
}

/** The zip code saved by an earlier check, or "". */
export function readZipCode(cookieHeader: string): string {
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === ZIP_COOKIE) {
      try {
        return decodeURIComponent(rest.join("=")).slice(0, 20);
      } catch {
        return "";
      }
    }
  }
  return "";
}
