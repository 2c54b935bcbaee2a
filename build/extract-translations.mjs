// `npm run i18n:extract`: regenerates website_weekbox's .pot from the widgets'
// sources and adds new strings (untranslated) to each language's .po, dropping
// strings no longer used. Then translate the empty msgstr entries.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LANGS, MODULE, extractMessages, parsePo, renderPo } from "./i18n-catalog.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const i18nDir = path.join(root, "addons", MODULE, "i18n");
const messages = extractMessages(root);

writeFileSync(path.join(i18nDir, `${MODULE}.pot`), renderPo(messages));
for (const lang of LANGS) {
  const file = path.join(i18nDir, `${lang}.po`);
  const known = existsSync(file) ? parsePo(readFileSync(file, "utf8")) : new Map();
  writeFileSync(file, renderPo(messages, lang, known));
  const missing = [...messages.keys()].filter((id) => !known.get(id));
  console.log(`${lang}: ${messages.size} strings, ${missing.length} to translate`);
  for (const id of missing) console.log(`  - ${id}`);
}
