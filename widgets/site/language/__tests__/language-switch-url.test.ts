import type { SiteLanguage } from "../site-language-props";
import { languageSwitchUrl, pageLanguage, withoutEditTranslations } from "../utils/language-switch-url";

// As Odoo 17 renders them on /contactus?x=1 (url_for with lang_code: each language's segment forced).
const EN: SiteLanguage = {
  code: "en_US",
  urlCode: "en",
  name: "English (US)",
  href: "/en/contactus?x=1",
  flag: null,
};
const FR: SiteLanguage = {
  code: "fr_BE",
  urlCode: "fr_BE",
  name: "Français (BE)",
  href: "/fr_BE/contactus?x=1",
  flag: null,
};
const NL: SiteLanguage = {
  code: "nl_BE",
  urlCode: "nl_BE",
  name: "Nederlands (BE)",
  href: "/nl_BE/contactus?x=1",
  flag: null,
};
const LANGUAGES = [NL, EN, FR];

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });
const redirectOf = (url: string) => decodeURIComponent(url.split("?r=")[1]!);

test("should go through /website/lang/<url_code> back to the same path and query", () => {
  expect(languageSwitchUrl(FR, at("/contactus", "?x=1&y=a%20b"), LANGUAGES)).toBe(
    `/website/lang/fr_BE?r=${encodeURIComponent("/fr_BE/contactus?x=1&y=a%20b")}`,
  );
});

test("should keep the hash, url-encoded after the redirect", () => {
  const url = languageSwitchUrl(FR, at("/contactus", "?x=1", "#section-2"), LANGUAGES);
  expect(url).toBe(`/website/lang/fr_BE?r=%2Ffr_BE%2Fcontactus%3Fx%3D1%23section-2`);
  expect(redirectOf(url)).toBe("/fr_BE/contactus?x=1#section-2");
});

test("should drop the editor's edit_translations parameter, wherever it is, and keep the others as they were", () => {
  expect(withoutEditTranslations("?edit_translations=1")).toBe("");
  expect(withoutEditTranslations("?edit_translations=1&x=1")).toBe("?x=1");
  expect(withoutEditTranslations("?x=1&edit_translations=1&y=%C3%A9+z")).toBe("?x=1&y=%C3%A9+z");
  expect(withoutEditTranslations("?x=1&edit_translations")).toBe("?x=1");
  expect(withoutEditTranslations("?not_edit_translations=1")).toBe("?not_edit_translations=1");
  expect(
    redirectOf(languageSwitchUrl(NL, at("/contactus", "?edit_translations=1&x=1", "#top"), LANGUAGES)),
  ).toBe("/nl_BE/contactus?x=1#top");
});

test("should swap the page's language segment for the chosen one's", () => {
  // From French to English: the French segment goes (else Odoo would keep it).
  expect(redirectOf(languageSwitchUrl(EN, at("/fr_BE/contactus", "?x=1"), LANGUAGES))).toBe(
    "/en/contactus?x=1",
  );
  expect(redirectOf(languageSwitchUrl(NL, at("/fr_BE"), LANGUAGES))).toBe("/nl_BE");
  expect(redirectOf(languageSwitchUrl(FR, at("/"), LANGUAGES))).toBe("/fr_BE");
  // A path that only starts like a language is no language.
  expect(redirectOf(languageSwitchUrl(FR, at("/fr_BE-menu/x"), LANGUAGES))).toBe("/fr_BE/fr_BE-menu/x");
});

test("should add no language segment on a route without languages, as Odoo's own link", () => {
  const signup = LANGUAGES.map((language) => ({ ...language, href: "/web/signup?" }));
  expect(redirectOf(languageSwitchUrl(signup[2]!, at("/web/signup", "?redirect=%2Fshop"), signup))).toBe(
    "/web/signup?redirect=%2Fshop",
  );
});

test("should read the page's language from <html lang>", () => {
  document.documentElement.lang = "fr-BE";
  expect(pageLanguage(LANGUAGES, "en_US").code).toBe("fr_BE");
  document.documentElement.lang = "de-DE";
  expect(pageLanguage(LANGUAGES, "en_US").code).toBe("en_US");
  document.documentElement.lang = "";
});
