import * as z from "zod/mini";
import {
  DEFAULT_LANG_PARAMS,
  ENGLISH_CATALOGUE,
  type LangParams,
  type TranslationCatalogue,
} from "@/core/i18n/translation-catalogue";

// Shape of Odoo 17's GET /web/webclient/translations/<unique>. lang and
// lang_parameters are null when the requested language is not installed.
const responseSchema = z.object({
  lang: z.nullish(z.string()),
  lang_parameters: z.nullish(
    z.object({
      decimal_point: z.optional(z.string()),
      thousands_sep: z.nullish(z.string()),
      grouping: z.optional(z.string()),
      date_format: z.optional(z.string()),
      time_format: z.optional(z.string()),
      direction: z.optional(z.enum(["ltr", "rtl"])),
      week_start: z.optional(z.number()),
    }),
  ),
  modules: z.record(
    z.string(),
    z.object({ messages: z.array(z.object({ id: z.string(), string: z.string() })) }),
  ),
  multi_lang: z.optional(z.boolean()),
});

const cache = new Map<string, Promise<TranslationCatalogue>>();

/**
 * Fetches and validates a translations URL, once per URL. Never rejects: on
 * any failure it logs and resolves to the English catalogue, because English
 * text beats a page of widgets that refuse to mount.
 */
export function loadTranslations(
  url: string | null | undefined,
  options: { fetch?: typeof fetch } = {},
): Promise<TranslationCatalogue> {
  if (!url) return Promise.resolve(ENGLISH_CATALOGUE);
  let pending = cache.get(url);
  if (!pending) {
    pending = fetchCatalogue(url, options.fetch ?? globalThis.fetch);
    cache.set(url, pending);
  }
  return pending;
}

async function fetchCatalogue(url: string, fetchImpl: typeof fetch): Promise<TranslationCatalogue> {
  try {
    // Default cache mode on purpose: Odoo serves this URL with a long max-age.
    const response = await fetchImpl(url, {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = responseSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error(`unexpected shape: ${z.prettifyError(parsed.error)}`);
    return toCatalogue(parsed.data);
  } catch (error) {
    console.error(`[weekbox] could not load translations from ${url}; falling back to English`, error);
    return ENGLISH_CATALOGUE;
  }
}

function toCatalogue(data: z.infer<typeof responseSchema>): TranslationCatalogue {
  const messages = new Map<string, string>();
  for (const module of Object.values(data.modules)) {
    for (const { id, string } of module.messages) {
      if (string) messages.set(id, string);
    }
  }
  const params = data.lang_parameters ?? {};
  const langParams: LangParams = {
    decimal_point: params.decimal_point || DEFAULT_LANG_PARAMS.decimal_point,
    // An empty separator is a legitimate choice (no grouping), so keep "".
    thousands_sep: params.thousands_sep ?? DEFAULT_LANG_PARAMS.thousands_sep,
    grouping: params.grouping ?? DEFAULT_LANG_PARAMS.grouping,
    date_format: params.date_format ?? DEFAULT_LANG_PARAMS.date_format,
    time_format: params.time_format ?? DEFAULT_LANG_PARAMS.time_format,
    direction: params.direction ?? DEFAULT_LANG_PARAMS.direction,
    week_start: params.week_start ?? DEFAULT_LANG_PARAMS.week_start,
  };
  // A null lang means the language is not installed: the messages are empty too.
  return { lang: data.lang ?? ENGLISH_CATALOGUE.lang, langParams, messages };
}
