import * as z from "zod/mini";
import { fromBcp47 } from "@/core/i18n/locale-codes";
import { readOdooSessionInfo } from "@/core/page/odoo-session-info";

export const PAGE_CONFIG_ELEMENT_ID = "weekbox-page-config";

const currencySchema = z.object({
  symbol: z.string(),
  position: z.enum(["before", "after"]),
  decimals: z.int().check(z.minimum(0), z.maximum(6)),
});

// Each field falls back on its own, so one bad value from a template does not
// throw away the rest of the page config.
const pageConfigSchema = z.object({
  lang: z.catch(z.optional(z.string().check(z.minLength(2))), undefined),
  translationsUrl: z.catch(z.nullable(z.string().check(z.minLength(1))), null),
  isPublicUser: z.catch(z.boolean(), true),
  loginUrl: z.catch(z.string().check(z.minLength(1)), "/web/login"),
  websiteId: z.catch(z.int(), 1),
  currency: z.catch(z.optional(currencySchema), undefined),
});

export type PageCurrency = z.infer<typeof currencySchema>;

export type PageConfig = {
  /** Odoo language code, e.g. `fr_BE`. */
  lang: string;
  /** Odoo's long-cached `/web/webclient/translations/<hash>?mods=…&lang=…`; null when not emitted. */
  translationsUrl: string | null;
  isPublicUser: boolean;
  loginUrl: string;
  websiteId: number;
  currency?: PageCurrency;
};

/**
 * Reads the JSON config the addon emits in
 * `<script type="application/json" id="weekbox-page-config">`. Never throws:
 * a missing or broken element yields defaults, so widgets still mount.
 */
export function readPageConfig(doc: Document = document): PageConfig {
  const raw = parseConfigElement(doc);
  const parsed = pageConfigSchema.parse(raw);
  const config: PageConfig = {
    lang: parsed.lang ?? detectLang(doc),
    translationsUrl: parsed.translationsUrl,
    // Odoo caches website.layout's <head> (where our config lives) per page and
    // language, shared by visitors and customers: who the visitor is comes from
    // Odoo's own per-request session info (rendered t-nocache).
    isPublicUser: readOdooSessionInfo(doc.defaultView).isWebsiteUser ?? parsed.isPublicUser,
    loginUrl: parsed.loginUrl,
    websiteId: parsed.websiteId,
  };
  if (parsed.currency) config.currency = parsed.currency;
  return config;
}

let cached: PageConfig | undefined;

/** The page config of the current document, read once. */
export function getPageConfig(): PageConfig {
  cached ??= readPageConfig();
  return cached;
}

function parseConfigElement(doc: Document): Record<string, unknown> {
  const element = doc.getElementById(PAGE_CONFIG_ELEMENT_ID);
  if (!element?.textContent?.trim()) return {};
  try {
    const value: unknown = JSON.parse(element.textContent);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // fall through to the report below
  }
  console.error(`[weekbox] #${PAGE_CONFIG_ELEMENT_ID} does not hold a JSON object; using defaults`);
  return {};
}

// Same order Odoo's frontend uses: the frontend_lang cookie is what the
// language switcher sets, <html lang> is what the layout renders.
function detectLang(doc: Document): string {
  const cookieLang = readCookie(doc, "frontend_lang");
  if (cookieLang) return cookieLang;
  const htmlLang = doc.documentElement.getAttribute("lang");
  if (htmlLang?.trim()) return fromBcp47(htmlLang);
  return "en_US";
}

function readCookie(doc: Document, name: string): string | undefined {
  for (const part of doc.cookie.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      const decoded = decodeURIComponent(value.join("="));
      return decoded || undefined;
    }
  }
  return undefined;
}
