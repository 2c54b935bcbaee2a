import * as z from "zod/mini";

const localPath = (value: string) => value.startsWith("/") && !value.startsWith("//");

/** `data-props` of a language switcher (website_weekbox_site.language_selector). */
export const siteLanguageProps = z.object({
  /** The website's languages, in Odoo's order. */
  languages: z
    .array(
      z.object({
        /** Odoo's language code (`fr_BE`). */
        code: z.string().check(z.minLength(2)),
        /** The code in URLs and in `/website/lang/<url_code>` (`fr_BE`, or `fr` when so set). */
        urlCode: z.string().check(z.minLength(1)),
        /** The name shown (`Français (BE)`). */
        name: z.string(),
        /** This page in that language, as Odoo's `url_for` builds it (query kept). */
        href: z.string().check(z.refine(localPath, "not a path of this site")),
        /** The flag's image, when the website shows flags. */
        flag: z.catch(z.nullable(z.string()), null),
      }),
    )
    .check(z.minLength(2)),
  /** The page's language as the server rendered it (`<html lang>` wins). */
  active: z.string(),
  /** A menu opening down (header), up (footer), or an inline list of links. */
  layout: z.catch(z.enum(["dropdown", "dropup", "inline"]), "dropdown"),
  /** What names a language: its name, its code (`FR`), or its flag only. */
  label: z.catch(z.enum(["name", "code", "none"]), "name"),
  /** Odoo's classes of the button, its text and its menu (the header layouts set them). */
  buttonClass: z.catch(z.string(), "btn-sm btn-outline-secondary"),
  textClass: z.catch(z.string(), ""),
  menuClass: z.catch(z.string(), ""),
});

export type SiteLanguageProps = z.infer<typeof siteLanguageProps>;
export type SiteLanguage = SiteLanguageProps["languages"][number];
