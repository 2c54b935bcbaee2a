import * as v from "valibot";

const localPath = (value: string) => value.startsWith("/") && !value.startsWith("//");

/** `data-props` of a language switcher (website_weekbox_site.language_selector). */
export const siteLanguageProps = v.object({
  /** The website's languages, in Odoo's order. */
  languages: v.pipe(
    v.array(
      v.object({
        /** Odoo's language code (`fr_BE`). */
        code: v.pipe(v.string(), v.minLength(2)),
        /** The code in URLs and in `/website/lang/<url_code>` (`fr_BE`, or `fr` when so set). */
        urlCode: v.pipe(v.string(), v.minLength(1)),
        /** The name shown (`Français (BE)`). */
        name: v.string(),
        /** This page in that language, as Odoo's `url_for` builds it (query kept). */
        href: v.pipe(v.string(), v.check(localPath, "not a path of this site")),
        /** The flag's image, when the website shows flags. */
        flag: v.fallback(v.nullable(v.string()), null),
      }),
    ),
    v.minLength(2),
  ),
  /** The page's language as the server rendered it (`<html lang>` wins). */
  active: v.string(),
  /** A menu opening down (header), up (footer), or an inline list of links. */
  layout: v.fallback(v.picklist(["dropdown", "dropup", "inline"]), "dropdown"),
  /** What names a language: its name, its code (`FR`), or its flag only. */
  label: v.fallback(v.picklist(["name", "code", "none"]), "name"),
  /** Odoo's classes of the button, its text and its menu (the header layouts set them). */
  buttonClass: v.fallback(v.string(), "btn-sm btn-outline-secondary"),
  textClass: v.fallback(v.string(), ""),
  menuClass: v.fallback(v.string(), ""),
});

export type SiteLanguageProps = v.InferOutput<typeof siteLanguageProps>;
export type SiteLanguage = SiteLanguageProps["languages"][number];
