// The payment addons' server strings (card refusals, status messages, the demo
// 3-D Secure page) reach customers through their i18n/<lang>.po files: every
// entry of the exported .pot is translated, placeholders and tags intact.
// Regenerate a .pot with: odoo-bin --i18n-export=<file>.pot --modules=<addon> -d <db>
import { readFileSync } from "node:fs";
import path from "node:path";
import { parsePo } from "../../../../build/i18n-catalog.mjs";

const ADDONS = ["website_sale_payment_widget", "website_sale_payment_widget_demo"];
const LANGS = ["fr_BE", "nl_BE"];

const read = (addon: string, file: string) =>
  parsePo(readFileSync(path.resolve(__dirname, "../../../../addons", addon, "i18n", file), "utf8"));
const placeholders = (text: string) =>
  [...text.matchAll(/%\(\w+\)[sdf]|%[sdf]|\{\w+\}/g)].map((m) => m[0]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?[a-zA-Z][^>]*>/g)].map((m) => m[0]).sort();

describe.each(ADDONS.flatMap((addon) => LANGS.map((lang) => [addon, lang] as const)))(
  "%s %s",
  (addon, lang) => {
    const template = read(addon, `${addon}.pot`);
    const translations = read(addon, `${lang}.po`);

    test("should translate every entry of the .pot, keeping placeholders and tags", () => {
      expect(template.size).toBeGreaterThan(0);
      const problems = [...template.keys()].filter((msgid) => {
        const translated = translations.get(msgid)?.trim();
        return (
          !translated ||
          placeholders(translated).join() !== placeholders(msgid).join() ||
          tags(translated).join() !== tags(msgid).join()
        );
      });
      expect(problems).toEqual([]);
    });
  },
);
