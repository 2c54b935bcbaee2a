import * as v from "valibot";
import {
  DEFAULT_LANG_PARAMS,
  ENGLISH_CATALOGUE,
  type LangParams,
  type TranslationCatalogue,
} from "@/core/i18n/translation-catalogue";

// Shape of Odoo 17's GET /web/webclient/translations/<unique>. lang and
// lang_parameters are null when the requested language is not installed.
// (valibot: every page loads translations before its first widget paints,
// core/mount/props-schema.ts.)
const responseSchema = v.object({
  lang: v.nullish(v.string()),
  lang_parameters: v.nullish(
    v.object({
      decimal_point: v.optional(v.string()),
      thousands_sep: v.nullish(v.string()),
      grouping: v.optional(v.string()),
      date_format: v.optional(v.string()),
      time_format: v.optional(v.string()),
      direction: v.optional(v.picklist(["ltr", "rtl"])),
      week_start: v.optional(v.number()),
    }),
  ),
  modules: v.record(
    v.string(),
    v.object({ messages: v.array(v.object({ id: v.string(), string: v.string() })) }),
  ),
  multi_lang: v.optional(v.boolean()),
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
    const parsed = v.safeParse(responseSchema, await response.json());
    if (!parsed.success) throw new Error(`unexpected shape: ${v.summarize(parsed.issues)}`);
    return toCatalogue(parsed.output);
  } catch (error) {
    console.error(`[weekbox] could not load translations from ${url}; falling back to English`, error);
    return ENGLISH_CATALOGUE;
  }
}

function toCatalogue(data: v.InferOutput<typeof responseSchema>): TranslationCatalogue {
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
