// The addons' server strings (Python _() messages, QWeb and view terms, field
// labels, demo data) reach visitors and back-office users through their
// i18n/<lang>.po files: for every addon with an exported i18n/<addon>.pot, every
// entry must be translated in each shipped language, with its placeholders and
// HTML tags intact.
// Regenerate a .pot with Odoo (odoo-bin --i18n-export ... --modules=<addon>).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parsePo } from "../i18n-catalog.mjs";

const ADDON_LANGS = ["fr_BE", "nl_BE"];

const addonsDir = path.resolve(__dirname, "../..", "addons");
const ADDONS = readdirSync(addonsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((addon) => existsSync(path.join(addonsDir, addon, "i18n", `${addon}.pot`)))
  .sort();

const read = (addon: string, file: string, folder = "i18n") =>
  parsePo(readFileSync(path.join(addonsDir, addon, folder, file), "utf8"));

// Dutch that says "u/uw" to the reader (HTML tags left out).
const isFormalDutch = (text: string) =>
  /(^|[^\p{L}])(u|uw|U|Uw)(?=$|[^\p{L}])/u.test(text.replace(/<[^>]*>/g, " "));

// i18n_extra/: translations Odoo loads beside i18n/ but outside the addon's .pot
// (website_weekbox's Python strings, Odoo's own payment method names).
const EXTRA_DUTCH = readdirSync(addonsDir)
  .filter((addon) => existsSync(path.join(addonsDir, addon, "i18n_extra", "nl_BE.po")))
  .sort();

// Python formats (%s, %(name)s, also %d/%f) and the widgets' {name} placeholders.
const placeholders = (text: string) =>
  [...text.matchAll(/%\(\w+\)[sdf]|%[sdf]|\{\w+\}/g)].map((m) => m[0]).sort();
// The attributes Odoo translates inside a term (aria-label, title, alt,
// placeholder) may change their value; everything else of a tag stays.
const tags = (text: string) =>
  [...text.matchAll(/<\/?[a-zA-Z][^>]*>/g)]
    .map((m) => m[0].replace(/\b(aria-label|title|alt|placeholder)="[^"]*"/g, '$1=""'))
    .sort();

test("should find the addons with an exported .pot", () => {
  expect(ADDONS).toContain("website_sale_mealbox");
});

describe.each(ADDONS)("%s", (addon) => {
  const template = read(addon, `${addon}.pot`);

  test("should have the exported .pot of the addon", () => {
    expect(template.size).toBeGreaterThan(0);
  });

  describe.each(ADDON_LANGS)("%s", (lang) => {
    const translations = read(addon, `${lang}.po`);

    test("should translate every entry of the .pot", () => {
      const untranslated = [...template.keys()].filter((msgid) => !translations.get(msgid)?.trim());
      expect(untranslated).toEqual([]);
    });

    test("should keep the placeholders of every entry", () => {
      const broken = [...template.keys()]
        .filter((msgid) => translations.get(msgid))
        .filter((msgid) => placeholders(translations.get(msgid) ?? "").join() !== placeholders(msgid).join())
        .map((msgid) => [msgid, translations.get(msgid)]);
      expect(broken).toEqual([]);
    });

    // Odoo 17's own Dutch (nl.po of website_sale, payment, portal…) says "je/jouw":
    // ours too, so one page never mixes "je" and "u/uw".
    if (lang === "nl_BE")
      test("should address the reader as Odoo's Dutch does (je/jouw, never u/uw)", () => {
        const formal = [...template.keys()]
          .map((msgid) => translations.get(msgid) ?? "")
          .filter(isFormalDutch);
        expect(formal).toEqual([]);
      });

    test("should keep the HTML tags of every entry", () => {
      const broken = [...template.keys()]
        .filter((msgid) => translations.get(msgid))
        .filter((msgid) => tags(translations.get(msgid) ?? "").join() !== tags(msgid).join())
        .map((msgid) => [msgid, translations.get(msgid)]);
      expect(broken).toEqual([]);
    });
  });
});

// What visitors read from i18n_extra/ speaks as the rest of the site: a concurrency
// refusal once said "Uw bestelling" on pages that say "je" (issue #28, 9).
describe.each(EXTRA_DUTCH)("%s i18n_extra/nl_BE.po", (addon) => {
  test("should address the reader as Odoo's Dutch does (je/jouw, never u/uw)", () => {
    const formal = [...read(addon, "nl_BE.po", "i18n_extra").entries()]
      .filter(([msgid, text]) => msgid && isFormalDutch(text))
      .map(([, text]) => text);
    expect(formal).toEqual([]);
  });
});
