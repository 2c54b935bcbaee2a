// Cookies the delivery step reads (spec §4.3): zip_code (set by the home page's
// zip check) and billing_city (when set, the city field is not editable).

function readCookie(cookies: string, name: string): string {
  for (const part of cookies.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return "";
    }
  }
  return "";
}

export type DeliveryCookies = { zipCode: string; billingCity: string };

export function readDeliveryCookies(cookies: string = document.cookie): DeliveryCookies {
  return { zipCode: readCookie(cookies, "zip_code"), billingCity: readCookie(cookies, "billing_city") };
}
