import type { SiteLanguage } from "../site-language-props";

type PageLocation = Pick<Location, "pathname" | "search" | "hash">;

/** `search` without any `edit_translations` parameter (the website editor's), every other one as it was. */
export function withoutEditTranslations(search: string): string {
  const kept = search
    .replace(/^\?/, "")
    .split("&")
    .filter(
      (part) =>
        part !== "" && decodeURIComponent(part.split("=")[0]!.replace(/\+/g, " ")) !== "edit_translations",
    );
  return kept.length ? `?${kept.join("&")}` : "";
}

/** The first segment of `path` when it is one of `urlCodes`, or undefined. */
function langSegment(path: string, urlCodes: readonly string[]): string | undefined {
  const segment = path.split("/")[1];
  return segment !== undefined && urlCodes.includes(segment) ? segment : undefined;
}

/**
 * The current page's path in `language`: the current path (the visitor's,
 * which a widget may have changed since the server rendered the page) with
 * its language segment swapped the way Odoo's `url_for(path, lang_code)` did
 * for the server's link: `/fr_BE/...` when that link has one, unprefixed when
 * the route has no language (`/web/signup`).
 */
function pathIn(language: SiteLanguage, pathname: string, urlCodes: readonly string[]): string {
  const current = langSegment(pathname, urlCodes);
  const bare = current ? pathname.slice(current.length + 1) || "/" : pathname;
  if (langSegment(language.href.split(/[?#]/)[0]!, [language.urlCode]) === undefined) return bare;
  return bare === "/" ? `/${language.urlCode}` : `/${language.urlCode}${bare}`;
}

/**
 * Where choosing `language` goes (spec §2.1): Odoo's
 * `/website/lang/{url_code}?r={path+query, url-encoded, without
 * edit_translations}{url-encoded hash}`, which sets the `frontend_lang`
 * cookie and comes back to the same place in the page.
 */
export function languageSwitchUrl(
  language: SiteLanguage,
  location: PageLocation,
  languages: readonly SiteLanguage[],
): string {
  const urlCodes = languages.map((each) => each.urlCode);
  const back = pathIn(language, location.pathname, urlCodes) + withoutEditTranslations(location.search);
  return `/website/lang/${encodeURIComponent(language.urlCode)}?r=${encodeURIComponent(back)}${encodeURIComponent(location.hash)}`;
}

/**
 * The page's language: `<html lang>` (`fr-BE`) when it is one of the
 * website's, else what the server said.
 */
export function pageLanguage(
  languages: readonly SiteLanguage[],
  fallback: string,
  doc: Document = document,
): SiteLanguage {
  const htmlLang = doc.documentElement.lang.replace(/-/g, "_");
  return (
    languages.find((language) => language.code === htmlLang) ??
    languages.find((language) => language.code === fallback) ??
    languages[0]!
  );
}
