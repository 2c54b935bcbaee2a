// website_sale_mealbox's server strings (Python _() messages, QWeb and view terms,
// field labels, demo data) reach visitors and back-office users through its
// i18n/<lang>.po files: every entry of the exported .pot must be translated in
// each shipped language, with its placeholders and HTML tags intact.
// Regenerate the .pot with Odoo (odoo-bin --i18n-export ... --modules=website_sale_mealbox).
import { readFileSync } from "node:fs";
import path from "node:path";
import { parsePo } from "../i18n-catalog.mjs";

const ADDON = "website_sale_mealbox";
const ADDON_LANGS = ["fr_BE", "nl_BE"];

const i18nDir = path.resolve(__dirname, "../..", "addons", ADDON, "i18n");
const read = (file: string) => parsePo(readFileSync(path.join(i18nDir, file), "utf8"));
const template = read(`${ADDON}.pot`);

// Python formats (%s, %(name)s, also %d/%f) and the widgets' {name} placeholders.
const placeholders = (text: string) =>
  [...text.matchAll(/%\(\w+\)[sdf]|%[sdf]|\{\w+\}/g)].map((m) => m[0]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?[a-zA-Z][^>]*>/g)].map((m) => m[0]).sort();

test("should have the exported .pot of the addon", () => {
  expect(template.size).toBeGreaterThan(0);
});

describe.each(ADDON_LANGS)("%s", (lang) => {
  const translations = read(`${lang}.po`);

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

  test("should keep the HTML tags of every entry", () => {
    const broken = [...template.keys()]
      .filter((msgid) => translations.get(msgid))
      .filter((msgid) => tags(translations.get(msgid) ?? "").join() !== tags(msgid).join())
      .map((msgid) => [msgid, translations.get(msgid)]);
    expect(broken).toEqual([]);
  });
});
