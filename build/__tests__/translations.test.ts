// The widgets' strings reach visitors through website_weekbox's .po files: they
// must be extracted (the .pot is current) and translated in every shipped language.
import { readFileSync } from "node:fs";
import path from "node:path";
import { LANGS, MODULE, extractMessages, parsePo, renderPo } from "../i18n-catalog.mjs";

const root = path.resolve(__dirname, "../..");
const i18nDir = path.join(root, "addons", MODULE, "i18n");
const messages = extractMessages(root);

test("should have an up-to-date .pot (run npm run i18n:extract)", () => {
  expect(readFileSync(path.join(i18nDir, `${MODULE}.pot`), "utf8")).toBe(renderPo(messages));
});

test.each(LANGS)("should translate every widget string in %s", (lang) => {
  const translations = parsePo(readFileSync(path.join(i18nDir, `${lang}.po`), "utf8"));
  const untranslated = [...messages.keys()].filter((msgid) => !translations.get(msgid));
  expect(untranslated).toEqual([]);
});

test.each(LANGS)("should keep {placeholders} intact in %s", (lang) => {
  const translations = parsePo(readFileSync(path.join(i18nDir, `${lang}.po`), "utf8"));
  const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
  for (const msgid of messages.keys()) {
    const translated = translations.get(msgid);
    if (translated) expect([msgid, placeholders(translated)]).toEqual([msgid, placeholders(msgid)]);
  }
});

test("should mark entries for the web client, as Odoo serves only those to JavaScript", () => {
  const pot = readFileSync(path.join(i18nDir, `${MODULE}.pot`), "utf8");
  const entries = pot
    .split("\n\n")
    .filter((block) => block.includes('msgid "') && !block.includes('msgid ""'));
  expect(entries.length).toBe(messages.size);
  for (const entry of entries) expect(entry).toContain("#. odoo-javascript\n#: code:");
});
